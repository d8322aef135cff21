//! `POST /contact` (and `/en/contact`, `/ar/contact`): the contact page's plain form, for
//! visitors without JavaScript. It goes through the same checks and limits as the dialog's
//! request, and answers with the page again, in the language of the page it was sent from:
//! thanks, or the form with what to correct and what was typed.

use axum::extract::rejection::FormRejection;
use axum::extract::{Form, State};
use axum::http::{HeaderMap, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use serde_json::json;

use super::{Frame, Reading, load_site, render};
use crate::answer_lang::{answering_in, error_text};
use crate::domain::lang::Lang;
use crate::error::AppError;
use crate::http::extract::ClientIp;
use crate::http::public::contact::{ContactRequest, deliver};
use crate::state::AppState;

/// The contact page's French address; the form posts back to the page's own.
pub const CONTACT_PATH: &str = "/contact";

pub async fn send(
    State(state): State<AppState>,
    ip: ClientIp,
    uri: Uri,
    headers: HeaderMap,
    form: Result<Form<ContactRequest>, FormRejection>,
) -> Response {
    let answer = async {
        // The page's language, from its address (`/en/contact`); a form posted to `/contact` by a
        // page served before the forms posted back to their own address says it in its `lang`.
        let from_address = super::table::find(uri.path()).map(|found| found.lang).filter(|lang| *lang != Lang::Fr);
        let from_form = form.as_ref().ok().and_then(|Form(request)| request.lang.as_deref()).and_then(Lang::from_code);
        let lang = from_address.or(from_form).unwrap_or_default();
        let site = load_site(&state, &headers, lang, Reading::Now).await?.or_french();
        let outcome = answering_in(site.lang, async {
            let outcome = outcome(&state, &ip, &headers, form).await;
            outcome.map_err(IntoResponse::into_response)
        });
        let (status, content) = match outcome.await {
            Ok(outcome) => outcome,
            Err(response) => return Ok(response),
        };
        let mut page = super::content_pages::contact(&site, CONTACT_PATH);
        page.status = status;
        page.content = minijinja::Value::from_serialize(content);
        let mut response = render(
            &site,
            page,
            Frame { nav: CONTACT_PATH, counts_visits: false, indexable: false, entry: super::PUBLIC_ENTRY, app: None },
        )?;
        super::kept_by_nobody(&mut response);
        Ok::<_, AppError>(response)
    };
    answer.await.unwrap_or_else(IntoResponse::into_response)
}

/// What the page says after the form: thanks, or what to correct with what was typed; an
/// error the page cannot show (the server's own) is answered as such.
async fn outcome(
    state: &AppState,
    ip: &ClientIp,
    headers: &HeaderMap,
    form: Result<Form<ContactRequest>, FormRejection>,
) -> Result<(StatusCode, serde_json::Value), AppError> {
    let Ok(Form(request)) = form else {
        return Ok((StatusCode::BAD_REQUEST, json!({ "error": error_text("contact.unreadable") })));
    };
    let values = json!({ "name": request.name, "email": request.email, "message": request.message });
    match deliver(state, ip, headers, request).await {
        Ok(_) => Ok((StatusCode::OK, json!({ "sent": true }))),
        Err(AppError::Validation { message, fields }) => {
            Ok((StatusCode::BAD_REQUEST, json!({ "error": message, "fields": fields, "values": values })))
        }
        Err(AppError::RateLimited { message, .. }) => {
            Ok((StatusCode::TOO_MANY_REQUESTS, json!({ "error": message, "values": values })))
        }
        Err(other) => Err(other),
    }
}

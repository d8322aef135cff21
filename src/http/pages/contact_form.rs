//! `POST /contact`: the contact page's plain form, for visitors without JavaScript. It goes
//! through the same checks and limits as the dialog's request, and answers with the page
//! again, in the language the form was written in: thanks, or the form with what to correct
//! and what was typed.

use axum::extract::rejection::FormRejection;
use axum::extract::{Form, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use serde_json::json;

use super::{Frame, Site, load_site, render};
use crate::domain::lang::Lang;
use crate::error::AppError;
use crate::http::extract::ClientIp;
use crate::http::public::contact::{ContactRequest, deliver};
use crate::locale::Locale;
use crate::state::AppState;

/// The contact page's address, which the form posts back to.
pub const CONTACT_PATH: &str = "/contact";

pub async fn send(
    State(state): State<AppState>,
    ip: ClientIp,
    headers: HeaderMap,
    form: Result<Form<ContactRequest>, FormRejection>,
) -> Response {
    let lang = form.as_ref().ok().and_then(|Form(request)| request.lang.as_deref()).and_then(Lang::from_code);
    let lang = lang.unwrap_or_default();
    let (status, content) = match form {
        Err(_) => (StatusCode::BAD_REQUEST, json!({ "error": "Le formulaire n'a pas pu être lu. Réessayez." })),
        Ok(Form(request)) => {
            let values = json!({ "name": request.name, "email": request.email, "message": request.message });
            match deliver(&state, &ip, &headers, request).await {
                Ok(_) => (StatusCode::OK, json!({ "sent": true })),
                Err(AppError::Validation { message, fields }) => {
                    (StatusCode::BAD_REQUEST, json!({ "error": message, "fields": fields, "values": values }))
                }
                Err(AppError::RateLimited { message, .. }) => {
                    (StatusCode::TOO_MANY_REQUESTS, json!({ "error": message, "values": values }))
                }
                Err(other) => return other.into_response(),
            }
        }
    };
    let answer = async {
        let site = load_site(&state, &headers, lang).await?;
        // A language the owner has turned off answers in French, as its pages do.
        let site = if site.settings.languages.speaks(lang) {
            site
        } else {
            Site { lang: Lang::Fr, locale: Locale::new(Lang::Fr), ..site }
        };
        let mut page = super::content_pages::contact(&site, CONTACT_PATH);
        page.status = status;
        page.content = minijinja::Value::from_serialize(content);
        let mut response = render(
            &site,
            page,
            Frame { nav: CONTACT_PATH, counts_visits: false, indexable: false, entry: super::PUBLIC_ENTRY, app: None },
        )?;
        response
            .headers_mut()
            .insert(axum::http::header::CACHE_CONTROL, "private, no-store".parse().map_err(AppError::internal)?);
        Ok::<_, AppError>(response)
    };
    answer.await.unwrap_or_else(IntoResponse::into_response)
}

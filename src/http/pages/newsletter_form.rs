//! `/newsletter` (and `/en/newsletter`, `/ar/newsletter`): the newsletter's subscribe form as a
//! page of its own, and the answer to that form when it is posted without JavaScript from any
//! page showing it (the home page, the blog, an article). The answer goes through the API's own
//! subscription (its checks, limits and honeypot), in the language of the address it was
//! posted to, which becomes the subscriber's; it is drawn for one visitor and kept by no cache.

use axum::Router;
use axum::extract::rejection::FormRejection;
use axum::extract::{Form, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use serde::Serialize;

use super::kept_by_nobody;
use super::layout::Head;
use super::newsletter::site_of;
use super::table::{PageKind, page_of};
use super::{Frame, Page, Site, render};
use crate::answer_lang::{answering_in, error_text};
use crate::domain::lang::Lang;
use crate::error::{AppError, AppResult};
use crate::http::extract::ClientIp;
use crate::http::public::newsletter::{SubscribeRequest, request_subscription};
use crate::http::spa;
use crate::state::AppState;

/// What the form shows besides its fields: the subscription went through, or what to correct
/// with what was typed. The form reads it as `page.subscription`; the pages that only show the
/// form (home, blog, articles) have none.
#[derive(Debug, Default, Serialize)]
pub(super) struct Subscription {
    sent: bool,
    error: Option<String>,
    email: Option<String>,
    /// When a refused visitor may try again (seconds), sent as `Retry-After`.
    #[serde(skip)]
    retry_after: Option<u64>,
}

#[derive(Debug, Serialize)]
struct Content {
    subscription: Subscription,
}

/// The form's address in each language; its GET is the page itself.
pub fn routes() -> Router<AppState> {
    Lang::ALL.into_iter().fold(Router::new(), |router, lang| {
        router.route(&page_of(PageKind::Newsletter).address(lang, None), get(spa::fallback).post(subscribe))
    })
}

/// The page with the form alone, as opened or as the answer to the form.
pub(super) fn page(site: &Site, subscription: Subscription) -> Page {
    let head = Head { title: Some(site.locale.text("newsletter:form.title", &[])), ..Head::default() };
    let path = page_of(PageKind::Newsletter).path;
    Page::new("newsletter_form.html", path, head, Content { subscription })
}

/// `POST /newsletter`: a confirmation mail is on its way, or the form says what to correct.
async fn subscribe(
    State(state): State<AppState>,
    ip: ClientIp,
    uri: Uri,
    headers: HeaderMap,
    form: Result<Form<SubscribeRequest>, FormRejection>,
) -> Response {
    let answer = async {
        let site = site_of(&state, &uri, &headers).await?;
        let (status, subscription) = answering_in(site.lang, outcome(&state, &ip, &site, form)).await?;
        let retry_after = subscription.retry_after;
        let mut page = page(&site, subscription);
        page.status = status;
        let frame = Frame { nav: "", counts_visits: false, indexable: false, entry: super::PUBLIC_ENTRY, app: None };
        let mut response = render(&site, page, frame)?;
        kept_by_nobody(&mut response);
        if let Some(seconds) = retry_after {
            response.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from(seconds));
        }
        Ok::<_, AppError>(response)
    };
    answer.await.unwrap_or_else(IntoResponse::into_response)
}

/// The subscription asked by the form, in the page's language; an error the form cannot show
/// (the server's own) is answered as such.
async fn outcome(
    state: &AppState,
    ip: &ClientIp,
    site: &Site,
    form: Result<Form<SubscribeRequest>, FormRejection>,
) -> AppResult<(StatusCode, Subscription)> {
    let Ok(Form(request)) = form else {
        let error = Some(error_text("contact.unreadable"));
        return Ok((StatusCode::BAD_REQUEST, Subscription { error, ..Subscription::default() }));
    };
    let email = Some(request.email.clone());
    // The subscriber reads his mails in the language of the page he subscribed on.
    let request = SubscribeRequest { lang: Some(site.lang.code().to_string()), ..request };
    match request_subscription(state, ip, site.base.clone(), request).await {
        Ok(()) => Ok((StatusCode::OK, Subscription { sent: true, ..Subscription::default() })),
        Err(AppError::Validation { message, fields }) => {
            let error = Some(fields.get("email").cloned().unwrap_or(message));
            Ok((StatusCode::BAD_REQUEST, Subscription { error, email, ..Subscription::default() }))
        }
        Err(AppError::RateLimited { message, retry_after_secs }) => Ok((
            StatusCode::TOO_MANY_REQUESTS,
            Subscription { error: Some(message), email, retry_after: Some(retry_after_secs), sent: false },
        )),
        Err(other) => Err(other),
    }
}

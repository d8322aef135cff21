//! The pages a newsletter e-mail links to, named by a secret: confirming a subscription
//! (`/newsletter/confirmation/{token}`) and leaving the newsletter
//! (`/newsletter/desinscription/{token}`). Opening one changes nothing, so a link scanner
//! does no harm: each asks for a click on a plain form, which works without JavaScript and
//! which the server answers with the page again, in the language of its address. Drawn for
//! the holder of the secret alone: never kept by any cache.

use axum::Router;
use axum::extract::rejection::FormRejection;
use axum::extract::{Form, Path, State};
use axum::http::{HeaderMap, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use serde::{Deserialize, Serialize};

use super::layout::Head;
use super::table::{PageKind, page_of};
use super::{Frame, Page, Reading, Site, kept_by_nobody, load_site, render};
use crate::answer_lang::{answering_in, error_text};
use crate::domain::lang::Lang;
use crate::error::{AppError, AppResult};
use crate::http::extract::ClientIp;
use crate::http::public::newsletter::{self, SubscribeRequest};
use crate::http::spa;
use crate::state::AppState;

/// What the page says.
#[derive(Debug, Default, Serialize)]
struct Content {
    /// Which page: `confirmation` or `unsubscribe`, the group of its texts.
    kind: &'static str,
    /// Where its forms post: the page's own address.
    action: String,
    /// The subscription is confirmed, or the subscriber has left.
    done: bool,
    /// A new confirmation link was mailed to subscribe again.
    sent_again: bool,
    error: Option<String>,
}

/// The form of the unsubscribe page; `intent=subscribe` is « subscribe again ».
#[derive(Debug, Deserialize)]
struct LeaveForm {
    #[serde(default)]
    intent: String,
}

/// The pages' forms, at each language's address; their GET is the page itself.
pub fn routes() -> Router<AppState> {
    let mut router = Router::new();
    for lang in Lang::ALL {
        let confirmation = page_of(PageKind::NewsletterConfirmation).address(lang, Some("{token}"));
        let unsubscribe = page_of(PageKind::NewsletterUnsubscribe).address(lang, Some("{token}"));
        router = router
            .route(&confirmation, get(spa::fallback).post(confirm))
            .route(&unsubscribe, get(spa::fallback).post(leave));
    }
    router
}

/// The page as opened from the e-mail: what a click on its button will do.
pub(super) fn asking(site: &Site, kind: PageKind, token: &str) -> Page {
    page(site, kind, token, Content::default())
}

fn page(site: &Site, kind: PageKind, token: &str, content: Content) -> Page {
    let texts = if kind == PageKind::NewsletterConfirmation { "confirmation" } else { "unsubscribe" };
    let head = Head { title: Some(site.locale.text(&format!("newsletter:{texts}.title"), &[])), ..Head::default() };
    let address = page_of(kind);
    let content = Content { kind: texts, action: address.address(site.lang, Some(token)), ..content };
    Page::new("newsletter.html", format!("{}{token}", address.path), head, content)
}

/// `POST /newsletter/confirmation/{token}`: confirms, or says the link no longer works.
async fn confirm(State(state): State<AppState>, Path(token): Path<String>, uri: Uri, headers: HeaderMap) -> Response {
    let answer = async {
        let site = site_of(&state, &uri, &headers).await?;
        let (status, content) = match answering_in(site.lang, newsletter::confirm_link(&state, &token)).await {
            Ok(()) => (StatusCode::OK, Content { done: true, ..Content::default() }),
            Err(AppError::Validation { message, .. }) => {
                (StatusCode::BAD_REQUEST, Content { error: Some(message), ..Content::default() })
            }
            Err(other) => return Err(other),
        };
        respond(&site, PageKind::NewsletterConfirmation, &token, status, content)
    };
    answer.await.unwrap_or_else(IntoResponse::into_response)
}

/// `POST /newsletter/desinscription/{token}`: unsubscribes (always said done, as the API's
/// one-click does), or with `intent=subscribe` mails the holder a new confirmation link.
async fn leave(
    State(state): State<AppState>,
    ip: ClientIp,
    Path(token): Path<String>,
    uri: Uri,
    headers: HeaderMap,
    form: Result<Form<LeaveForm>, FormRejection>,
) -> Response {
    let again = form.is_ok_and(|Form(form)| form.intent == "subscribe");
    let answer = async {
        let site = site_of(&state, &uri, &headers).await?;
        let outcome = if again {
            answering_in(site.lang, subscribe_again(&state, &ip, &site, &token)).await
        } else {
            newsletter::unsubscribe_holder(&state, &token).await.map(|()| Content { done: true, ..Content::default() })
        };
        let (status, content) = match outcome {
            Ok(content) => (StatusCode::OK, content),
            Err(AppError::Validation { message, .. }) => {
                (StatusCode::BAD_REQUEST, Content { error: Some(message), ..Content::default() })
            }
            Err(AppError::RateLimited { message, .. }) => {
                (StatusCode::TOO_MANY_REQUESTS, Content { error: Some(message), ..Content::default() })
            }
            Err(other) => return Err(other),
        };
        respond(&site, PageKind::NewsletterUnsubscribe, &token, status, content)
    };
    answer.await.unwrap_or_else(IntoResponse::into_response)
}

/// Subscribes the secret's holder again, through the same checks, limits and confirmation
/// link as a new subscription.
async fn subscribe_again(state: &AppState, ip: &ClientIp, site: &Site, token: &str) -> AppResult<Content> {
    let Some((email, _)) = newsletter::holder(state, token).await? else {
        return Err(AppError::validation(error_text("newsletter.unknownAddress")));
    };
    let request = SubscribeRequest { email, lang: Some(site.lang.code().to_string()), website: None };
    newsletter::request_subscription(state, ip, site.base.clone(), request).await?;
    Ok(Content { sent_again: true, ..Content::default() })
}

/// The site in the language of the form's address; French for a language turned off since.
pub(super) async fn site_of(state: &AppState, uri: &Uri, headers: &HeaderMap) -> AppResult<Site> {
    let lang = super::table::find(uri.path()).map(|found| found.lang).unwrap_or_default();
    Ok(load_site(state, headers, lang, Reading::Now).await?.or_french())
}

fn respond(site: &Site, kind: PageKind, token: &str, status: StatusCode, content: Content) -> AppResult<Response> {
    let mut page = page(site, kind, token, content);
    page.status = status;
    let frame = Frame { nav: "", counts_visits: false, indexable: false, entry: super::PUBLIC_ENTRY, app: None };
    let mut response = render(site, page, frame)?;
    kept_by_nobody(&mut response);
    Ok(response)
}

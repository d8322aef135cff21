//! The newsletter's public side: subscribing with double opt-in, confirming through the
//! mailed link, and the one-click unsubscribe mail providers POST (RFC 8058). A
//! subscription always answers the same 202, so nobody learns whether an address is
//! subscribed; nothing but the confirmation link is mailed to an address before it confirms.

use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Redirect;
use serde::Deserialize;
use time::OffsetDateTime;
use ts_rs::TS;

use super::spoken;
use crate::answer_lang::{self, error_text};
use crate::db::{self, newsletter::SubscriptionRequest};
use crate::domain::account_token::{hash_secret, new_secret};
use crate::domain::lang::Lang;
use crate::domain::text::Validator;
use crate::error::{AppError, AppResult};
use crate::http::extract::{ApiJson, ClientIp};
use crate::http::pages::table::{PageKind, page_of};
use crate::http::site_origin;
use crate::locale::Locale;
use crate::notify;
use crate::rate_limit::RateLimiter;
use crate::state::AppState;

#[derive(Debug, Deserialize, TS)]
#[ts(export)]
pub struct SubscribeRequest {
    #[serde(default)]
    pub email: String,
    /// The language of the page the visitor subscribed on (`fr`, `en`, `ar`): his mails'
    /// language when the site speaks it, else French.
    #[serde(default)]
    #[ts(optional, as = "Option<Lang>")]
    pub lang: Option<String>,
    /// Hidden from people; only robots fill it.
    #[serde(default)]
    #[ts(optional)]
    pub website: Option<String>,
}

#[derive(Debug, Deserialize, TS)]
#[ts(export)]
pub struct NewsletterConfirmRequest {
    #[serde(default)]
    pub token: String,
}

/// `POST /api/newsletter/subscribe`: 202 for any well-formed address, whatever its state.
pub async fn subscribe(
    State(state): State<AppState>,
    ip: ClientIp,
    headers: HeaderMap,
    ApiJson(request): ApiJson<SubscribeRequest>,
) -> AppResult<StatusCode> {
    let base = site_origin::link_base(&state.config, &headers);
    request_subscription(&state, &ip, base, request).await?;
    Ok(StatusCode::ACCEPTED)
}

/// Checks, limits and records a subscription, and mails its confirmation link when the
/// address is new, pending or had unsubscribed; a robot's is dropped once counted.
pub async fn request_subscription(
    state: &AppState,
    ip: &ClientIp,
    base: String,
    request: SubscribeRequest,
) -> AppResult<()> {
    let mut validator = Validator::new();
    let email = validator.email("email", &request.email, &answer_lang::text("contact:validation.email"));
    let asked = validator.optional_lang("lang", request.lang.as_deref());
    validator.finish()?;
    RateLimiter::hit_all(&[
        (&state.limits.newsletter_ip, ip.limit_key()),
        (&state.limits.newsletter_email, email.clone()),
    ])
    .map_err(AppError::rate_limited(&error_text("newsletter.tooMany")))?;
    if request.website.is_some_and(|value| !value.trim().is_empty()) {
        tracing::info!(ip = %ip.0, "newsletter honeypot filled; subscription dropped");
        return Ok(());
    }
    let to = email.clone();
    let to_mail = state
        .db
        .run(move |conn| {
            let settings = db::settings::load(conn)?;
            let lang = asked.filter(|lang| settings.languages.speaks(*lang)).unwrap_or_default();
            let site = settings.seo.title;
            let consent = Locale::new(lang).text("newsletter:consent", &[("site", site.clone())]);
            let (confirmation, unsubscribe) = (new_secret(), new_secret());
            let now = OffsetDateTime::now_utc();
            let mailed = db::newsletter::subscribe(
                conn,
                &SubscriptionRequest {
                    email: &email,
                    lang,
                    consent: &consent,
                    confirmation_hash: &confirmation.hash,
                    confirmation_expires_at: &db::format_time(now + notify::newsletter::CONFIRMATION_LIFETIME),
                    unsubscribe_hash: &unsubscribe.hash,
                    now: &db::format_time(now),
                },
            )?;
            Ok(mailed.then_some((lang, site, confirmation.secret, unsubscribe.secret)))
        })
        .await?;
    match to_mail {
        Some((lang, site, confirmation, unsubscribe)) => {
            let url = format!(
                "{base}{}",
                page_of(PageKind::NewsletterConfirmation).address(lang, Some(confirmation.as_str()))
            );
            let headers =
                notify::newsletter::unsubscribe_headers(&notify::newsletter::unsubscribe_url(&base, &unsubscribe));
            let mail = notify::newsletter::confirmation(Locale::new(lang), &to, &site, &url, headers);
            state.notifier.send_in_background(mail);
        }
        None => tracing::info!("newsletter subscription asked for an address already confirmed or rejected"),
    }
    Ok(())
}

/// `POST /api/newsletter/confirm`: 204 once the link's subscriber is confirmed; one 400 for
/// a link unknown, used or expired.
pub async fn confirm(
    State(state): State<AppState>,
    ApiJson(request): ApiJson<NewsletterConfirmRequest>,
) -> AppResult<StatusCode> {
    confirm_link(&state, &request.token).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Uses a confirmation link; the error says it no longer works.
pub async fn confirm_link(state: &AppState, token: &str) -> AppResult<()> {
    let token_hash = hash_secret(token);
    let confirmed = state
        .db
        .run(move |conn| db::newsletter::confirm(conn, &token_hash, &db::now_text()))
        .await?
        .ok_or_else(|| AppError::field("token", &error_text("newsletter.invalidLink")))?;
    tracing::info!(subscriber_id = confirmed, "newsletter subscription confirmed");
    Ok(())
}

/// `POST /api/newsletter/unsubscribe/{token}`: the one-click unsubscribe (RFC 8058), sent
/// by mail providers with the body `List-Unsubscribe=One-Click`, no cookie and no `Origin`.
/// Any body does: the secret decides. 200 every time, an unknown secret included: the
/// holder of an old mail whose address was since erased is not subscribed, which is what
/// he asks; and a sender seeing errors may judge the list badly.
pub async fn unsubscribe(State(state): State<AppState>, Path(token): Path<String>) -> AppResult<StatusCode> {
    unsubscribe_holder(&state, &token).await?;
    Ok(StatusCode::OK)
}

/// Unsubscribes the holder of an unsubscribe secret, if it is still subscribed.
pub async fn unsubscribe_holder(state: &AppState, token: &str) -> AppResult<()> {
    let token_hash = hash_secret(token);
    let left = state.db.run(move |conn| db::newsletter::unsubscribe(conn, &token_hash, &db::now_text())).await?;
    if let Some(subscriber_id) = left {
        tracing::info!(subscriber_id, "newsletter subscriber unsubscribed");
    }
    Ok(())
}

/// The address holding an unsubscribe secret, and its language.
pub async fn holder(state: &AppState, token: &str) -> AppResult<Option<(String, Lang)>> {
    let token_hash = hash_secret(token);
    state.db.run(move |conn| db::newsletter::holder(conn, &token_hash)).await
}

/// `GET /api/newsletter/unsubscribe/{token}`: a mail client that opens the header's address
/// in a browser instead of POSTing to it lands on the page with the button, in the
/// subscriber's language if the site still speaks it. The GET itself unsubscribes nobody.
pub async fn unsubscribe_page(State(state): State<AppState>, Path(token): Path<String>) -> AppResult<Redirect> {
    // Secrets are hexadecimal: anything else is no secret, and would not make a clean address.
    if token.is_empty() || !token.bytes().all(|byte| byte.is_ascii_alphanumeric()) {
        return Err(AppError::NotFound(error_text("notFound")));
    }
    let lang = match holder(&state, &token).await? {
        Some((_, lang)) if lang != Lang::Fr && spoken(&state, lang).await.is_ok() => lang,
        _ => Lang::Fr,
    };
    Ok(Redirect::to(&page_of(PageKind::NewsletterUnsubscribe).address(lang, Some(&token))))
}

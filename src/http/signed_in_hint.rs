//! `vitrine_signed_in=1`: a cookie the page's script may read, set when a browser signs in
//! and cleared when it signs out. Public pages are the same for everyone (cached, without
//! the session), so their script asks who is signed in only when this says someone may be.
//! It proves nothing: the session cookie alone does.

use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};

use crate::state::AppState;

const NAME: &str = "vitrine_signed_in";

fn cookie(state: &AppState, value: &str, max_age_seconds: i64) -> HeaderValue {
    let secure = state.config.public_url.as_deref().is_some_and(|url| url.starts_with("https://"));
    let text = format!(
        "{NAME}={value}; Path=/; Max-Age={max_age_seconds}; SameSite=Lax{}",
        if secure { "; Secure" } else { "" }
    );
    HeaderValue::from_str(&text).unwrap_or_else(|_| HeaderValue::from_static("vitrine_signed_in=; Path=/; Max-Age=0"))
}

/// The hint a handler asks for; `append` writes it after the session's own cookie.
#[derive(Debug, Clone)]
struct Hint(HeaderValue);

/// `answer` with the hint set, for as long as a session lives without activity.
pub fn signed_in(state: &AppState, answer: impl IntoResponse) -> Response {
    let max_age = super::SESSION_IDLE_DAYS * 24 * 60 * 60;
    with_hint(answer, cookie(state, "1", max_age))
}

/// `answer` with the hint cleared.
pub fn signed_out(state: &AppState, answer: impl IntoResponse) -> Response {
    with_hint(answer, cookie(state, "", 0))
}

fn with_hint(answer: impl IntoResponse, value: HeaderValue) -> Response {
    let mut response = answer.into_response();
    response.extensions_mut().insert(Hint(value));
    response
}

/// The layer outside the sessions': the session cookie comes first, then the hint.
pub async fn append(mut response: Response) -> Response {
    if let Some(Hint(value)) = response.extensions_mut().remove::<Hint>() {
        response.headers_mut().append(header::SET_COOKIE, value);
    }
    response
}

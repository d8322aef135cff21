//! Request extractors whose failures speak the API's error shape (never axum's
//! default text): JSON bodies, query strings and the client's IP address.

use std::net::{IpAddr, SocketAddr};

use axum::RequestExt;
use axum::extract::multipart::{Multipart, MultipartRejection};
use axum::extract::rejection::QueryRejection;
use axum::extract::{ConnectInfo, FromRequest, FromRequestParts, Query, Request};
use axum::http::request::Parts;
use serde::de::DeserializeOwned;

use crate::answer_lang::error_text;
use crate::body_budget::{BodyBudget, HeldBytes, multipart_error};
use crate::error::AppError;
use crate::state::AppState;

/// A JSON body; malformed or wrongly shaped input is a `validation` error.
/// It is read within the route's size limit and the shared budget of bodies in memory.
pub struct ApiJson<T>(pub T);

impl<T: DeserializeOwned> FromRequest<AppState> for ApiJson<T> {
    type Rejection = AppError;

    async fn from_request(req: Request, state: &AppState) -> Result<Self, Self::Rejection> {
        if !is_json(req.headers()) {
            return Err(AppError::unsupported_type());
        }
        let body = state.body_budget.read_body(req.into_limited_body()).await?;
        match axum::Json::<T>::from_bytes(&body) {
            Ok(axum::Json(value)) => Ok(ApiJson(value)),
            Err(rejection) => {
                tracing::debug!(%rejection, "rejected JSON body");
                Err(AppError::validation(error_text("badBody")))
            }
        }
    }
}

/// `application/json`, or any `application/…+json`.
fn is_json(headers: &axum::http::HeaderMap) -> bool {
    let Some(content_type) = headers.get(axum::http::header::CONTENT_TYPE).and_then(|value| value.to_str().ok()) else {
        return false;
    };
    let essence = content_type.split(';').next().unwrap_or_default().trim().to_ascii_lowercase();
    essence.strip_prefix("application/").is_some_and(|subtype| subtype == "json" || subtype.ends_with("+json"))
}

/// Query-string parameters; bad values are a `validation` error.
pub struct ApiQuery<T>(pub T);

impl<T: DeserializeOwned + Send> FromRequestParts<AppState> for ApiQuery<T> {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        Query::<T>::from_request_parts(parts, state).await.map(|Query(value)| ApiQuery(value)).map_err(
            |rejection: QueryRejection| {
                tracing::debug!(%rejection, "rejected query string");
                AppError::validation(error_text("badQuery"))
            },
        )
    }
}

/// The bytes of the multipart field `file`, read within the shared budget of bodies
/// in memory; `missing` is the message when there is none.
pub async fn read_file_field(
    multipart: Result<Multipart, MultipartRejection>,
    budget: &BodyBudget,
    missing: &str,
) -> Result<SentFile, AppError> {
    let mut multipart = multipart.map_err(|_| AppError::unsupported_type())?;
    while let Some(field) = multipart.next_field().await.map_err(|err| multipart_error(&err))? {
        if field.name() == Some("file") {
            let name = field.file_name().map(sent_file_name).unwrap_or_default();
            let bytes = budget.read_field(field).await?;
            if bytes.is_empty() {
                break;
            }
            return Ok(SentFile { bytes, name });
        }
    }
    Err(AppError::validation(missing))
}

/// A file as the multipart field `file` sent it.
pub struct SentFile {
    pub bytes: HeldBytes,
    /// Its name on the sender's machine, without folders, at most 255 bytes; empty when unsaid.
    pub name: String,
}

fn sent_file_name(name: &str) -> String {
    let name = name.rsplit(['/', '\\']).next().unwrap_or_default().trim();
    let mut end = name.len().min(255);
    while !name.is_char_boundary(end) {
        end -= 1;
    }
    name[..end].chars().filter(|c| !c.is_control()).collect()
}

/// The image in the multipart field `file`, refused in an image's words: `too_large` says the
/// size this upload allows.
pub async fn read_image_field(
    multipart: Result<Multipart, MultipartRejection>,
    budget: &BodyBudget,
    too_large: fn() -> AppError,
) -> Result<SentFile, AppError> {
    read_file_field(multipart, budget, &error_text("media.imageRequired")).await.map_err(|err| match err {
        AppError::PayloadTooLarge(_) => too_large(),
        AppError::UnsupportedMediaType(_) => crate::media::not_an_image(),
        other => other,
    })
}

/// The client's address: the socket peer, or the right-most `X-Forwarded-For`
/// entry when the peer is a trusted reverse proxy.
pub struct ClientIp(pub IpAddr);

impl ClientIp {
    /// The key per-address limits count under. One IPv6 subscriber holds a whole
    /// /64, so IPv6 clients are counted by that prefix, not by address.
    pub fn limit_key(&self) -> String {
        match crate::server::subscriber(self.0) {
            IpAddr::V4(v4) => v4.to_string(),
            IpAddr::V6(prefix) => format!("{prefix}/64"),
        }
    }
}

impl FromRequestParts<AppState> for ClientIp {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let peer = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map(|ConnectInfo(addr)| addr.ip())
            .ok_or_else(|| AppError::internal("no peer address on the request"))?;
        Ok(ClientIp(client_ip(peer, parts, &state.config.trusted_proxies)))
    }
}

fn client_ip(peer: IpAddr, parts: &Parts, trusted: &[ipnet::IpNet]) -> IpAddr {
    if !trusted.iter().any(|net| net.contains(&peer)) {
        return peer;
    }
    parts
        .headers
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .filter_map(|entry| entry.trim().parse::<IpAddr>().ok())
        .next_back()
        .unwrap_or(peer)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parts(forwarded: &str) -> Parts {
        let request = axum::http::Request::builder().header("x-forwarded-for", forwarded).body(()).unwrap();
        request.into_parts().0
    }

    #[test]
    fn forwarded_address_is_trusted_only_from_listed_proxies() {
        let proxy: IpAddr = "127.0.0.1".parse().unwrap();
        let trusted = vec!["127.0.0.0/8".parse().unwrap()];
        let request = parts("203.0.113.9, 198.51.100.7");
        assert_eq!(client_ip(proxy, &request, &trusted), "198.51.100.7".parse::<IpAddr>().unwrap());
        assert_eq!(client_ip(proxy, &request, &[]), proxy);
        let stranger: IpAddr = "192.0.2.1".parse().unwrap();
        assert_eq!(client_ip(stranger, &request, &trusted), stranger);
        assert_eq!(client_ip(proxy, &parts("garbage"), &trusted), proxy);
    }

    #[test]
    fn ipv6_clients_are_limited_by_their_64_prefix() {
        let key = |ip: &str| ClientIp(ip.parse().unwrap()).limit_key();
        assert_eq!(key("2001:db8:1:2:aaaa::1"), key("2001:db8:1:2:ffff:1:2:3"));
        assert_eq!(key("2001:db8:1:2::1"), "2001:db8:1:2::/64");
        assert_ne!(key("2001:db8:1:2::1"), key("2001:db8:1:3::1"));
        assert_eq!(key("::ffff:192.0.2.7"), "192.0.2.7");
        assert_eq!(key("192.0.2.7"), "192.0.2.7");
    }
}

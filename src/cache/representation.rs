//! One finished public answer in the forms a client may ask for: as is, gzip and
//! brotli, each compressed once when cached, with a strong ETag per form. A quick gzip
//! is made with the answer; once it is read again, brotli or a smaller gzip is added off
//! the readers' path, so that an answer read once (a crawler's visit) costs little.

use std::io::Write;
use std::sync::OnceLock;

use axum::body::Bytes;
use axum::http::{HeaderMap, HeaderValue, header};
use sha2::{Digest, Sha256};

use super::gzip::{GZIP_LEVEL_QUICK, GZIP_LEVEL_READ_AGAIN, gzip};

/// Brotli levels for bodies compressed once and served many times. Measured here:
/// on pages and JSON of a few KB, level 5 is as small as level 9 in a fraction of
/// the time; on a 1.3 MB sitemap level 8 is 13 % smaller than level 5 and than gzip,
/// for about 0.1 s once per change. Level 11 gains little more for seconds of work
/// and far more memory.
const BROTLI_QUALITY_SMALL: u32 = 5;
const BROTLI_QUALITY_LARGE: u32 = 8;
const BROTLI_LARGE_FROM: usize = 64 * 1024;
/// Brotli window bounds: 2^22 = 4 MiB holds a whole sitemap file; below 2^17 the
/// encoder switches to a hasher whose tables cost milliseconds to set up.
const BROTLI_WINDOW: std::ops::RangeInclusive<u32> = 17..=22;

/// Room for the key, headers and bookkeeping of an entry, beyond its bodies.
const ENTRY_OVERHEAD: usize = 256;

/// The content codings this server stores.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Coding {
    Identity,
    Gzip,
    Brotli,
}

impl Coding {
    fn name(self) -> Option<&'static str> {
        match self {
            Coding::Identity => None,
            Coding::Gzip => Some("gzip"),
            Coding::Brotli => Some("br"),
        }
    }

    pub fn content_encoding(self) -> Option<HeaderValue> {
        self.name().map(HeaderValue::from_static)
    }
}

/// A stored form: its coding, and for gzip whether it is the quick one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Form {
    Identity,
    QuickGzip,
    Gzip,
    Brotli,
}

impl Form {
    const ALL: [Form; 4] = [Form::Identity, Form::QuickGzip, Form::Gzip, Form::Brotli];

    pub fn coding(self) -> Coding {
        match self {
            Form::Identity => Coding::Identity,
            Form::QuickGzip | Form::Gzip => Coding::Gzip,
            Form::Brotli => Coding::Brotli,
        }
    }

    /// The suffix of its ETag: the two gzip forms are different bytes, so different tags.
    fn tag_suffix(self) -> &'static str {
        match self {
            Form::Identity => "",
            Form::QuickGzip => "-gzip1",
            Form::Gzip => "-gzip",
            Form::Brotli => "-br",
        }
    }
}

/// A better form worth adding to an answer read again: what the reader would take.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refinement {
    Brotli,
    Gzip,
}

/// What a client's `Accept-Encoding` allows, as quality values (0 = refused).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Accepted {
    gzip: f32,
    brotli: f32,
}

impl Accepted {
    pub fn from_headers(headers: &HeaderMap) -> Accepted {
        let mut gzip = None;
        let mut brotli = None;
        let mut any = None;
        for value in headers.get_all(header::ACCEPT_ENCODING).iter().filter_map(|value| value.to_str().ok()) {
            for item in value.split(',') {
                let mut parts = item.split(';');
                let coding = parts.next().unwrap_or_default().trim().to_ascii_lowercase();
                let quality = parts
                    .filter_map(|param| param.trim().strip_prefix("q=").or_else(|| param.trim().strip_prefix("Q=")))
                    .find_map(|q| q.trim().parse::<f32>().ok())
                    .unwrap_or(1.0);
                match coding.as_str() {
                    "gzip" | "x-gzip" => gzip = Some(quality),
                    "br" => brotli = Some(quality),
                    "*" => any = Some(quality),
                    _ => {}
                }
            }
        }
        let fallback = any.unwrap_or(0.0);
        Accepted { gzip: gzip.unwrap_or(fallback), brotli: brotli.unwrap_or(fallback) }
    }

    /// The better form this client would be served, were it made.
    pub fn refinement(self) -> Option<Refinement> {
        if self.brotli > 0.0 && self.brotli >= self.gzip {
            Some(Refinement::Brotli)
        } else if self.gzip > 0.0 {
            Some(Refinement::Gzip)
        } else {
            None
        }
    }
}

/// A finished body, as is and compressed, named by the hash of its plain form.
#[derive(Debug)]
pub struct Representation {
    content_type: Option<HeaderValue>,
    identity: Bytes,
    quick_gzip: Option<Bytes>,
    /// Set once each, by `refine`; until then clients get the quick gzip.
    gzip: OnceLock<Bytes>,
    brotli: OnceLock<Bytes>,
    /// The ETag of each form, by `Form` order, from the hex of the first half of the
    /// SHA-256 of `identity`: made once, as every hit sends one.
    etags: [HeaderValue; 4],
}

impl Representation {
    /// The body as is only, for answers too large to keep (compressed on the fly, if at all).
    pub fn plain(content_type: Option<HeaderValue>, identity: Bytes) -> Representation {
        let hash = hex(&Sha256::digest(&identity)[..16]);
        let etags = Form::ALL.map(|form| {
            HeaderValue::from_str(&format!("\"{hash}{}\"", form.tag_suffix()))
                .expect("hex and a coding name make a valid header")
        });
        Representation {
            content_type,
            identity,
            quick_gzip: None,
            gzip: OnceLock::new(),
            brotli: OnceLock::new(),
            etags,
        }
    }

    /// The body with its quick gzip form: CPU work, for a blocking thread. A compressed
    /// form that would not be smaller (tiny bodies) is not kept. Each form is kept in an
    /// allocation of its exact size: the buffers they were built in grew by doubling,
    /// and would make the cache hold up to twice what it counts.
    pub fn gzipped(content_type: Option<HeaderValue>, identity: Bytes) -> Representation {
        let identity = Bytes::copy_from_slice(&identity);
        let quick_gzip = smaller(gzip(&identity, GZIP_LEVEL_QUICK), &identity);
        Representation { quick_gzip, ..Representation::plain(content_type, identity) }
    }

    /// Whether adding `refinement` would change what a reader gets: not when it is there
    /// already, or when compressing this body gains nothing.
    pub fn lacks(&self, refinement: Refinement) -> bool {
        let slot = match refinement {
            Refinement::Brotli => &self.brotli,
            Refinement::Gzip => &self.gzip,
        };
        self.quick_gzip.is_some() && slot.get().is_none()
    }

    /// Adds the better form (CPU work, for a blocking thread); false when there was
    /// nothing to add (already there, or no smaller than what is served now).
    pub fn refine(&self, refinement: Refinement) -> bool {
        if !self.lacks(refinement) {
            return false;
        }
        let (slot, made) = match refinement {
            Refinement::Brotli => (&self.brotli, brotli(&self.identity)),
            Refinement::Gzip => (&self.gzip, gzip(&self.identity, GZIP_LEVEL_READ_AGAIN)),
        };
        let served = self.quick_gzip.as_ref().map_or(self.identity.len(), Bytes::len);
        (made.len() < served) && slot.set(Bytes::copy_from_slice(&made)).is_ok()
    }

    /// Whether this holds its compressed forms, so that nothing downstream compresses it again.
    pub fn is_precompressed(&self) -> bool {
        self.quick_gzip.is_some()
    }

    pub fn content_type(&self) -> Option<&HeaderValue> {
        self.content_type.as_ref()
    }

    /// The best stored form the client accepts: brotli, then gzip, else as is.
    pub fn select(&self, accepted: Accepted) -> (Form, &Bytes) {
        let gzip = match (self.gzip.get(), &self.quick_gzip) {
            (Some(gzip), _) => Some((Form::Gzip, gzip)),
            (None, Some(quick)) => Some((Form::QuickGzip, quick)),
            (None, None) => None,
        };
        match (self.brotli.get(), gzip) {
            (Some(brotli), _) if accepted.brotli > 0.0 && accepted.brotli >= accepted.gzip => (Form::Brotli, brotli),
            (_, Some(gzip)) if accepted.gzip > 0.0 => gzip,
            (Some(brotli), _) if accepted.brotli > 0.0 => (Form::Brotli, brotli),
            _ => (Form::Identity, &self.identity),
        }
    }

    /// A strong validator per form (RFC 9110 §8.8.3: the compressed forms are other
    /// representations): `"hash"`, `"hash-gzip1"`, `"hash-gzip"`, `"hash-br"`.
    pub fn etag(&self, form: Form) -> HeaderValue {
        self.etags[form as usize].clone()
    }

    /// The memory this takes in the cache, key aside.
    pub fn weight(&self) -> usize {
        ENTRY_OVERHEAD
            + self.identity.len()
            + [self.quick_gzip.as_ref(), self.gzip.get(), self.brotli.get()]
                .into_iter()
                .flatten()
                .map(Bytes::len)
                .sum::<usize>()
    }
}

fn smaller(compressed: Vec<u8>, identity: &[u8]) -> Option<Bytes> {
    (compressed.len() < identity.len()).then(|| Bytes::copy_from_slice(&compressed))
}

/// Whether an `If-None-Match` value names `etag` (weak comparison, as RFC 9110 §13.1.2 asks).
pub fn none_match_hits(if_none_match: &HeaderValue, etag: &HeaderValue) -> bool {
    let (Ok(list), Ok(etag)) = (if_none_match.to_str(), etag.to_str()) else { return false };
    list.split(',').map(str::trim).any(|tag| tag == "*" || tag.strip_prefix("W/").unwrap_or(tag) == etag)
}

fn brotli(data: &[u8]) -> Vec<u8> {
    let quality = if data.len() < BROTLI_LARGE_FROM { BROTLI_QUALITY_SMALL } else { BROTLI_QUALITY_LARGE };
    let window = (usize::BITS - data.len().leading_zeros()).clamp(*BROTLI_WINDOW.start(), *BROTLI_WINDOW.end());
    let mut encoder = brotli::CompressorWriter::new(Vec::new(), 64 * 1024, quality, window);
    encoder.write_all(data).expect("writing to memory cannot fail");
    encoder.into_inner()
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|byte| format!("{byte:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use super::*;

    fn accepting(value: &str) -> Accepted {
        let mut headers = HeaderMap::new();
        headers.insert(header::ACCEPT_ENCODING, HeaderValue::from_str(value).unwrap());
        Accepted::from_headers(&headers)
    }

    fn html() -> Bytes {
        Bytes::from("<p>Une page de démonstration, assez longue pour gagner à être compressée.</p>".repeat(40))
    }

    fn page() -> Representation {
        let page = Representation::gzipped(Some(HeaderValue::from_static("text/html")), html());
        assert!(page.refine(Refinement::Brotli));
        assert!(page.refine(Refinement::Gzip));
        page
    }

    fn gunzip(body: &[u8]) -> Vec<u8> {
        let mut plain = Vec::new();
        flate2::read::GzDecoder::new(body).read_to_end(&mut plain).unwrap();
        plain
    }

    #[test]
    fn a_quick_gzip_comes_at_once_and_the_better_forms_when_added() {
        let page = Representation::gzipped(None, html());
        assert_eq!(page.select(accepting("br, gzip")).0, Form::QuickGzip);
        let quick = page.select(accepting("gzip")).1.clone();
        let before = page.weight();
        assert!(page.lacks(Refinement::Brotli) && page.lacks(Refinement::Gzip));
        assert!(page.refine(Refinement::Brotli));
        assert!(!page.refine(Refinement::Brotli) && !page.lacks(Refinement::Brotli), "added once");
        assert_eq!(page.select(accepting("br, gzip")).0, Form::Brotli);
        assert_eq!(page.select(accepting("gzip")).0, Form::QuickGzip, "a gzip-only client waits for its own form");
        assert!(page.weight() > before, "the brotli form is counted");
        assert!(page.refine(Refinement::Gzip));
        let (form, better) = page.select(accepting("gzip"));
        assert_eq!(form, Form::Gzip);
        assert!(better.len() <= quick.len());
        assert_eq!(gunzip(better), gunzip(&quick), "both gzip forms are the same page");
    }

    #[test]
    fn each_client_asks_for_the_form_it_would_take() {
        assert_eq!(accepting("gzip, deflate, br").refinement(), Some(Refinement::Brotli));
        assert_eq!(accepting("gzip").refinement(), Some(Refinement::Gzip));
        assert_eq!(accepting("br;q=0.5, gzip").refinement(), Some(Refinement::Gzip));
        assert_eq!(accepting("identity").refinement(), None);
    }

    #[test]
    fn compressed_forms_decode_to_the_plain_body() {
        let page = page();
        let (form, body) = page.select(accepting("gzip, deflate, br"));
        assert_eq!(form, Form::Brotli);
        let mut plain = Vec::new();
        brotli::Decompressor::new(&body[..], 4096).read_to_end(&mut plain).unwrap();
        assert_eq!(plain, page.identity);
        let (form, body) = page.select(accepting("gzip"));
        assert_eq!(form, Form::Gzip);
        assert_eq!(gunzip(body), page.identity);
        assert_eq!(gunzip(page.quick_gzip.as_ref().unwrap()), page.identity);
        assert!(page.weight() < page.identity.len() + page.identity.len() / 2 + ENTRY_OVERHEAD);
    }

    #[test]
    fn the_client_chooses_among_the_stored_forms() {
        let page = page();
        assert_eq!(page.select(accepting("identity")).0, Form::Identity);
        assert_eq!(page.select(Accepted::from_headers(&HeaderMap::new())).0, Form::Identity);
        assert_eq!(page.select(accepting("br;q=0.5, gzip;q=0.8")).0, Form::Gzip);
        assert_eq!(page.select(accepting("br;q=0, gzip;q=0")).0, Form::Identity);
        assert_eq!(page.select(accepting("*")).0, Form::Brotli);
        assert_eq!(page.select(accepting("gzip;q=0, *")).0, Form::Brotli);
        let tiny = Representation::gzipped(None, Bytes::from_static(b"ok"));
        assert!(
            !tiny.refine(Refinement::Brotli) && !tiny.is_precompressed(),
            "compressing two bytes only makes them longer"
        );
        assert_eq!(tiny.select(accepting("br, gzip")).0, Form::Identity);
    }

    #[test]
    fn each_form_has_its_own_strong_tag_and_if_none_match_compares_weakly() {
        let page = page();
        let plain = page.etag(Form::Identity);
        let gzip = page.etag(Form::Gzip);
        assert!(plain.to_str().unwrap().starts_with('"') && !plain.to_str().unwrap().starts_with("W/"));
        assert_ne!(plain, gzip);
        let hash = plain.to_str().unwrap().trim_matches('"').to_string();
        assert_eq!(hash.len(), 32);
        assert_eq!(gzip.to_str().unwrap(), format!("\"{hash}-gzip\""));
        assert_eq!(page.etag(Form::QuickGzip).to_str().unwrap(), format!("\"{hash}-gzip1\""));
        assert_eq!(page.etag(Form::Brotli).to_str().unwrap(), format!("\"{hash}-br\""));
        let header = |value: &str| HeaderValue::from_str(value).unwrap();
        assert!(none_match_hits(&header(plain.to_str().unwrap()), &plain));
        assert!(none_match_hits(&header(&format!("\"x\", W/{}", gzip.to_str().unwrap())), &gzip));
        assert!(none_match_hits(&header("*"), &plain));
        assert!(!none_match_hits(&header(gzip.to_str().unwrap()), &plain));
        assert!(!none_match_hits(&page.etag(Form::QuickGzip), &gzip), "the quick gzip is other bytes");
        assert_eq!(Representation::plain(None, page.identity.clone()).etag(Form::Identity), plain);
    }
}

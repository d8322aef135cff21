//! Time-based one-time codes (RFC 6238: HMAC-SHA1, 30-second steps, 6 digits), the
//! `otpauth://` address authenticator apps read from a QR code, and the recovery codes
//! that stand in for a lost phone.

use hmac::{Hmac, KeyInit, Mac};
use qrcode::QrCode;
use qrcode::render::svg;
use sha1::Sha1;
use sha2::{Digest, Sha256};

/// 160 random bits, the key length RFC 4226 recommends.
pub const SECRET_BYTES: usize = 20;
pub const STEP_SECONDS: u64 = 30;
const DIGITS: u32 = 6;
/// How many recovery codes a set-up or a regeneration hands out.
pub const RECOVERY_CODES: usize = 10;
/// Characters of a recovery code: 12 base32 characters are 60 random bits.
const RECOVERY_CODE_CHARS: usize = 12;

const BASE32_ALPHABET: &[u8; 32] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

pub fn new_secret() -> [u8; SECRET_BYTES] {
    rand::random()
}

/// RFC 4648 base32 without padding, as authenticator apps expect the key.
pub fn base32(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(5) * 8);
    let (mut buffer, mut bits) = (0u32, 0u32);
    for &byte in bytes {
        buffer = (buffer << 8) | u32::from(byte);
        bits += 8;
        while bits >= 5 {
            bits -= 5;
            out.push(char::from(BASE32_ALPHABET[((buffer >> bits) & 31) as usize]));
        }
    }
    if bits > 0 {
        out.push(char::from(BASE32_ALPHABET[((buffer << (5 - bits)) & 31) as usize]));
    }
    out
}

/// The 30-second step `unix_seconds` falls in.
pub fn step_at(unix_seconds: u64) -> u64 {
    unix_seconds / STEP_SECONDS
}

pub fn now_step() -> u64 {
    let now = time::OffsetDateTime::now_utc().unix_timestamp();
    step_at(u64::try_from(now).unwrap_or(0))
}

/// The code an authenticator shows during `step` (RFC 4226 dynamic truncation).
pub fn code_at(secret: &[u8], step: u64) -> String {
    let mut mac = <Hmac<Sha1> as KeyInit>::new_from_slice(secret).expect("HMAC takes keys of any length");
    mac.update(&step.to_be_bytes());
    let digest = mac.finalize().into_bytes();
    let offset = usize::from(digest[digest.len() - 1] & 0x0f);
    let binary =
        u32::from_be_bytes([digest[offset], digest[offset + 1], digest[offset + 2], digest[offset + 3]]) & 0x7fff_ffff;
    format!("{:0width$}", binary % 10u32.pow(DIGITS), width = DIGITS as usize)
}

/// True when `input` has the shape of a TOTP code (6 digits, spaces allowed).
pub fn looks_like_totp(input: &str) -> bool {
    let digits: String = input.chars().filter(|c| !c.is_whitespace()).collect();
    digits.len() == DIGITS as usize && digits.chars().all(|c| c.is_ascii_digit())
}

/// The step whose code `input` is, among the previous, current and next steps
/// (a phone's clock a little off still signs in); compared in constant time.
pub fn matching_step(secret: &[u8], input: &str, current_step: u64) -> Option<u64> {
    let input: String = input.chars().filter(|c| !c.is_whitespace()).collect();
    let mut found = None;
    for step in [current_step.saturating_sub(1), current_step, current_step + 1] {
        let expected = code_at(secret, step);
        let same = expected.len() == input.len()
            && expected.bytes().zip(input.bytes()).fold(0u8, |diff, (a, b)| diff | (a ^ b)) == 0;
        if same && found.is_none() {
            found = Some(step);
        }
    }
    found
}

/// What an authenticator app reads: `otpauth://totp/{site}:{email}?secret=…&issuer={site}…`.
pub fn otpauth_uri(site: &str, email: &str, secret: &[u8]) -> String {
    let label = percent_encode(&format!("{site}:{email}"));
    format!(
        "otpauth://totp/{label}?secret={}&issuer={}&algorithm=SHA1&digits={DIGITS}&period={STEP_SECONDS}",
        base32(secret),
        percent_encode(site)
    )
}

fn percent_encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || matches!(byte, b'-' | b'.' | b'_' | b'~' | b'@' | b':') {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

/// The QR code of `text` as a standalone SVG image (black on white, with its quiet zone).
pub fn qr_svg(text: &str) -> Result<String, qrcode::types::QrError> {
    let code = QrCode::new(text.as_bytes())?;
    Ok(code.render::<svg::Color<'_>>().min_dimensions(200, 200).quiet_zone(true).build())
}

/// Fresh recovery codes as shown once to their owner (`xxxx-xxxx-xxxx`).
pub fn new_recovery_codes() -> Vec<String> {
    (0..RECOVERY_CODES)
        .map(|_| {
            let raw = base32(&rand::random::<[u8; 8]>()).to_lowercase();
            let raw = &raw[..RECOVERY_CODE_CHARS];
            format!("{}-{}-{}", &raw[..4], &raw[4..8], &raw[8..])
        })
        .collect()
}

/// The stored form of a recovery code: dashes, spaces and case do not matter.
pub fn hash_recovery_code(code: &str) -> String {
    let normal: String = code.chars().filter(|c| c.is_ascii_alphanumeric()).map(|c| c.to_ascii_lowercase()).collect();
    Sha256::digest(normal.as_bytes()).iter().map(|byte| format!("{byte:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RFC 6238 appendix B, SHA-1 key, truncated to six digits.
    #[test]
    fn codes_match_the_rfc_vectors() {
        let secret = b"12345678901234567890";
        for (time, code) in [
            (59, "287082"),
            (1_111_111_109, "081804"),
            (1_111_111_111, "050471"),
            (1_234_567_890, "005924"),
            (2_000_000_000, "279037"),
            (20_000_000_000, "353130"),
        ] {
            assert_eq!(code_at(secret, step_at(time)), code, "at {time}");
        }
    }

    #[test]
    fn base32_follows_rfc_4648() {
        assert_eq!(base32(b""), "");
        assert_eq!(base32(b"f"), "MY");
        assert_eq!(base32(b"foobar"), "MZXW6YTBOI");
        assert_eq!(base32(b"12345678901234567890"), "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
    }

    #[test]
    fn the_neighbouring_steps_are_accepted_and_no_others() {
        let secret = new_secret();
        let now = 1_000_000;
        for (step, accepted) in [(now - 2, false), (now - 1, true), (now, true), (now + 1, true), (now + 2, false)] {
            let code = code_at(&secret, step);
            assert_eq!(matching_step(&secret, &code, now).is_some(), accepted, "step {step}");
        }
        let spaced = code_at(&secret, now);
        assert_eq!(matching_step(&secret, &format!("{} {}", &spaced[..3], &spaced[3..]), now), Some(now));
        assert_eq!(matching_step(&secret, "12345", now), None);
    }

    #[test]
    fn the_uri_names_the_site_and_the_account() {
        let uri = otpauth_uri("Mon site", "awa@exemple.km", b"12345678901234567890");
        assert_eq!(
            uri,
            "otpauth://totp/Mon%20site:awa@exemple.km?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ\
             &issuer=Mon%20site&algorithm=SHA1&digits=6&period=30"
        );
        let svg = qr_svg(&uri).unwrap();
        assert!(svg.contains("<svg") && svg.contains("<path"));
    }

    #[test]
    fn recovery_codes_are_distinct_and_forgiving_to_type() {
        let codes = new_recovery_codes();
        assert_eq!(codes.len(), RECOVERY_CODES);
        let mut unique = codes.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), RECOVERY_CODES);
        let code = &codes[0];
        assert_eq!(code.len(), 14);
        assert!(!looks_like_totp(code));
        assert_eq!(hash_recovery_code(code), hash_recovery_code(&code.to_uppercase().replace('-', " ")));
        assert_eq!(hash_recovery_code(code).len(), 64);
    }
}

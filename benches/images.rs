//! Prints what the image pipeline costs and saves: the time to turn a
//! 12-megapixel JPEG into WebP variants, and the bytes a phone downloads for a
//! cover (the 480 px variant) against the original upload.
//! Run with `cargo bench --bench images`.

use std::io::Cursor;
use std::time::{Duration, Instant};

use vitrine::media;

const ROUNDS: usize = 5;

/// Deterministic texture in 0..=63 for a cell, so detail survives resizing like a photo's.
fn texture(cell_x: u32, cell_y: u32) -> u8 {
    let mut h = cell_x.wrapping_mul(0x9e37_79b9) ^ cell_y.wrapping_mul(0x85eb_ca6b);
    h ^= h >> 15;
    h = h.wrapping_mul(0x2c1b_3c6d);
    h ^= h >> 12;
    (h % 64) as u8
}

/// A photo-like 4000×3000 image: gradients plus texture at several scales.
fn photo_jpeg() -> Vec<u8> {
    let image = image::RgbImage::from_fn(4000, 3000, |x, y| {
        let detail = texture(x / 3, y / 3) / 2 + texture(x / 17, y / 17) + texture(x / 90, y / 90);
        image::Rgb([
            (x / 40 % 60) as u8 + detail,
            (y / 30 % 60) as u8 + detail / 2 + 20,
            ((x + y) / 70 % 60) as u8 + detail / 3 + 40,
        ])
    });
    let mut out = Cursor::new(Vec::new());
    let encoder = image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 90);
    image.write_with_encoder(encoder).expect("jpeg");
    out.into_inner()
}

fn main() {
    let original = photo_jpeg();
    let mut timings: Vec<Duration> = Vec::with_capacity(ROUNDS);
    let mut variants = Vec::new();
    for _ in 0..ROUNDS {
        let started = Instant::now();
        variants = media::image_variants(&original).expect("variants");
        timings.push(started.elapsed());
    }
    timings.sort();
    println!(
        "12-megapixel JPEG (4000×3000, {:.1} MB) → WebP variants, {ROUNDS} rounds on one thread",
        original.len() as f64 / 1e6
    );
    println!(
        "  processing p50 {:.0} ms, max {:.0} ms",
        timings[ROUNDS / 2].as_secs_f64() * 1000.0,
        timings[ROUNDS - 1].as_secs_f64() * 1000.0
    );
    for variant in &variants {
        println!(
            "  {:>4} px variant: {:>7.1} KB ({:.1} % of the original)",
            variant.width,
            variant.webp.len() as f64 / 1024.0,
            variant.webp.len() as f64 * 100.0 / original.len() as f64
        );
    }
    let phone = variants.first().expect("a 480 px variant").webp.len();
    println!(
        "  a phone downloads {:.1} KB instead of {:.1} KB: {:.0}× less",
        phone as f64 / 1024.0,
        original.len() as f64 / 1024.0,
        original.len() as f64 / phone as f64
    );
}

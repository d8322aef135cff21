//! Images built for the image tests, including the memory-hungry kinds an attacker would send.
//! One file serves the library's unit tests (`crate::test_images`) and the API tests
//! (`common::images`) and the memory benchmark, both including it by path; each uses only some of them.
#![allow(dead_code)]

/// A plain 8-bit PNG of one colour.
pub fn png(width: u32, height: u32) -> Vec<u8> {
    encoded(&image::RgbImage::from_pixel(width, height, image::Rgb([200, 140, 20])), image::ImageFormat::Png)
}

/// A JPEG with a gradient, so it compresses like a photo rather than a flat colour.
pub fn jpeg(width: u32, height: u32) -> Vec<u8> {
    let image = image::RgbImage::from_fn(width, height, |x, y| image::Rgb([(x % 256) as u8, (y % 256) as u8, 90]));
    encoded(&image, image::ImageFormat::Jpeg)
}

/// A JPEG that weighs what a phone's photo does (a few bits a pixel): a gradient under grain.
pub fn photo_jpeg(width: u32, height: u32) -> Vec<u8> {
    let mut seed = 0x2545_f491_u32;
    let image = image::RgbImage::from_fn(width, height, |x, y| {
        seed ^= seed << 13;
        seed ^= seed >> 17;
        seed ^= seed << 5;
        let grain = (seed % 32) as u8;
        image::Rgb([(x * 200 / width) as u8 + grain, (y * 200 / height) as u8 + grain, 90 + grain])
    });
    let mut out = Vec::new();
    let encoder = image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 86);
    image.write_with_encoder(encoder).expect("encoding a test photo");
    out
}

/// A JPEG dark on its left half and light on its right as stored, with an EXIF orientation
/// (1 upright, 3 half a turn, 6 and 8 a quarter).
pub fn jpeg_oriented(width: u32, height: u32, orientation: u16) -> Vec<u8> {
    use image::ImageEncoder;
    let image =
        image::RgbImage::from_fn(
            width,
            height,
            |x, _| if x < width / 2 { image::Rgb([20; 3]) } else { image::Rgb([230; 3]) },
        );
    // A TIFF header (little-endian), one directory of one entry: Orientation (0x0112), SHORT, 1.
    let mut exif = b"II*\0\x08\0\0\0\x01\0\x12\x01\x03\0\x01\0\0\0".to_vec();
    exif.extend_from_slice(&orientation.to_le_bytes());
    exif.extend_from_slice(&[0; 6]);
    let mut out = Vec::new();
    let mut encoder = image::codecs::jpeg::JpegEncoder::new(&mut out);
    encoder.set_exif_metadata(exif).expect("EXIF in a JPEG");
    encoder.write_image(image.as_raw(), width, height, image::ExtendedColorType::Rgb8).expect("encoding a test JPEG");
    out
}

/// A small baseline JPEG whose frame header declares another size.
pub fn jpeg_declaring(width: u16, height: u16) -> Vec<u8> {
    let mut bytes = jpeg(16, 16);
    let frame = bytes.windows(2).position(|pair| pair == [0xff, 0xc0]).expect("a baseline frame header");
    bytes[frame + 5..frame + 7].copy_from_slice(&height.to_be_bytes());
    bytes[frame + 7..frame + 9].copy_from_slice(&width.to_be_bytes());
    bytes
}

fn encoded(image: &image::RgbImage, format: image::ImageFormat) -> Vec<u8> {
    let mut out = Vec::new();
    image.write_to(&mut std::io::Cursor::new(&mut out), format).expect("encoding a test image");
    out
}

/// A PNG of `width` × `height` in 16-bit RGBA (8 bytes a pixel once decoded), written
/// row by row so even a 40-megapixel one costs the test little memory.
pub fn png_16bit(width: u32, height: u32) -> Vec<u8> {
    let mut out = Vec::new();
    {
        let mut encoder = png::Encoder::new(&mut out, width, height);
        encoder.set_color(png::ColorType::Rgba);
        encoder.set_depth(png::BitDepth::Sixteen);
        encoder.set_compression(png::Compression::High);
        let mut writer = encoder.write_header().expect("PNG header");
        let row: Vec<u8> = [0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc, 0xff, 0xff].repeat(width as usize);
        let mut stream = writer.stream_writer().expect("PNG stream");
        for _ in 0..height {
            std::io::Write::write_all(&mut stream, &row).expect("PNG row");
        }
        stream.finish().expect("PNG end");
    }
    out
}

/// A valid one-pixel PNG whose header declares another size (the IHDR chunk at bytes 8..33).
pub fn png_declaring(width: u32, height: u32) -> Vec<u8> {
    let mut bytes = png(1, 1);
    bytes[16..20].copy_from_slice(&width.to_be_bytes());
    bytes[20..24].copy_from_slice(&height.to_be_bytes());
    let crc = crc32fast::hash(&bytes[12..29]);
    bytes[29..33].copy_from_slice(&crc.to_be_bytes());
    bytes
}

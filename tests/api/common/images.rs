//! Images built for upload tests, including the memory-hungry kinds an attacker would send.
#![allow(dead_code)]

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

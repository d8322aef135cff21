//! Just enough of the ZIP format to tell a real office document from bytes that
//! merely contain its entry names: the end record, the central directory, and the
//! local headers it points to. Every read is bounds-checked; hostile bytes give None.

const EOCD_SIG: u32 = 0x0605_4b50;
const EOCD_LEN: usize = 22;
const ZIP64_LOCATOR_SIG: u32 = 0x0706_4b50;
const ZIP64_LOCATOR_LEN: usize = 20;
const ZIP64_EOCD_SIG: u32 = 0x0606_4b50;
const CENTRAL_SIG: u32 = 0x0201_4b50;
const CENTRAL_LEN: usize = 46;
const LOCAL_SIG: u32 = 0x0403_4b50;
const LOCAL_LEN: usize = 30;
const ZIP64_EXTRA_ID: u16 = 0x0001;
/// The "look in the ZIP64 record" marker of 32-bit fields.
const SATURATED: u32 = u32::MAX;

fn le<const N: usize>(bytes: &[u8], at: usize) -> Option<[u8; N]> {
    bytes.get(at..at.checked_add(N)?)?.try_into().ok()
}

fn u16_at(bytes: &[u8], at: usize) -> Option<u16> {
    le(bytes, at).map(u16::from_le_bytes)
}

fn u32_at(bytes: &[u8], at: usize) -> Option<u32> {
    le(bytes, at).map(u32::from_le_bytes)
}

fn u64_at(bytes: &[u8], at: usize) -> Option<u64> {
    le(bytes, at).map(u64::from_le_bytes)
}

fn index(value: u64) -> Option<usize> {
    usize::try_from(value).ok()
}

/// One central directory entry: its name, how it is stored and where its local header is.
pub struct Entry<'a> {
    pub name: &'a [u8],
    pub method: u16,
    pub compressed_size: u64,
    pub local_offset: u64,
}

pub struct Archive<'a> {
    bytes: &'a [u8],
    pub entries: Vec<Entry<'a>>,
}

impl<'a> Archive<'a> {
    /// The archive's directory, or None unless the end record and every entry it announces are well formed.
    pub fn parse(bytes: &'a [u8]) -> Option<Archive<'a>> {
        let end = find_end_record(bytes)?;
        let (count, size, offset) = directory_bounds(bytes, end)?;
        let start = index(offset)?;
        let stop = start.checked_add(index(size)?)?;
        if stop > end {
            return None;
        }
        let directory = bytes.get(start..stop)?;
        let mut entries = Vec::new();
        let mut at = 0usize;
        // Each entry needs 46 bytes, so a lying count stops at the directory's end.
        for _ in 0..count {
            if u32_at(directory, at)? != CENTRAL_SIG {
                return None;
            }
            let name_len = usize::from(u16_at(directory, at + 28)?);
            let extra_len = usize::from(u16_at(directory, at + 30)?);
            let comment_len = usize::from(u16_at(directory, at + 32)?);
            let name_start = at.checked_add(CENTRAL_LEN)?;
            let name = directory.get(name_start..name_start.checked_add(name_len)?)?;
            let extra = directory.get(name_start + name_len..name_start.checked_add(name_len + extra_len)?)?;
            let compressed = u32_at(directory, at + 20)?;
            let uncompressed = u32_at(directory, at + 24)?;
            let local = u32_at(directory, at + 42)?;
            let (compressed_size, local_offset) = widen(extra, uncompressed, compressed, local)?;
            entries.push(Entry { name, method: u16_at(directory, at + 10)?, compressed_size, local_offset });
            at = name_start.checked_add(name_len + extra_len + comment_len)?;
        }
        Some(Archive { bytes, entries })
    }

    pub fn entry(&self, name: &str) -> Option<&Entry<'a>> {
        self.entries.iter().find(|entry| entry.name == name.as_bytes())
    }

    /// True when the directory lists `name` and its local header is really there under that name.
    pub fn has(&self, name: &str) -> bool {
        self.entry(name).is_some_and(|entry| self.local_data_start(entry).is_some())
    }

    /// The bytes of an entry kept uncompressed (method 0), as OpenDocument keeps its `mimetype`.
    pub fn stored_content(&self, entry: &Entry<'a>) -> Option<&'a [u8]> {
        let start = self.local_data_start(entry)?;
        if entry.method != 0 || u16_at(self.bytes, index(entry.local_offset)? + 8)? != 0 {
            return None;
        }
        self.bytes.get(start..start.checked_add(index(entry.compressed_size)?)?)
    }

    fn local_data_start(&self, entry: &Entry<'a>) -> Option<usize> {
        let at = index(entry.local_offset)?;
        let name_start = at.checked_add(LOCAL_LEN)?;
        if u32_at(self.bytes, at)? != LOCAL_SIG {
            return None;
        }
        let name_len = usize::from(u16_at(self.bytes, at + 26)?);
        let extra_len = usize::from(u16_at(self.bytes, at + 28)?);
        if self.bytes.get(name_start..name_start.checked_add(name_len)?)? != entry.name {
            return None;
        }
        name_start.checked_add(name_len + extra_len)
    }
}

/// The end record's position: searched backwards (a comment may follow it), and only
/// accepted where its comment length reaches exactly the end of the bytes.
fn find_end_record(bytes: &[u8]) -> Option<usize> {
    let last = bytes.len().checked_sub(EOCD_LEN)?;
    let first = last.saturating_sub(usize::from(u16::MAX));
    (first..=last).rev().find(|&at| {
        u32_at(bytes, at) == Some(EOCD_SIG)
            && u16_at(bytes, at + 20).is_some_and(|comment| at + EOCD_LEN + usize::from(comment) == bytes.len())
    })
}

/// Entry count, size and offset of the central directory, from the end record or its ZIP64 twin.
fn directory_bounds(bytes: &[u8], end: usize) -> Option<(u64, u64, u64)> {
    let disk = u16_at(bytes, end + 4)?;
    let directory_disk = u16_at(bytes, end + 6)?;
    let count = u16_at(bytes, end + 10)?;
    let size = u32_at(bytes, end + 12)?;
    let offset = u32_at(bytes, end + 16)?;
    if count != u16::MAX && size != SATURATED && offset != SATURATED {
        // Archives split over several disks are not documents anyone uploads.
        return (disk == 0 && directory_disk == 0).then_some((u64::from(count), u64::from(size), u64::from(offset)));
    }
    let locator = end.checked_sub(ZIP64_LOCATOR_LEN)?;
    if u32_at(bytes, locator)? != ZIP64_LOCATOR_SIG {
        return None;
    }
    let record = index(u64_at(bytes, locator + 8)?)?;
    if record >= locator || u32_at(bytes, record)? != ZIP64_EOCD_SIG {
        return None;
    }
    Some((u64_at(bytes, record + 32)?, u64_at(bytes, record + 40)?, u64_at(bytes, record + 48)?))
}

/// The entry's compressed size and local header offset, read from its ZIP64 extra
/// field when the 32-bit fields are saturated (the fields appear there in that order).
fn widen(extra: &[u8], uncompressed: u32, compressed: u32, local: u32) -> Option<(u64, u64)> {
    if compressed != SATURATED && local != SATURATED && uncompressed != SATURATED {
        return Some((u64::from(compressed), u64::from(local)));
    }
    let mut at = 0usize;
    while at + 4 <= extra.len() {
        let id = u16_at(extra, at)?;
        let len = usize::from(u16_at(extra, at + 2)?);
        let field = extra.get(at + 4..at.checked_add(4 + len)?)?;
        if id == ZIP64_EXTRA_ID {
            let mut read = 0usize;
            let mut next = |value: u32| -> Option<u64> {
                if value != SATURATED {
                    return Some(u64::from(value));
                }
                let wide = u64_at(field, read)?;
                read += 8;
                Some(wide)
            };
            next(uncompressed)?;
            let compressed = next(compressed)?;
            return Some((compressed, next(local)?));
        }
        at += 4 + len;
    }
    None
}

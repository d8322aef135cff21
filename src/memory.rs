//! Allocator settings for a small host. glibc raises its mmap threshold after the
//! first large block is freed, so later 19 MiB password hashes and decoded images
//! land in per-thread heaps that are never returned: bursts leave hundreds of MB
//! resident. A fixed threshold keeps every large block mmapped (given back on free),
//! and few arenas keep small-block fragmentation low.

/// Blocks at least this large are mmapped and returned to the system when freed.
const MMAP_THRESHOLD_BYTES: i32 = 256 * 1024;
/// One arena per core is glibc's default times eight; two serve a 1–2 core host.
const ARENA_MAX: i32 = 2;

/// Applies the settings; call once at start, before the runtime's threads exist.
#[allow(unsafe_code)]
pub fn tune_allocator() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only changes allocator parameters; it is called before any other thread starts.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, MMAP_THRESHOLD_BYTES);
        libc::mallopt(libc::M_ARENA_MAX, ARENA_MAX);
    }
}

//! The page cache's rules without a server: what goes stale, what is served stale
//! and for how long, one build per key, memory bounds.

use std::sync::atomic::AtomicUsize;

use axum::Router;
use axum::body::{Body, Bytes};
use axum::extract::Request;
use axum::http::{Extensions, HeaderMap, HeaderValue, Uri, header};
use axum::middleware::{self, Next};
use axum::routing::get;
use tower::ServiceExt;

use super::representation::Form;
use super::*;

const NOW: i64 = 1_750_000_000;

fn answer(size: usize) -> Arc<Representation> {
    Arc::new(Representation::plain(None, Bytes::from(vec![b'x'; size])))
}

/// A route's handler as the page cache middleware gets it, taken from a router.
fn route() -> Next {
    static ROUTE: std::sync::OnceLock<Next> = std::sync::OnceLock::new();
    ROUTE
        .get_or_init(|| {
            let taken = Arc::new(Mutex::new(None));
            let keep = taken.clone();
            let router = Router::new().route("/", get(|| async { "" })).layer(middleware::from_fn(
                move |request: Request, next: Next| {
                    *keep.lock().unwrap() = Some(next.clone());
                    next.run(request)
                },
            ));
            // On a thread of its own: the tests calling this already run inside a runtime.
            std::thread::spawn(move || {
                let runtime = tokio::runtime::Builder::new_current_thread().build().unwrap();
                runtime.block_on(router.oneshot(Request::new(Body::empty()))).unwrap();
            })
            .join()
            .unwrap();
            taken.lock().unwrap().take().unwrap()
        })
        .clone()
}

fn source() -> Source {
    Source {
        uri: Uri::from_static("/"),
        host: None,
        accept_language: None,
        extensions: Extensions::new(),
        route: RouteSlot::new(route()),
    }
}

fn entry(cache: &PageCache, topics: TopicSet, size: usize) -> Arc<Entry> {
    Arc::new(Entry::new(answer(size), cache.ticket(topics), i64::MAX, NOW, source()))
}

async fn put(cache: &Arc<PageCache>, shelf: Shelf, key: &str, topics: TopicSet, size: usize) -> Arc<Entry> {
    let built = entry(cache, topics, size);
    let kept = built.clone();
    let loaded = cache.load::<(), _, _>(shelf, key, NOW, Cause::Refresh, || async move { Built::Keep(kept) }).await;
    assert!(Arc::ptr_eq(&loaded.ok().unwrap(), &built));
    built
}

const POSTS: TopicSet = TopicSet::of(&[Topic::Posts, Topic::Settings]);
const TIMELINE: TopicSet = TopicSet::of(&[Topic::Timeline, Topic::Settings]);

#[tokio::test]
async fn a_change_makes_stale_only_what_shows_it() {
    let cache = Arc::new(PageCache::new(1 << 20));
    let article = put(&cache, Shelf::Pages, "/blog/a", POSTS, 10).await;
    let timeline = put(&cache, Shelf::Pages, "/parcours", TIMELINE, 10).await;
    let mut revisions = Revisions::default();
    cache.observe(revisions);
    revisions.set(Topic::Posts, 1);
    assert_eq!(cache.observe(revisions), TopicSet::of(&[Topic::Posts]));
    assert_eq!(cache.judge(&article, NOW), Verdict::Stale, "served while it is rebuilt");
    assert_eq!(cache.judge(&timeline, NOW), Verdict::Fresh);
    let stale: Vec<_> = cache.stale_entries(Shelf::Pages).into_iter().map(|(key, _)| key.to_string()).collect();
    assert_eq!(stale, ["/blog/a"]);
    cache.invalidate(TopicSet::of(&[Topic::Settings]));
    assert_eq!(cache.judge(&timeline, NOW), Verdict::Stale);
    let stats = cache.stats().await;
    assert_eq!((stats.hits, stats.stale_served), (1, 2));
}

#[test]
fn a_stale_answer_is_served_for_a_bounded_time_only() {
    let cache = PageCache::new(1 << 20);
    let article = entry(&cache, POSTS, 10);
    let start = Instant::now();
    cache.generations.advance(TopicSet::of(&[Topic::Posts]), start, STALE_FOR);
    assert_eq!(cache.verdict(&article, NOW, start + STALE_FOR), Verdict::Stale);
    assert_eq!(cache.verdict(&article, NOW, start + STALE_FOR + Duration::from_millis(1)), Verdict::Rebuild);
    let born_stale = entry(&cache, POSTS, 10);
    cache.generations.advance(TopicSet::of(&[Topic::Posts]), start, STALE_FOR);
    born_stale.mark_stored(false);
    assert_eq!(
        cache.verdict(&born_stale, NOW, start),
        Verdict::Rebuild,
        "built from data changed before it was stored"
    );
}

#[test]
fn an_answer_is_rebuilt_once_it_expires() {
    let cache = PageCache::new(1 << 20);
    let list = Entry::new(answer(10), cache.ticket(POSTS), NOW + 60, NOW, source());
    assert_eq!(cache.verdict(&list, NOW + 59, Instant::now()), Verdict::Fresh);
    assert_eq!(cache.verdict(&list, NOW + 60, Instant::now()), Verdict::Rebuild, "the scheduled post is out");
    assert_eq!(list.lifetime(), Some(Duration::from_secs(60)));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn one_build_per_key_however_many_wait() {
    let cache = Arc::new(PageCache::new(1 << 20));
    let builds = Arc::new(AtomicUsize::new(0));
    let readers: Vec<_> = (0..50)
        .map(|_| {
            let (cache, builds) = (cache.clone(), builds.clone());
            tokio::spawn(async move {
                let built = cache
                    .load::<(), _, _>(Shelf::Pages, "/blog", NOW, Cause::Reader, || async {
                        builds.fetch_add(1, Ordering::SeqCst);
                        tokio::time::sleep(Duration::from_millis(50)).await;
                        Built::Keep(entry(&cache, POSTS, 10))
                    })
                    .await;
                built.ok().unwrap()
            })
        })
        .collect();
    let mut answers = Vec::new();
    for reader in readers {
        answers.push(reader.await.unwrap());
    }
    assert_eq!(builds.load(Ordering::SeqCst), 1);
    assert!(answers.iter().all(|answer| Arc::ptr_eq(answer, &answers[0])));
    let stats = cache.stats().await;
    assert_eq!((stats.misses, stats.hits), (1, 49));
}

#[tokio::test]
async fn an_answer_that_is_not_kept_goes_to_its_reader_and_removes_the_old_one() {
    let cache = Arc::new(PageCache::new(1 << 20));
    put(&cache, Shelf::Pages, "/blog/a", POSTS, 10).await;
    cache.invalidate(TopicSet::of(&[Topic::Posts]));
    let gone = cache.load(Shelf::Pages, "/blog/a", NOW, Cause::Reader, || async { Built::<&str>::Pass("introuvable") });
    assert_eq!(gone.await.err(), Some("introuvable"));
    assert!(cache.get(Shelf::Pages, "/blog/a").await.is_none());
}

#[tokio::test]
async fn memory_stays_under_the_cap_and_the_least_recently_used_go_first() {
    let cache = Arc::new(PageCache::new(4000));
    for key in ["/1", "/2", "/3", "/4"] {
        put(&cache, Shelf::Pages, key, POSTS, 400).await;
    }
    cache.pages.run_pending_tasks().await;
    assert!(cache.get(Shelf::Pages, "/1").await.is_some());
    put(&cache, Shelf::Pages, "/5", POSTS, 400).await;
    let stats = cache.stats().await;
    assert!(stats.bytes <= 3000, "pages keep to three quarters: {stats:?}");
    assert_eq!((stats.entries, stats.evictions), (4, 1));
    assert!(cache.get(Shelf::Pages, "/2").await.is_none(), "the least recently used went first");
    assert!(cache.get(Shelf::Pages, "/1").await.is_some());
    assert!(cache.admits(1000) && !cache.admits(1001), "no answer above a quarter of the cap");
}

#[tokio::test]
async fn searches_hold_a_share_of_their_own_and_never_push_pages_out() {
    let cache = Arc::new(PageCache::new(8000));
    for key in ["/1", "/2", "/3"] {
        put(&cache, Shelf::Pages, key, POSTS, 1000).await;
    }
    for word in 0..20 {
        put(&cache, Shelf::Searches, &format!("/api/search?q={word}"), POSTS, 300).await;
    }
    let stats = cache.stats().await;
    assert!(stats.search_bytes <= 2000 && stats.bytes <= 8000, "{stats:?}");
    for key in ["/1", "/2", "/3"] {
        assert!(cache.get(Shelf::Pages, key).await.is_some(), "{key} stayed");
    }
    assert!(cache.get(Shelf::Searches, "/api/search?q=19").await.is_some(), "the latest search is kept");
    assert!(cache.get(Shelf::Searches, "/api/search?q=0").await.is_none(), "the oldest went first");
    assert!(cache.get(Shelf::Pages, "/api/search?q=19").await.is_none(), "shelves do not mix");
}

#[tokio::test]
async fn the_form_a_reader_takes_is_added_once_the_answer_is_read_again_and_weighed_again() {
    let cache = Arc::new(PageCache::new(1 << 20));
    // Varied enough that a slower gzip does better than the quick one.
    let html: String = (0..200)
        .map(|n| format!("<p>Paragraphe {n} : une page assez longue pour gagner à être compressée.</p>"))
        .collect();
    let page = Arc::new(Representation::gzipped(None, Bytes::from(html)));
    let built = Arc::new(Entry::new(page.clone(), cache.ticket(POSTS), i64::MAX, NOW, source()));
    let kept = built.clone();
    let loaded = cache.load::<(), _, _>(Shelf::Pages, "/", NOW, Cause::Reader, || async move { Built::Keep(kept) });
    let first = loaded.await.ok().unwrap();
    let accepting = |value: &'static str| {
        let mut headers = HeaderMap::new();
        headers.insert(header::ACCEPT_ENCODING, HeaderValue::from_static(value));
        Accepted::from_headers(&headers)
    };
    let quick_only = page.weight();
    let weighed_above = |weight: usize| {
        let cache = cache.clone();
        async move {
            let deadline = Instant::now() + Duration::from_secs(5);
            while cache.stats().await.bytes as usize <= weight + 1 {
                assert!(Instant::now() < deadline, "the better form was never added");
                tokio::time::sleep(Duration::from_millis(5)).await;
            }
        }
    };
    cache.read_again(Shelf::Pages, "/", &first, accepting("identity"));
    tokio::time::sleep(Duration::from_millis(100)).await;
    assert_eq!(page.weight(), quick_only, "a client that takes no compression asks for none");
    cache.read_again(Shelf::Pages, "/", &first, accepting("gzip"));
    weighed_above(quick_only).await;
    assert_eq!(page.select(accepting("gzip")).0, Form::Gzip);
    assert_eq!(page.select(accepting("br, gzip")).0, Form::Gzip, "no brotli until a brotli client reads it");
    let with_gzip = page.weight();
    cache.read_again(Shelf::Pages, "/", &first, accepting("br, gzip"));
    weighed_above(with_gzip).await;
    assert_eq!(page.select(accepting("br, gzip")).0, Form::Brotli);
    assert!(Arc::ptr_eq(&first, &cache.get(Shelf::Pages, "/").await.unwrap()), "the same entry, completed");
}

#[tokio::test]
async fn the_stale_answer_is_served_while_a_slow_rebuild_runs_then_replaced() {
    let cache = Arc::new(PageCache::new(1 << 20));
    let old = put(&cache, Shelf::Pages, "/parcours", TIMELINE, 10).await;
    cache.invalidate(TopicSet::of(&[Topic::Timeline]));
    let rebuilding = {
        let cache = cache.clone();
        tokio::spawn(async move {
            let slow = || async {
                tokio::time::sleep(Duration::from_millis(300)).await;
                Built::<()>::Keep(entry(&cache, TIMELINE, 20))
            };
            cache.load(Shelf::Pages, "/parcours", NOW, Cause::Refresh, slow).await.ok().unwrap()
        })
    };
    tokio::time::sleep(Duration::from_millis(50)).await;
    let served = cache.get(Shelf::Pages, "/parcours").await.unwrap();
    assert!(Arc::ptr_eq(&served, &old), "the old version while the new one is built");
    assert_eq!(cache.judge(&served, NOW), Verdict::Stale);
    let new = rebuilding.await.unwrap();
    let served = cache.get(Shelf::Pages, "/parcours").await.unwrap();
    assert!(Arc::ptr_eq(&served, &new));
    assert_eq!(cache.judge(&served, NOW), Verdict::Fresh);
    assert_eq!(cache.stats().await.rebuilds, 2, "the first build and the slow one");
}

#[tokio::test]
async fn a_cleared_cache_keeps_nothing_more() {
    let cache = Arc::new(PageCache::new(1 << 20));
    put(&cache, Shelf::Pages, "/", POSTS, 10).await;
    cache.clear().await;
    assert_eq!(cache.stats().await.entries, 0);
    let built = entry(&cache, POSTS, 10);
    let kept = built.clone();
    let loaded = cache.load::<(), _, _>(Shelf::Pages, "/", NOW, Cause::Reader, || async move { Built::Keep(kept) });
    assert!(Arc::ptr_eq(&loaded.await.ok().unwrap(), &built), "still answered");
    assert!(cache.get(Shelf::Pages, "/").await.is_none(), "but not kept: the server stopped");
}

#[tokio::test]
async fn what_readers_built_or_read_lately_is_what_a_write_rebuilds() {
    let cache = Arc::new(PageCache::new(1 << 20));
    let built = entry(&cache, POSTS, 10);
    let kept = built.clone();
    cache.load::<(), _, _>(Shelf::Pages, "/blog", NOW, Cause::Reader, || async move { Built::Keep(kept) }).await.ok();
    tokio::time::sleep(Duration::from_millis(1100)).await;
    assert!(cache.read_within(&built, Duration::from_millis(1500)), "its reader counts");
    assert!(!cache.read_within(&built, Duration::from_millis(500)));
    cache.invalidate(TopicSet::of(&[Topic::Posts]));
    let rebuilt = entry(&cache, POSTS, 10);
    let kept = rebuilt.clone();
    cache.load::<(), _, _>(Shelf::Pages, "/blog", NOW, Cause::Refresh, || async move { Built::Keep(kept) }).await.ok();
    assert_eq!(rebuilt.last_read(), built.last_read(), "a rebuild keeps the reads of what it replaced");
}

#[tokio::test]
async fn emptied_for_good_the_cache_lets_go_of_the_routes_even_of_entries_still_held() {
    let cache = Arc::new(PageCache::new(1 << 20));
    let held = put(&cache, Shelf::Pages, "/", POSTS, 100).await;
    assert!(held.source().route.get().is_some());
    cache.clear().await;
    assert!(held.source().route.get().is_none(), "an entry freed later no longer holds the state");
}

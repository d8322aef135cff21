//! The queue's rules: who a send goes to, an article sent once unless asked again, the
//! owner's controls, and the sender's claim and outcomes.

use rusqlite::{Connection, params};

use super::*;
use crate::db::newsletter_queue::*;
use crate::domain::lang::Lang;

const NOW: &str = "2026-03-01T10:00:00Z";

/// A super_admin (id 1), a published article (1), a draft (2) and subscribers with each status.
fn site() -> Connection {
    let conn = crate::db::test_connection();
    seed(&conn);
    conn
}

fn seed(conn: &Connection) {
    conn.execute_batch(
        "INSERT INTO users (id, email, password_hash, role, full_name) VALUES (1, 'awa@exemple.km', 'x', 'super_admin', 'Awa');
         INSERT INTO blog_posts (id, slug, title, content_html, published_at) VALUES (1, 'un', 'Un', '<p>un</p>', '2026-02-01T00:00:00Z');
         INSERT INTO blog_posts (id, slug, title, content_html) VALUES (2, 'deux', 'Deux', '<p>deux</p>');",
    )
    .unwrap();
    for (n, status) in ["confirmed", "confirmed", "confirmed", "pending", "unsubscribed", "rejected"].iter().enumerate()
    {
        conn.execute(
            "INSERT INTO newsletter_subscribers (email, status, consent, unsubscribe_token_hash, confirmed_at, unsubscribed_at)
             VALUES (?1, ?2, 'oui', ?3, ?4, ?4)",
            params![format!("lecteur{n}@exemple.km"), status, n.to_string().repeat(64), NOW],
        )
        .unwrap();
    }
}

fn secrets(unsubscribe_hash: &str) -> Secrets<'_> {
    Secrets { unsubscribe_hash, confirmation: None }
}

fn request(post_id: i64) -> SendRequest<'static> {
    SendRequest { post_id, test_to: None, again: false, by: 1, now: NOW }
}

/// Mails every due recipient of every running send, as the sender does when all goes well.
fn send_everything(conn: &mut Connection) {
    for due in due(conn, NOW, 100).unwrap() {
        if claim(conn, due.delivery_id, &secrets(&format!("{:064}", due.delivery_id))).unwrap() == Claim::Claimed {
            mark_sent(conn, due.delivery_id, NOW).unwrap();
        }
    }
    finish(conn, NOW).unwrap();
}

#[test]
fn a_send_goes_to_the_confirmed_subscribers_only() {
    let mut conn = site();
    let id = start(&mut conn, &request(1)).unwrap().expect("started");
    let send = find(&conn, id).unwrap().unwrap();
    assert_eq!((send.state, send.total, send.remaining, send.post_title.as_str()), (SendState::Queued, 3, 3, "Un"));
    let due = due(&conn, NOW, 100).unwrap();
    let addresses: Vec<&str> = due.iter().map(|due| due.email.as_str()).collect();
    assert_eq!(addresses, ["lecteur0@exemple.km", "lecteur1@exemple.km", "lecteur2@exemple.km"]);
    assert!(due.iter().all(|due| due.lang == Some(Lang::Fr) && due.mailing == Mailing::Article(1)));

    send_everything(&mut conn);
    let send = find(&conn, id).unwrap().unwrap();
    assert_eq!((send.state, send.sent, send.remaining), (SendState::Done, 3, 0));
    assert!(send.finished_at.is_some());
}

#[test]
fn an_article_is_sent_once_unless_asked_again() {
    let mut conn = site();
    assert_eq!(start(&mut conn, &request(2)).unwrap(), Err(Refusal::NotPublished), "a draft");
    assert_eq!(start(&mut conn, &request(9)).unwrap(), Err(Refusal::NoSuchPost));
    start(&mut conn, &request(1)).unwrap().unwrap();
    assert_eq!(start(&mut conn, &request(1)).unwrap(), Err(Refusal::InProgress));
    assert_eq!(start(&mut conn, &SendRequest { again: true, ..request(1) }).unwrap(), Err(Refusal::InProgress));
    send_everything(&mut conn);
    assert_eq!(start(&mut conn, &request(1)).unwrap(), Err(Refusal::AlreadySent));
    let again = start(&mut conn, &SendRequest { again: true, ..request(1) }).unwrap().expect("asked again");
    assert_eq!(find(&conn, again).unwrap().unwrap().total, 3);

    let mut empty = site();
    empty.execute("UPDATE newsletter_subscribers SET status = 'pending', confirmed_at = NULL", []).unwrap();
    assert_eq!(start(&mut empty, &request(1)).unwrap(), Err(Refusal::NoSubscribers));
    assert_eq!(empty.query_row("SELECT count(*) FROM newsletter_sends", [], |row| row.get::<_, i64>(0)).unwrap(), 0);
}

#[test]
fn a_test_goes_to_one_address_even_for_a_draft_and_does_not_count_as_sending() {
    let mut conn = site();
    let test = start(&mut conn, &SendRequest { test_to: Some("moi@exemple.km"), ..request(2) }).unwrap().unwrap();
    let turns = due(&conn, NOW, 100).unwrap();
    assert_eq!(turns.len(), 1);
    assert_eq!((turns[0].email.as_str(), turns[0].lang, turns[0].send_id), ("moi@exemple.km", None, test));
    send_everything(&mut conn);
    let send = find(&conn, test).unwrap().unwrap();
    assert_eq!((send.test_to.as_deref(), send.sent, send.state), (Some("moi@exemple.km"), 1, SendState::Done));

    start(&mut conn, &SendRequest { test_to: Some("moi@exemple.km"), ..request(1) }).unwrap().unwrap();
    send_everything(&mut conn);
    let real = start(&mut conn, &request(1)).unwrap().expect("tests do not make an article sent");
    let test = start(&mut conn, &SendRequest { test_to: Some("moi@exemple.km"), ..request(1) }).unwrap().unwrap();
    let order: Vec<i64> = due(&conn, NOW, 100).unwrap().iter().map(|due| due.send_id).collect();
    assert_eq!(order, [test, real, real, real], "a test started during a send goes first");
}

#[test]
fn the_owner_pauses_resumes_and_cancels() {
    let mut conn = site();
    let id = start(&mut conn, &request(1)).unwrap().unwrap();
    let first = due(&conn, NOW, 1).unwrap().remove(0);
    assert_eq!(claim(&mut conn, first.delivery_id, &secrets(&"a".repeat(64))).unwrap(), Claim::Claimed);
    assert_eq!(find(&conn, id).unwrap().unwrap().state, SendState::Sending);

    assert_eq!(control(&mut conn, id, Control::Pause, NOW).unwrap(), Some(true));
    assert!(due(&conn, NOW, 100).unwrap().is_empty(), "a paused send waits");
    let second = conn.query_row("SELECT max(id) FROM newsletter_deliveries", [], |row| row.get(0)).unwrap();
    assert_eq!(claim(&mut conn, second, &secrets(&"b".repeat(64))).unwrap(), Claim::Gone, "nor is its turn taken");
    assert_eq!(control(&mut conn, id, Control::Pause, NOW).unwrap(), Some(false));
    assert_eq!(control(&mut conn, id, Control::Resume, NOW).unwrap(), Some(true));
    assert_eq!(due(&conn, NOW, 100).unwrap().len(), 2);

    assert_eq!(control(&mut conn, id, Control::Cancel, NOW).unwrap(), Some(true));
    mark_sent(&conn, first.delivery_id, NOW).unwrap();
    let send = find(&conn, id).unwrap().unwrap();
    assert_eq!((send.state, send.sent, send.remaining), (SendState::Cancelled, 1, 0), "the message under way ends");
    assert_eq!(control(&mut conn, id, Control::Resume, NOW).unwrap(), Some(false));
    assert_eq!(control(&mut conn, id, Control::Cancel, NOW).unwrap(), Some(false));
    assert_eq!(control(&mut conn, 99, Control::Cancel, NOW).unwrap(), None);
    assert_eq!(start(&mut conn, &request(1)).unwrap(), Err(Refusal::AlreadySent), "one reader got it");
}

#[test]
fn who_left_is_skipped_who_failed_waits_and_a_stop_is_taken_up_again() {
    let mut conn = site();
    let id = start(&mut conn, &request(1)).unwrap().unwrap();
    conn.execute("UPDATE newsletter_subscribers SET status = 'unsubscribed', unsubscribed_at = ?1 WHERE email = 'lecteur0@exemple.km'", [NOW]).unwrap();
    let [gone, retried, claimed] = <[Due; 3]>::try_from(due(&conn, NOW, 100).unwrap()).unwrap();
    assert_eq!(claim(&mut conn, gone.delivery_id, &secrets(&"a".repeat(64))).unwrap(), Claim::Skipped);

    assert_eq!(claim(&mut conn, retried.delivery_id, &secrets(&"b".repeat(64))).unwrap(), Claim::Claimed);
    let later = "2026-03-01T10:05:00Z";
    mark_unsent(&conn, retried.delivery_id, Outcome::Retry { next_attempt_at: later, error: "421 busy" }).unwrap();
    assert_eq!(next_retry(&conn).unwrap().as_deref(), Some(""), "the third is due now");

    assert_eq!(claim(&mut conn, claimed.delivery_id, &secrets(&"c".repeat(64))).unwrap(), Claim::Claimed);
    assert_eq!(recover(&conn).unwrap(), 1, "claimed, never finished");
    assert_eq!(due(&conn, NOW, 100).unwrap(), vec![claimed.clone()]);
    assert_eq!(claim(&mut conn, claimed.delivery_id, &secrets(&"d".repeat(64))).unwrap(), Claim::Claimed);
    mark_unsent(&conn, claimed.delivery_id, Outcome::Failed { error: "550 no such user" }).unwrap();

    assert_eq!(finish(&conn, NOW).unwrap(), 0, "a retry is still to come");
    assert_eq!(next_retry(&conn).unwrap().as_deref(), Some(later));
    assert_eq!(due(&conn, later, 100).unwrap().len(), 1);
    let send = find(&conn, id).unwrap().unwrap();
    assert_eq!((send.sent, send.failed, send.skipped, send.remaining), (0, 1, 1, 1));
    let attempts: i64 = conn
        .query_row("SELECT attempts FROM newsletter_deliveries WHERE id = ?1", [claimed.delivery_id], |row| row.get(0))
        .unwrap();
    assert_eq!(attempts, 2);
}

#[test]
fn each_message_unsubscribes_its_reader_with_its_own_secret() {
    let mut conn = site();
    start(&mut conn, &request(1)).unwrap().unwrap();
    let first = due(&conn, NOW, 1).unwrap().remove(0);
    let secret_hash = "e".repeat(64);
    claim(&mut conn, first.delivery_id, &secrets(&secret_hash)).unwrap();
    mark_sent(&conn, first.delivery_id, NOW).unwrap();
    assert_eq!(
        crate::db::newsletter::holder(&conn, &secret_hash).unwrap(),
        Some(("lecteur0@exemple.km".to_string(), Lang::Fr))
    );
    assert!(crate::db::newsletter::unsubscribe(&mut conn, &secret_hash, NOW).unwrap().is_some());
    assert_eq!(crate::db::newsletter::unsubscribe(&mut conn, &secret_hash, NOW).unwrap(), None, "once");
}

#[test]
fn two_owners_starting_the_same_send_at_once_start_it_once() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("vitrine.db");
    {
        let mut conn = crate::db::open_connection(&path).unwrap();
        crate::db::migrate(&mut conn).unwrap();
        seed(&conn);
    }
    let outcomes: Vec<_> = std::thread::scope(|scope| {
        let starts: Vec<_> = (0..8)
            .map(|_| {
                scope.spawn(|| {
                    let mut conn = crate::db::open_connection(&path).unwrap();
                    start(&mut conn, &request(1)).unwrap()
                })
            })
            .collect();
        starts.into_iter().map(|start| start.join().unwrap()).collect()
    });
    assert_eq!(outcomes.iter().filter(|outcome| outcome.is_ok()).count(), 1, "{outcomes:?}");
    assert!(outcomes.iter().filter(|outcome| outcome.is_err()).all(|outcome| *outcome == Err(Refusal::InProgress)));
    let conn = crate::db::open_connection(&path).unwrap();
    assert_eq!(
        conn.query_row("SELECT count(*) FROM newsletter_deliveries", [], |row| row.get::<_, i64>(0)).unwrap(),
        3
    );
}

#[test]
fn an_imports_confirmation_links_are_drawn_when_their_mail_leaves() {
    let mut conn = site();
    let pending: Vec<i64> = conn
        .prepare("SELECT id FROM newsletter_subscribers WHERE status IN ('pending', 'confirmed') ORDER BY id")
        .unwrap()
        .query_map([], |row| row.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    queue_confirmations(&conn, &[pending[3], pending[0]], 1, NOW).unwrap();
    queue_confirmations(&conn, &[], 1, NOW).unwrap();
    assert!(list(&conn, None).unwrap().is_empty(), "the owner's list shows articles' sends only");
    let [first, second] = <[Due; 2]>::try_from(due(&conn, NOW, 100).unwrap()).unwrap();
    assert_eq!((first.mailing, first.email.as_str()), (Mailing::Confirmation, "lecteur3@exemple.km"));

    assert!(claim(&mut conn, first.delivery_id, &secrets(&"a".repeat(64))).is_err(), "not without its link");
    let link =
        Secrets { unsubscribe_hash: &"b".repeat(64), confirmation: Some((&"c".repeat(64), "2026-03-03T10:00:00Z")) };
    assert_eq!(claim(&mut conn, first.delivery_id, &link).unwrap(), Claim::Claimed);
    let expiry: String = conn
        .query_row("SELECT expires_at FROM newsletter_tokens WHERE token_hash = ?1", ["c".repeat(64)], |row| row.get(0))
        .unwrap();
    assert_eq!(expiry, "2026-03-03T10:00:00Z");
    let other = Secrets { unsubscribe_hash: &"d".repeat(64), confirmation: Some((&"e".repeat(64), NOW)) };
    assert_eq!(claim(&mut conn, second.delivery_id, &other).unwrap(), Claim::Skipped, "lecteur0 is confirmed already");
}

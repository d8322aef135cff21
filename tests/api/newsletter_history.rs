//! The subscribers' last twelve months for super_admin: who confirmed and who left each
//! month, this month last, older months left out.

use crate::common;

use common::TestApp;
use serde_json::Value;

use crate::newsletter_admin::insert;

#[tokio::test]
async fn the_history_counts_each_month_of_the_last_twelve() {
    let app = TestApp::spawn().await;
    let owner = app.client_as("super_admin").await;
    let now = time::OffsetDateTime::now_utc();
    let this_month = format!("{:04}-{:02}", now.year(), u8::from(now.month()));
    insert(&app, "awa@exemple.km", "confirmed", &format!("{this_month}-01T00:00:00Z"));
    insert(&app, "ali@exemple.km", "confirmed", &format!("{this_month}-01T00:00:00Z"));
    insert(&app, "zoe@exemple.km", "unsubscribed", &format!("{this_month}-01T00:00:00Z"));
    insert(&app, "old@exemple.km", "confirmed", "2001-01-01T00:00:00Z");
    let history: Value =
        owner.get(app.url("/api/admin/newsletter/history")).send().await.unwrap().json().await.unwrap();
    let months = history["months"].as_array().unwrap();
    assert_eq!(months.len(), 12);
    let last = &months[11];
    assert_eq!(
        (last["month"].as_str(), last["confirmed"].as_i64(), last["unsubscribed"].as_i64()),
        (Some(this_month.as_str()), Some(2), Some(1))
    );
    assert!(months[..11].iter().all(|month| month["confirmed"] == 0), "the 2001 one is out of range: {history}");
}

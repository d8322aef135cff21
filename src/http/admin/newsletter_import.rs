//! Importing newsletter subscribers from a CSV file, all or nothing: every bad line is
//! reported and none imported, addresses already present are skipped and never changed. In
//! `confirm` mode each new address is pending and receives the confirmation mail a form
//! subscription sends; in `consented` mode the owner states the readers agreed elsewhere,
//! and they are confirmed at once with that statement, the date and the file's name.

use axum::extract::multipart::{Multipart, MultipartRejection};
use axum::extract::{FromRequest, Request, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::{Json, RequestExt};
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use ts_rs::TS;

use crate::answer_lang;
use crate::auth::extract::RequireSuperAdmin;
use crate::body_budget::multipart_error;
use crate::db::{self, newsletter_admin::ImportTerms, newsletter_admin::ImportedAddress};
use crate::domain::account_token::new_secret;
use crate::domain::lang::Lang;
use crate::domain::subscriber_csv::{self, FileProblem, ImportLine, LineProblem, Problem};
use crate::domain::text::single_line;
use crate::error::{AppError, AppResult};
use crate::http::extract::ApiQuery;
use crate::http::pages::table::{PageKind, page_of};
use crate::http::public::newsletter::CONFIRMATION_LIFETIME;
use crate::http::site_origin;
use crate::locale::Locale;
use crate::notify;
use crate::state::AppState;

/// The largest file an import reads.
pub const IMPORT_MAX_BYTES: usize = 2 * 1024 * 1024;

/// The longest consent statement the owner may write.
const STATEMENT_MAX: usize = 500;

/// The longest file name kept in a consent record.
const FILE_NAME_MAX: usize = 120;

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct ImportLineError {
    pub line: usize,
    pub email: String,
    /// Why the line cannot be imported, in the reader's language.
    pub reason: String,
}

/// 200 when imported; 422 with every bad line when nothing was.
#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct ImportReport {
    pub added: usize,
    /// Addresses already present, left as they were.
    pub skipped: usize,
    pub errors: Vec<ImportLineError>,
}

/// What the multipart form sent.
struct ImportForm {
    file: Vec<u8>,
    file_name: String,
    mode: String,
    statement: String,
}

async fn read_form(multipart: Result<Multipart, MultipartRejection>, state: &AppState) -> AppResult<ImportForm> {
    let mut multipart = multipart.map_err(|_| AppError::unsupported_type())?;
    let mut form =
        ImportForm { file: Vec::new(), file_name: String::new(), mode: String::new(), statement: String::new() };
    while let Some(field) = multipart.next_field().await.map_err(|err| multipart_error(&err))? {
        let name = field.name().unwrap_or_default().to_string();
        if name == "file" {
            form.file_name = single_line(field.file_name().unwrap_or_default()).chars().take(FILE_NAME_MAX).collect();
        }
        let bytes = state.body_budget.read_field(field).await?;
        match name.as_str() {
            "file" => form.file = bytes.to_vec(),
            "mode" => form.mode = String::from_utf8_lossy(&bytes).trim().to_string(),
            "consent" => form.statement = single_line(&String::from_utf8_lossy(&bytes)),
            _ => {}
        }
    }
    Ok(form)
}

/// For a file sent as the body itself (`text/csv`), what the form's other fields say.
#[derive(Debug, Default, Deserialize)]
pub struct ImportQuery {
    #[serde(default)]
    pub mode: Option<String>,
    #[serde(default)]
    pub consent: Option<String>,
    /// The file's name, for the consent record.
    #[serde(default)]
    pub name: Option<String>,
}

/// `text/csv` or `text/plain`: the body is the file.
fn is_text_body(headers: &HeaderMap) -> bool {
    let essence = headers
        .get(header::CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.split(';').next())
        .map(|value| value.trim().to_ascii_lowercase());
    matches!(essence.as_deref(), Some("text/csv" | "text/plain"))
}

async fn read_text(request: Request, state: &AppState, query: ImportQuery) -> AppResult<ImportForm> {
    let bytes = state.body_budget.read_body(request.into_limited_body()).await?;
    Ok(ImportForm {
        file: bytes.to_vec(),
        file_name: single_line(query.name.as_deref().unwrap_or_default()).chars().take(FILE_NAME_MAX).collect(),
        mode: query.mode.unwrap_or_default().trim().to_string(),
        statement: single_line(query.consent.as_deref().unwrap_or_default()),
    })
}

fn file_error(problem: &FileProblem) -> AppError {
    let text = match problem {
        FileProblem::NotText => answer_lang::text("adminNewsletter:import.refused.notText"),
        FileProblem::NoEmailColumn => answer_lang::text("adminNewsletter:import.refused.noEmailColumn"),
        FileProblem::TooManyLines => answer_lang::text("adminNewsletter:import.refused.tooManyLines"),
    };
    AppError::field("file", &text)
}

fn line_error(problem: LineProblem) -> ImportLineError {
    let locale = Locale::new(answer_lang::current());
    let reason = match problem.problem {
        Problem::InvalidAddress => locale.text("adminNewsletter:import.problems.invalidAddress", &[]),
        Problem::Duplicate(first) => {
            locale.text("adminNewsletter:import.problems.duplicate", &[("line", first.to_string())])
        }
        Problem::UnknownLanguage => locale.text("adminNewsletter:import.problems.unknownLanguage", &[]),
    };
    ImportLineError { line: problem.line, email: problem.email, reason }
}

/// `POST /api/admin/newsletter/subscribers/import` (multipart: `file`, `mode` =
/// `confirm` | `consented`, and `consent`, the owner's statement, for `consented`; or the
/// file as a `text/csv` body, with `?mode=&consent=&name=`).
pub async fn import(
    State(state): State<AppState>,
    RequireSuperAdmin(owner): RequireSuperAdmin,
    ApiQuery(query): ApiQuery<ImportQuery>,
    request: Request,
) -> AppResult<(StatusCode, Json<ImportReport>)> {
    let headers = request.headers().clone();
    let form = if is_text_body(&headers) {
        read_text(request, &state, query).await?
    } else {
        read_form(Multipart::from_request(request, &state).await, &state).await?
    };
    let consented = match form.mode.as_str() {
        "confirm" => false,
        "consented" => true,
        _ => return Err(AppError::field("mode", &answer_lang::text("adminNewsletter:import.refused.mode"))),
    };
    // Pending addresses that no mail reaches would wait for ever.
    if !consented && !state.notifier.sends_mail() {
        return Err(AppError::field("mode", &answer_lang::text("adminNewsletter:import.refused.noMail")));
    }
    if consented && form.statement.is_empty() {
        return Err(AppError::field("consent", &answer_lang::text("adminNewsletter:import.refused.statement")));
    }
    if form.statement.chars().count() > STATEMENT_MAX {
        return Err(AppError::field("consent", &answer_lang::text("adminNewsletter:import.refused.statementTooLong")));
    }
    if form.file.is_empty() {
        return Err(AppError::field("file", &answer_lang::text("adminNewsletter:import.refused.noFile")));
    }
    let lines = match subscriber_csv::read_import(&form.file).map_err(|problem| file_error(&problem))? {
        Ok(lines) => lines,
        Err(problems) => {
            let errors = problems.into_iter().map(line_error).collect();
            return Ok((StatusCode::UNPROCESSABLE_ENTITY, Json(ImportReport { added: 0, skipped: 0, errors })));
        }
    };
    let now = OffsetDateTime::now_utc();
    let record = consent_record(owner.lang, consented, &form, now);
    let base = site_origin::link_base(&state.config, &headers);
    let read = lines.len();
    let (added, (site, to_confirm)) = state
        .db
        .run(move |conn| {
            let settings = db::settings::load(conn)?;
            let site = settings.seo.title;
            let spoken = |lang: Lang| Some(lang).filter(|lang| settings.languages.speaks(*lang)).unwrap_or_default();
            let drawn: Vec<_> = lines
                .into_iter()
                .map(|ImportLine { email, lang, .. }| {
                    let (unsubscribe, confirmation) = (new_secret(), (!consented).then(new_secret));
                    (email, spoken(lang), unsubscribe, confirmation)
                })
                .collect();
            let addresses: Vec<ImportedAddress> = drawn
                .iter()
                .map(|(email, lang, unsubscribe, confirmation)| ImportedAddress {
                    email: email.clone(),
                    lang: *lang,
                    unsubscribe_hash: unsubscribe.hash.clone(),
                    confirmation_hash: confirmation.as_ref().map(|secret| secret.hash.clone()),
                })
                .collect();
            let terms = ImportTerms {
                consent: &record,
                consented,
                confirmation_expires_at: &db::format_time(now + CONFIRMATION_LIFETIME),
                now: &db::format_time(now),
            };
            let added = db::newsletter_admin::import(conn, &addresses, &terms)?;
            let total = added.len();
            let mut drawn: Vec<Option<_>> = drawn.into_iter().map(Some).collect();
            let to_confirm: Vec<ToConfirm> = added
                .into_iter()
                .filter_map(|position| {
                    let (email, lang, unsubscribe, confirmation) = drawn[position].take()?;
                    Some(ToConfirm { email, lang, confirmation: confirmation?.secret, unsubscribe: unsubscribe.secret })
                })
                .collect();
            Ok((total, (site, to_confirm)))
        })
        .await?;
    tracing::info!(added, skipped = read - added, consented, "newsletter subscribers imported");
    send_one_after_another(&state, base, site, to_confirm);
    Ok((StatusCode::OK, Json(ImportReport { added, skipped: read - added, errors: Vec::new() })))
}

/// What the subscribers' `consent` keeps: the owner's statement (or that each address was
/// asked to confirm), the date and the file's name, in the owner's language.
fn consent_record(lang: Lang, consented: bool, form: &ImportForm, now: OffsetDateTime) -> String {
    let values = [
        ("statement", form.statement.clone()),
        ("date", db::format_time(now)),
        ("file", if form.file_name.is_empty() { "?".to_string() } else { form.file_name.clone() }),
    ];
    let key =
        if consented { "adminNewsletter:import.record.consented" } else { "adminNewsletter:import.record.confirm" };
    Locale::new(lang).text(key, &values)
}

/// A new pending address of an import and the secrets its confirmation mail carries.
struct ToConfirm {
    email: String,
    lang: Lang,
    confirmation: String,
    unsubscribe: String,
}

/// Sends the confirmation mails of an import in the background, one after the other, each
/// written just before it leaves: a large file must neither open thousands of connections
/// to the mail server at once nor hold thousands of written mails in memory.
fn send_one_after_another(state: &AppState, base: String, site: String, to_confirm: Vec<ToConfirm>) {
    if to_confirm.is_empty() || !state.notifier.sends_mail() {
        return;
    }
    let notifier = state.notifier.clone();
    tokio::spawn(async move {
        for address in to_confirm {
            let url = format!(
                "{base}{}",
                page_of(PageKind::NewsletterConfirmation).address(address.lang, Some(address.confirmation.as_str()))
            );
            let headers = notify::newsletter::unsubscribe_headers(&notify::newsletter::unsubscribe_url(
                &base,
                &address.unsubscribe,
            ));
            let mail =
                notify::newsletter::confirmation(Locale::new(address.lang), &address.email, &site, &url, headers);
            if let Err(err) = notifier.send(mail).await {
                tracing::warn!(%err, "could not send a newsletter confirmation from an import");
            }
        }
    });
}

//! Importing newsletter subscribers from a CSV file, all or nothing: every bad line is
//! reported and none imported, addresses already present are skipped and never changed. In
//! `confirm` mode each new address is pending and receives, through the newsletter's queue,
//! the confirmation mail a form subscription sends; in `consented` mode the owner states the readers agreed elsewhere,
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
use crate::locale::Locale;
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
    let read = lines.len();
    let by = owner.id;
    let added = state
        .db
        .run(move |conn| {
            let settings = db::settings::load(conn)?;
            let spoken = |lang: Lang| Some(lang).filter(|lang| settings.languages.speaks(*lang)).unwrap_or_default();
            // Each address needs an unsubscribe secret of its own; its mails carry their own.
            let addresses: Vec<ImportedAddress> = lines
                .into_iter()
                .map(|ImportLine { email, lang, .. }| ImportedAddress {
                    email,
                    lang: spoken(lang),
                    unsubscribe_hash: new_secret().hash,
                })
                .collect();
            let terms = ImportTerms { consent: &record, consented, by, now: &db::format_time(now) };
            Ok(db::newsletter_admin::import(conn, &addresses, &terms)?.len())
        })
        .await?;
    tracing::info!(added, skipped = read - added, consented, "newsletter subscribers imported");
    if !consented {
        state.newsletter_sender.wake();
    }
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

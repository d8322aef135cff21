//! The API types the UI uses, exported to TypeScript in `ui/src/generated/`.
//! A test fails when the committed files drift from the Rust types;
//! `VITRINE_WRITE_TS=1 cargo test api_types` rewrites them.

use std::path::{Path, PathBuf};

use ts_rs::{Config, TS};

use crate::db::contacts::ContactCreated;
use crate::error::ApiErrorBody;
use crate::http::admin::types::{
    AccountUpdate, AdminPostList, AdminPostResponse, AdminStats, AdminUserResponse, InboxMessageResponse,
    InboxMessageUpdate, MessageList, PasswordLinkResponse, PostInput, TimelineEventInput, TimelineEventResponse,
    UploadedImage, UserInvitation, UserInvitationResponse, UserList,
};
use crate::http::auth::{LoginRequest, RegisterRequest, UserResponse};
use crate::http::password_reset::{PasswordResetConfirm, PasswordResetRequest};
use crate::http::profile::{PasswordChange, ProfileResponse, ProfileUpdate};
use crate::http::public::types::{
    ContactRequest, ContactResponse, PostDetail, PostList, SearchResults, SiteBundle, TimelineList,
};

pub fn generated_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("ui/src/generated")
}

/// Writes every exported type (with its dependencies) into `dir`.
pub fn export_all(dir: &Path) -> Result<(), ts_rs::ExportError> {
    let config = Config::new().with_large_int("number").with_out_dir(dir);
    ApiErrorBody::export_all(&config)?;
    SiteBundle::export_all(&config)?;
    crate::http::public::types::ChatResponse::export_all(&config)?;
    PostList::export_all(&config)?;
    PostDetail::export_all(&config)?;
    SearchResults::export_all(&config)?;
    TimelineList::export_all(&config)?;
    crate::http::public::types::LegalPageResponse::export_all(&config)?;
    crate::http::admin::types::AdminLegalPageResponse::export_all(&config)?;
    crate::http::admin::types::LegalPageInput::export_all(&config)?;
    ContactRequest::export_all(&config)?;
    ContactResponse::export_all(&config)?;
    ContactCreated::export_all(&config)?;
    {
        use crate::http::dossiers::types::*;
        DossierList::export_all(&config)?;
        DossierInput::export_all(&config)?;
        DossierResponse::export_all(&config)?;
        DossierDetail::export_all(&config)?;
        StatusInput::export_all(&config)?;
        MessageInput::export_all(&config)?;
        MessageResponse::export_all(&config)?;
        AttachmentResponse::export_all(&config)?;
        crate::domain::dossier_status::DossierStatus::export_all(&config)?;
    }
    RegisterRequest::export_all(&config)?;
    LoginRequest::export_all(&config)?;
    UserResponse::export_all(&config)?;
    ProfileResponse::export_all(&config)?;
    ProfileUpdate::export_all(&config)?;
    PasswordChange::export_all(&config)?;
    PasswordResetRequest::export_all(&config)?;
    PasswordResetConfirm::export_all(&config)?;
    UserList::export_all(&config)?;
    UserInvitation::export_all(&config)?;
    UserInvitationResponse::export_all(&config)?;
    AccountUpdate::export_all(&config)?;
    AdminUserResponse::export_all(&config)?;
    PasswordLinkResponse::export_all(&config)?;
    MessageList::export_all(&config)?;
    crate::http::admin::types::UnreadCount::export_all(&config)?;
    InboxMessageResponse::export_all(&config)?;
    InboxMessageUpdate::export_all(&config)?;
    AdminStats::export_all(&config)?;
    crate::http::visits::VisitInput::export_all(&config)?;
    UploadedImage::export_all(&config)?;
    PostInput::export_all(&config)?;
    AdminPostList::export_all(&config)?;
    AdminPostResponse::export_all(&config)?;
    TimelineEventInput::export_all(&config)?;
    TimelineEventResponse::export_all(&config)?;
    std::fs::create_dir_all(dir)?;
    std::fs::write(dir.join("limits.ts"), crate::domain::limits::typescript())?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn files(dir: &Path) -> Vec<(String, String)> {
        let mut files: Vec<(String, String)> = std::fs::read_dir(dir)
            .map(|entries| {
                entries
                    .filter_map(Result::ok)
                    .filter(|entry| entry.path().extension().is_some_and(|ext| ext == "ts"))
                    .map(|entry| {
                        let name = entry.file_name().to_string_lossy().into_owned();
                        (name, std::fs::read_to_string(entry.path()).unwrap_or_default())
                    })
                    .collect()
            })
            .unwrap_or_default();
        files.sort();
        files
    }

    #[test]
    fn generated_typescript_matches_the_rust_types() {
        if std::env::var("VITRINE_WRITE_TS").is_ok_and(|value| value == "1") {
            let dir = generated_dir();
            for (name, _) in files(&dir) {
                std::fs::remove_file(dir.join(name)).unwrap();
            }
            export_all(&dir).unwrap();
        }
        let fresh = std::env::temp_dir().join(format!("vitrine-ts-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&fresh);
        export_all(&fresh).unwrap();
        let expected = files(&fresh);
        let committed = files(&generated_dir());
        let _ = std::fs::remove_dir_all(&fresh);
        assert_eq!(
            committed, expected,
            "ui/src/generated is out of date: run `VITRINE_WRITE_TS=1 cargo test api_types`"
        );
    }
}

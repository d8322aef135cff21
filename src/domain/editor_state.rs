//! The editor's state stored beside an article or a legal page, to edit it again as it
//! was written. It is only given back to the editor, never shown, but the server keeps
//! nothing it has not read: JSON of the shape the editor writes, of a bounded size.

use crate::answer_lang::error_text;

/// Far above a long page (the editor writes about 1 KB of state per paragraph), and
/// below the JSON body limit so that the field, not the body, is what is refused.
pub const EDITOR_STATE_MAX_BYTES: usize = 768 * 1024;

/// Ok when `json` is an object holding a `root` object, as the editor writes; else the
/// message for the field, in the caller's language.
pub fn check(json: &str) -> Result<(), String> {
    if json.len() > EDITOR_STATE_MAX_BYTES {
        return Err(error_text("validation.editorStateTooLong"));
    }
    let unreadable = || error_text("validation.editorStateUnreadable");
    let state: serde_json::Value = serde_json::from_str(json).map_err(|_| unreadable())?;
    if !state.get("root").is_some_and(serde_json::Value::is_object) {
        return Err(unreadable());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_an_editor_state_of_bounded_size_is_kept() {
        let written = r#"{"root":{"children":[{"type":"paragraph","children":[]}],"type":"root","version":1}}"#;
        assert_eq!(check(written), Ok(()));
        assert_eq!(check(r#"{"root":{}}"#), Ok(()));
        for bad in ["", "pas du JSON", "[]", "{}", r#"{"root":1}"#, r#"{"root":[]}"#, r#""root""#] {
            assert_eq!(check(bad), Err("L'état de l'éditeur est illisible.".into()), "{bad}");
        }
        let padding = " ".repeat(EDITOR_STATE_MAX_BYTES);
        assert_eq!(
            check(&format!("{written}{padding}")),
            Err("L'état de l'éditeur est trop long : 768 Ko au maximum.".into())
        );
    }
}

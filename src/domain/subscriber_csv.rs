//! Reading the newsletter's CSV imports (a header line naming `email` and optionally `lang`,
//! with `,` or `;` between cells as spreadsheets write them) into addresses or per-line
//! problems; `domain::csv` writes the exports.

use std::collections::HashMap;

use crate::domain::lang::Lang;
use crate::domain::limits;
use crate::domain::text::looks_like_email;

/// The most data lines one import reads.
pub const MAX_LINES: usize = 50_000;

/// One address read from a line.
#[derive(Debug, PartialEq)]
pub struct ImportLine {
    /// The line's number in the file, from 1 (the header's is 1).
    pub line: usize,
    pub email: String,
    pub lang: Lang,
}

#[derive(Debug, PartialEq)]
pub enum Problem {
    InvalidAddress,
    /// The address is already on the line given.
    Duplicate(usize),
    UnknownLanguage,
}

/// A line that cannot be imported, and why.
#[derive(Debug, PartialEq)]
pub struct LineProblem {
    pub line: usize,
    /// The address as written (cut to the length an address may have).
    pub email: String,
    pub problem: Problem,
}

/// Why a file cannot be read at all.
#[derive(Debug, PartialEq)]
pub enum FileProblem {
    NotText,
    NoEmailColumn,
    TooManyLines,
}

/// Every address of `file`, or every line that cannot be imported.
pub fn read_import(file: &[u8]) -> Result<Result<Vec<ImportLine>, Vec<LineProblem>>, FileProblem> {
    let text = std::str::from_utf8(file).map_err(|_| FileProblem::NotText)?;
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut lines =
        text.lines().enumerate().map(|(index, line)| (index + 1, line)).filter(|(_, line)| !line.trim().is_empty());
    let Some((_, header)) = lines.next() else { return Err(FileProblem::NoEmailColumn) };
    let separator = if header.contains(';') { ';' } else { ',' };
    let names: Vec<String> = cells(header, separator).map(|name| name.to_lowercase()).collect();
    let email_at = names.iter().position(|name| name == "email").ok_or(FileProblem::NoEmailColumn)?;
    let lang_at = names.iter().position(|name| name == "lang");

    let mut addresses = Vec::new();
    let mut problems = Vec::new();
    let mut seen: HashMap<String, usize> = HashMap::new();
    for (count, (line, content)) in lines.enumerate() {
        if count >= MAX_LINES {
            return Err(FileProblem::TooManyLines);
        }
        let row: Vec<String> = cells(content, separator).collect();
        let written = row.get(email_at).cloned().unwrap_or_default();
        let email = written.to_lowercase();
        let problem = |problem| LineProblem { line, email: written.chars().take(limits::EMAIL).collect(), problem };
        if email.chars().count() > limits::EMAIL || !looks_like_email(&email) {
            problems.push(problem(Problem::InvalidAddress));
            continue;
        }
        if let Some(first) = seen.get(&email) {
            problems.push(problem(Problem::Duplicate(*first)));
            continue;
        }
        seen.insert(email.clone(), line);
        let lang = match lang_at.and_then(|at| row.get(at)).map(|code| code.to_lowercase()) {
            None => Lang::default(),
            Some(code) if code.is_empty() => Lang::default(),
            Some(code) => match Lang::from_code(&code) {
                Some(lang) => lang,
                None => {
                    problems.push(problem(Problem::UnknownLanguage));
                    continue;
                }
            },
        };
        addresses.push(ImportLine { line, email, lang });
    }
    Ok(if problems.is_empty() { Ok(addresses) } else { Err(problems) })
}

/// The cells of a line, trimmed and unquoted (`"a ""b"""` is `a "b"`). Addresses and
/// language codes hold no separator, so a quoted separator needs no care.
fn cells(line: &str, separator: char) -> impl Iterator<Item = String> + '_ {
    line.split(separator).map(|cell| {
        let cell = cell.trim();
        match cell.strip_prefix('"').and_then(|inner| inner.strip_suffix('"')) {
            Some(inner) => inner.replace("\"\"", "\"").trim().to_string(),
            None => cell.to_string(),
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_reads_with_either_separator_and_optional_languages() {
        let file = "\u{feff}Email;Lang\r\n Awa@Exemple.km ;en\r\n\r\n\"ali@exemple.km\";\n";
        let read = read_import(file.as_bytes()).unwrap().unwrap();
        assert_eq!(
            read,
            vec![
                ImportLine { line: 2, email: "awa@exemple.km".into(), lang: Lang::En },
                ImportLine { line: 4, email: "ali@exemple.km".into(), lang: Lang::Fr },
            ]
        );
        let read = read_import(b"email\nzoe@exemple.km\n").unwrap().unwrap();
        assert_eq!(read[0].lang, Lang::Fr);
    }

    #[test]
    fn every_bad_line_is_reported_with_its_number() {
        let file = "email,lang\nawa@exemple.km,fr\nnot-an-address,fr\nAWA@exemple.km,en\nali@exemple.km,de\n";
        let problems = read_import(file.as_bytes()).unwrap().unwrap_err();
        let found: Vec<(usize, &str, &Problem)> =
            problems.iter().map(|problem| (problem.line, problem.email.as_str(), &problem.problem)).collect();
        assert_eq!(
            found,
            vec![
                (3, "not-an-address", &Problem::InvalidAddress),
                (4, "AWA@exemple.km", &Problem::Duplicate(2)),
                (5, "ali@exemple.km", &Problem::UnknownLanguage),
            ]
        );
    }

    #[test]
    fn files_that_cannot_be_read_say_why() {
        assert_eq!(read_import(b"name\nawa@exemple.km\n").unwrap_err(), FileProblem::NoEmailColumn);
        assert_eq!(read_import(b"").unwrap_err(), FileProblem::NoEmailColumn);
        assert_eq!(read_import(&[0xff, 0xfe, 0x00]).unwrap_err(), FileProblem::NotText);
        let long = format!("email\n{}", "a@b.km\n".repeat(MAX_LINES + 1));
        assert_eq!(read_import(long.as_bytes()).unwrap_err(), FileProblem::TooManyLines);
    }
}

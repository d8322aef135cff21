//! Writing the CSV files the back-office exports (newsletter subscribers, statistics): cells a
//! spreadsheet will not run as formulas (CSV injection), quoted when they must be.

/// One line of CSV ending in CRLF (RFC 4180), its cells separated by `separator`. A cell a
/// spreadsheet would read as a formula (starting with `=`, `+`, `-`, `@`, a tab or a carriage
/// return) gets a leading `'`, which makes it text; a cell with a separator, a quote or a line
/// break is quoted.
pub fn write_line(out: &mut String, separator: char, cells: &[&str]) {
    for (index, cell) in cells.iter().enumerate() {
        if index > 0 {
            out.push(separator);
        }
        let safe =
            if cell.starts_with(['=', '+', '-', '@', '\t', '\r']) { format!("'{cell}") } else { cell.to_string() };
        if safe.contains([',', ';', '"', '\n', '\r']) {
            out.push('"');
            out.push_str(&safe.replace('"', "\"\""));
            out.push('"');
        } else {
            out.push_str(&safe);
        }
    }
    out.push_str("\r\n");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn written_cells_cannot_run_as_formulas() {
        let mut out = String::new();
        write_line(&mut out, ',', &["=HYPERLINK(\"x\")", "+1", "-2", "@SUM(A1)", "plain", "a,b"]);
        assert_eq!(out, "\"'=HYPERLINK(\"\"x\"\")\",'+1,'-2,'@SUM(A1),plain,\"a,b\"\r\n");
    }

    #[test]
    fn either_separator_quotes_cells_holding_one() {
        let mut out = String::new();
        write_line(&mut out, ';', &["a;b", "c,d", "=1+1", "\tcmd", "x"]);
        assert_eq!(out, "\"a;b\";\"c,d\";'=1+1;'\tcmd;x\r\n");
    }
}

//! The icons the owner picks for his service cards and his activities' sections: one list the
//! server checks names against, the public pages draw (the UI's build draws each from its icon
//! package) and the back-office offers, written to `ui/src/generated/contentIcons.ts`.

/// Each icon by its name in the UI's icon package (lucide), as the templates' `icon()` reads it,
/// in the order the back-office offers them. Their French names are `adminContent:icons.<name>`.
pub const ALL: [&str; 30] = [
    "lightbulb",
    "compass",
    "banknote",
    "laptop",
    "palmtree",
    "users",
    "briefcase",
    "graduation-cap",
    "mic",
    "sparkles",
    "handshake",
    "target",
    "trending-up",
    "chart-column",
    "rocket",
    "scale",
    "leaf",
    "globe",
    "heart-handshake",
    "megaphone",
    "book-open",
    "calendar-days",
    "building-2",
    "landmark",
    "presentation",
    "sprout",
    "truck",
    "stethoscope",
    "palette",
    "languages",
];

/// What a service card showed before the owner could choose, by its place in the list.
const SERVICE_DEFAULTS: [&str; 6] = ["lightbulb", "compass", "banknote", "laptop", "palmtree", "users"];
/// What an activities section showed before the owner could choose; the sixth and later repeat the last.
const ACTIVITY_DEFAULTS: [&str; 6] = ["briefcase", "users", "graduation-cap", "palmtree", "mic", "sparkles"];

pub fn is_known(name: &str) -> bool {
    ALL.contains(&name)
}

/// The icon of the service card at `index` that names none (content written before icons were chosen).
pub fn service_default(index: usize) -> &'static str {
    SERVICE_DEFAULTS[index % SERVICE_DEFAULTS.len()]
}

/// The icon of the activities section at `index` that names none.
pub fn activity_default(index: usize) -> &'static str {
    ACTIVITY_DEFAULTS[index.min(ACTIVITY_DEFAULTS.len() - 1)]
}

/// `graduation-cap` → `GraduationCap`: the component the icon package exports under that name.
#[cfg(test)]
fn component_name(name: &str) -> String {
    name.split('-')
        .map(|part| {
            let mut chars = part.chars();
            chars.next().map(|first| first.to_ascii_uppercase().to_string() + chars.as_str()).unwrap_or_default()
        })
        .collect()
}

/// The TypeScript module the back-office's picker and the UI's build read the icons from.
#[cfg(test)]
pub fn typescript() -> String {
    let imports = ALL.iter().map(|name| component_name(name)).collect::<Vec<_>>().join(", ");
    let mut ts = format!(
        "// Written from src/domain/content_icon.rs by `VITRINE_WRITE_TS=1 cargo test api_types`. Do not edit.\n\n\
         import {{ {imports} }} from 'lucide-react';\n\n\
         /** The icons the owner may give a service card or an activities section, in the order offered. */\n\
         export const CONTENT_ICONS = [\n"
    );
    for name in ALL {
        ts.push_str(&format!("  {{ name: '{name}', Icon: {} }},\n", component_name(name)));
    }
    ts.push_str("] as const;\n\nexport type ContentIconName = (typeof CONTENT_ICONS)[number]['name'];\n");
    ts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_defaults_are_offered_and_no_icon_is_offered_twice() {
        for name in SERVICE_DEFAULTS.iter().chain(&ACTIVITY_DEFAULTS) {
            assert!(is_known(name), "{name}");
        }
        let mut names = ALL.to_vec();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), ALL.len());
    }

    #[test]
    fn defaults_follow_the_place_in_the_list() {
        assert_eq!(service_default(4), "palmtree");
        assert_eq!(service_default(6), "lightbulb");
        assert_eq!(activity_default(0), "briefcase");
        assert_eq!(activity_default(9), "sparkles");
        assert!(!is_known("skull"));
        assert!(!is_known("Lightbulb"));
    }

    #[test]
    fn components_are_named_as_the_icon_package_exports_them() {
        assert_eq!(component_name("graduation-cap"), "GraduationCap");
        assert_eq!(component_name("building-2"), "Building2");
        assert!(typescript().contains("  { name: 'building-2', Icon: Building2 },\n"));
    }
}

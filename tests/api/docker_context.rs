//! The Docker image builds from what its Dockerfile copies: this test rebuilds the
//! server stage's build context in a temporary folder (honouring .dockerignore) and
//! checks that Cargo loads the manifest and lockfile there and that every file the
//! sources embed at compile time is present, so a missing COPY fails here, not on a
//! user's server.

use std::path::{Path, PathBuf};
use std::process::Command;

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// One `COPY` instruction: its stage, whether it copies from another stage, its sources and destination.
struct Copy {
    stage: String,
    from_stage: bool,
    sources: Vec<String>,
    destination: String,
}

fn copies(dockerfile: &str) -> Vec<Copy> {
    let mut stage = String::new();
    let mut found = Vec::new();
    for line in dockerfile.lines().map(str::trim) {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.first().map(|word| word.to_ascii_uppercase()).as_deref() {
            Some("FROM") => stage = words.last().copied().unwrap_or_default().to_string(),
            Some("COPY") => {
                let from_stage = words.iter().any(|word| word.starts_with("--from="));
                let paths: Vec<String> =
                    words[1..].iter().filter(|word| !word.starts_with("--")).map(|word| word.to_string()).collect();
                let (destination, sources) = paths.split_last().expect("COPY has a destination");
                found.push(Copy {
                    stage: stage.clone(),
                    from_stage,
                    sources: sources.to_vec(),
                    destination: destination.clone(),
                });
            }
            _ => {}
        }
    }
    found
}

/// The .dockerignore patterns (plain paths and folders, which is all this project uses).
fn ignored(path: &Path, patterns: &[String]) -> bool {
    patterns.iter().any(|pattern| path.starts_with(pattern))
}

fn copy_tree(from: &Path, to: &Path, relative: &Path, patterns: &[String]) {
    if ignored(relative, patterns) {
        return;
    }
    if from.is_dir() {
        std::fs::create_dir_all(to).unwrap();
        for entry in std::fs::read_dir(from).unwrap() {
            let name = entry.unwrap().file_name();
            copy_tree(&from.join(&name), &to.join(&name), &relative.join(&name), patterns);
        }
    } else {
        std::fs::create_dir_all(to.parent().unwrap()).unwrap();
        std::fs::copy(from, to).unwrap();
    }
}

/// Paths the Rust sources embed at compile time, relative to the crate root.
fn embedded_paths(dir: &Path, root: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            embedded_paths(&path, root, out);
            continue;
        }
        if path.extension().is_none_or(|extension| extension != "rs") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        for (marker, relative_to_file) in
            [("include_str!(\"", true), ("include_bytes!(\"", true), ("embed_migrations!(\"", false)]
        {
            for piece in text.split(marker).skip(1) {
                let target = piece.split('"').next().unwrap();
                let base =
                    if relative_to_file { path.parent().unwrap().strip_prefix(root).unwrap() } else { Path::new("") };
                out.push(base.join(target));
            }
        }
        for piece in text.split("#[folder = \"$CARGO_MANIFEST_DIR/").skip(1) {
            out.push(PathBuf::from(piece.split('"').next().unwrap()));
        }
    }
}

/// Only this machine's dependencies are in the offline cache, as in the image's own builder.
fn host_triple() -> String {
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let version = Command::new(rustc).arg("-vV").output().expect("rustc runs");
    let text = String::from_utf8(version.stdout).unwrap();
    text.lines().find_map(|line| line.strip_prefix("host: ")).expect("rustc names its host").to_string()
}

#[test]
fn the_server_stage_of_the_dockerfile_has_everything_cargo_needs() {
    let dockerfile = std::fs::read_to_string(repo().join("Dockerfile")).unwrap();
    let patterns: Vec<String> = std::fs::read_to_string(repo().join(".dockerignore"))
        .unwrap()
        .lines()
        .map(|line| line.trim().trim_end_matches('/').to_string())
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .collect();
    for build_output in ["target", "data", "ui/node_modules"] {
        assert!(patterns.contains(&build_output.to_string()), ".dockerignore leaves out {build_output}");
    }

    let context = tempfile::tempdir().unwrap();
    let server_copies: Vec<Copy> = copies(&dockerfile).into_iter().filter(|copy| copy.stage == "server").collect();
    assert!(!server_copies.is_empty(), "the Dockerfile has a stage named server");
    for copy in &server_copies {
        if copy.from_stage {
            // The UI stage's output: the repository's own build stands for it.
            assert_eq!(copy.destination, "./ui/dist", "the server stage takes the UI build into ui/dist");
            copy_tree(&repo().join("ui/dist"), &context.path().join("ui/dist"), Path::new("ui/dist"), &[]);
            continue;
        }
        for source in &copy.sources {
            let from = repo().join(source);
            assert!(from.exists(), "the Dockerfile copies {source}, which does not exist");
            let destination = if copy.sources.len() > 1 || copy.destination.ends_with('/') {
                context.path().join(&copy.destination).join(source)
            } else {
                context.path().join(&copy.destination)
            };
            copy_tree(&from, &destination, Path::new(source), &patterns);
        }
    }

    let fetch = Command::new(env!("CARGO"))
        .args(["fetch", "--locked", "--offline", "--target", &host_triple()])
        .current_dir(context.path())
        .output()
        .expect("cargo runs");
    assert!(
        fetch.status.success(),
        "cargo cannot load the manifest in the image's build context:\n{}",
        String::from_utf8_lossy(&fetch.stderr)
    );

    let mut embedded = Vec::new();
    embedded_paths(&repo().join("src"), &repo(), &mut embedded);
    assert!(embedded.iter().any(|path| path.ends_with("migrations")), "the migrations are found among embedded paths");
    for path in embedded {
        assert!(
            context.path().join(&path).exists(),
            "the sources embed {}, which the image's build context lacks",
            path.display()
        );
    }
}

//! Builds the React UI into `ui/dist` before the binary embeds it, so that
//! `cargo build` alone produces a complete site: the app's `index.html`, the
//! public pages' script and stylesheet, and `.vite/manifest.json` naming them.
//! `VITRINE_SKIP_UI_BUILD=1` skips it (backend-only work); a placeholder page
//! and an empty manifest then keep the build going.

use std::path::Path;
use std::process::Command;

fn main() {
    let ui = Path::new("ui");
    let dist = ui.join("dist");
    for watched in [
        "src",
        "public",
        "index.html",
        "package.json",
        "package-lock.json",
        "vite.config.ts",
        "tsconfig.json",
        "tsconfig.app.json",
        "tsconfig.node.json",
    ] {
        println!("cargo:rerun-if-changed=ui/{watched}");
    }
    // The stylesheet holds the classes the server's templates use too (the `@source` of ui/src/index.css).
    println!("cargo:rerun-if-changed=templates");
    println!("cargo:rerun-if-env-changed=VITRINE_SKIP_UI_BUILD");

    let skip = std::env::var("VITRINE_SKIP_UI_BUILD").is_ok_and(|value| value == "1");
    if skip || !ui.join("package.json").exists() {
        if !dist.join("index.html").exists() {
            std::fs::create_dir_all(&dist).expect("creating ui/dist");
            std::fs::write(
                dist.join("index.html"),
                "<!doctype html><html lang=\"fr\"><head><meta charset=\"utf-8\"><!--vitrine-head--></head>\
                 <body><div id=\"root\"><!--vitrine-body--></div></body></html>\n",
            )
            .expect("writing the placeholder ui/dist/index.html");
        }
        let manifest = dist.join(".vite").join("manifest.json");
        if !manifest.exists() {
            std::fs::create_dir_all(dist.join(".vite")).expect("creating ui/dist/.vite");
            std::fs::write(&manifest, "{}\n").expect("writing the placeholder ui/dist/.vite/manifest.json");
        }
        return;
    }

    if !ui.join("node_modules").exists() {
        // The lockfile's exact versions, as CI and the Docker image install them.
        let install = if ui.join("package-lock.json").exists() { "ci" } else { "install" };
        run(
            Command::new("npm").arg(install).arg("--no-audit").arg("--no-fund").current_dir(ui),
            &format!("npm {install}"),
        );
    }
    run(Command::new("npm").arg("run").arg("build").current_dir(ui), "npm run build");
}

fn run(command: &mut Command, what: &str) {
    let status =
        command.status().unwrap_or_else(|err| panic!("could not start `{what}` (is Node.js installed?): {err}"));
    assert!(status.success(), "`{what}` failed with {status}");
}

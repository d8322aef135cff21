# The two everyday commands: `make run` (the site with demo content) and `make test` (every test).
.PHONY: run test lint fmt test-rust test-ui test-e2e deps

run:
	cargo run --release

test:
	bash scripts/test-all.sh

deps:
	bash scripts/ensure-deps.sh

# The checks `make test` runs first: formatting, Clippy, the UI's types, ESLint, Prettier and cargo deny.
lint:
	bash scripts/lint.sh

# Rewrites the Rust and UI sources the way the format checks want them.
fmt:
	cargo fmt
	cd ui && npx prettier --write .

test-rust:
	cargo test

test-ui:
	cd ui && npm test

test-e2e:
	cargo build && cd ui && npm run e2e

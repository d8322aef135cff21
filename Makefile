# The two everyday commands: `make run` (the site with demo content) and `make test` (every test).
.PHONY: run test test-rust test-ui test-e2e deps

run:
	cargo run --release

test:
	bash scripts/test-all.sh

deps:
	bash scripts/ensure-deps.sh

test-rust:
	cargo test

test-ui:
	cd ui && npm test

test-e2e:
	cargo build && cd ui && npm run e2e

# Three stages: build the UI, build the binary that embeds it, run it on a small
# image as a non-root user with its data in the /data volume.
FROM node:20-bookworm-slim AS ui
WORKDIR /src/ui
COPY ui/package.json ui/package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY ui/ ./
RUN npm run build

FROM rust:1.95-bookworm AS server
WORKDIR /src
COPY Cargo.toml Cargo.lock build.rs ./
COPY src ./src
COPY migrations ./migrations
COPY templates ./templates
COPY ui/src/locales ./ui/src/locales
# Cargo.toml declares the benchmarks: the manifest does not load without them.
COPY benches ./benches
COPY --from=ui /src/ui/dist ./ui/dist
ENV VITRINE_SKIP_UI_BUILD=1
RUN cargo build --release --locked

FROM debian:bookworm-slim
RUN useradd --system --uid 10001 --home-dir /data --shell /usr/sbin/nologin vitrine \
    && mkdir -p /data && chown vitrine:vitrine /data
COPY --from=server /src/target/release/vitrine /usr/local/bin/vitrine
USER vitrine
ENV VITRINE_ADDR=0.0.0.0:8080 \
    VITRINE_DATA=/data
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 CMD ["vitrine", "healthcheck"]
ENTRYPOINT ["vitrine"]
CMD ["serve"]

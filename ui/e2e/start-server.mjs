// Starts the real vitrine binary on a fresh temporary data directory, and removes the directory afterwards.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mailDirFor, startSmtpSink } from './smtp-sink.mjs';

const uiDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const port = process.env.E2E_PORT ?? '4180';
const binary = process.env.VITRINE_BIN ? path.resolve(process.env.VITRINE_BIN) : path.resolve(uiDir, '../target/debug/vitrine');

if (!fs.existsSync(binary)) {
  console.error(`vitrine binary not found at ${binary}: build it first or set VITRINE_BIN.`);
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-e2e-'));

function removeDataDir() {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(mailDirFor(port), { recursive: true, force: true });
}

// The site mails password links and notifications to a local sink the tests read.
const smtpPort = await startSmtpSink(mailDirFor(port));

const server = spawn(binary, ['serve', '--addr', `127.0.0.1:${port}`], {
  stdio: 'inherit',
  env: {
    RUST_LOG: 'warn',
    ...process.env,
    VITRINE_DATA: dataDir,
    VITRINE_TRUSTED_PROXIES: '127.0.0.1',
    VITRINE_ADMIN_EMAIL: 'admin@vitrine.test',
    VITRINE_ADMIN_PASSWORD: 'admin-password-e2e',
    VITRINE_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    // The import spec's old WordPress site, images included, is served on this machine.
    VITRINE_IMPORT_LOCAL_NETWORK: '1',
  },
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}

server.on('error', (error) => {
  console.error('vitrine could not be started:', error);
  removeDataDir();
  process.exit(1);
});

server.on('exit', (code, signal) => {
  removeDataDir();
  process.exit(code ?? (signal ? 0 : 1));
});

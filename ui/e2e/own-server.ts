// A server of a spec's own, on an empty data directory, for what would disturb the shared one (a site-wide
// requirement) or needs what it no longer is (a fresh install).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN } from './sessions';

const uiDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

export interface OwnServer {
  baseURL: string;
  stop: () => void;
}

/** Starts the binary the suite runs with no demo content and `ADMIN` as its first super administrator. */
export async function ownServer(port: number, env: Record<string, string> = {}): Promise<OwnServer> {
  const binary = process.env.VITRINE_BIN ? path.resolve(process.env.VITRINE_BIN) : path.resolve(uiDir, '../target/debug/vitrine');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-e2e-own-'));
  const server: ChildProcess = spawn(binary, ['serve', '--addr', `127.0.0.1:${port}`], {
    stdio: 'ignore',
    env: {
      ...process.env,
      RUST_LOG: 'warn',
      VITRINE_DATA: dataDir,
      VITRINE_DEMO: '0',
      VITRINE_TRUSTED_PROXIES: '127.0.0.1',
      VITRINE_ADMIN_EMAIL: ADMIN.email,
      VITRINE_ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const healthy = await fetch(`${baseURL}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error('the test server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseURL,
    stop: () => {
      server.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

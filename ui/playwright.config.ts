// Browser tests against the real vitrine binary, in Debian's Chromium, at desktop and phone widths.
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4180);
const BASE_URL = `http://127.0.0.1:${PORT}`;

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const DESKTOP = { viewport: { width: 1280, height: 800 } };
/** A small laptop or a tablet held sideways, where the back-office's tables and menus are tightest. */
const LAPTOP = { viewport: { width: 1024, height: 768 } };
const MOBILE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
/** Back-office specs that publish articles (or their translations, or send them to the newsletter), change the home page, the title, the timeline, the owner identity or the languages, or count the inbox. */
const CONTENT_EDITS =
  /(admin-(blog|backoffice|social)|owner-identity|assistant-admin|inbox|post-translations|content-translations|newsletter-send|article-preview|autosave|post-revisions|media-library|article-seo|article-tags|site-import)\.spec\.ts/;
/** The owner's journeys through the back-office, also run at the laptop width. */
const OWNER_JOURNEYS = /(admin-blog|owner-identity|assistant-admin)\.spec\.ts/;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    locale: 'fr-FR',
    timezoneId: 'Indian/Comoro',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: DESKTOP, testIgnore: CONTENT_EDITS },
    { name: 'mobile', use: MOBILE, testIgnore: CONTENT_EDITS },
    // Specs that change what every visitor sees run once the read-only ones are done.
    { name: 'desktop-content-edits', use: DESKTOP, testMatch: CONTENT_EDITS, dependencies: ['desktop', 'mobile'] },
    { name: 'mobile-content-edits', use: MOBILE, testMatch: CONTENT_EDITS, dependencies: ['desktop', 'mobile'] },
    { name: 'laptop-content-edits', use: LAPTOP, testMatch: OWNER_JOURNEYS, dependencies: ['desktop', 'mobile'] },
  ],
  webServer: {
    command: 'node e2e/start-server.mjs',
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(PORT) },
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});

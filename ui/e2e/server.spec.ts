// What the binary answers outside the app screens, and that a visit talks to no one else.
import { expect, test } from '@playwright/test';
import { waitForPage } from './support';

test.describe('server routes', () => {
  test.skip(({ isMobile }) => isMobile, 'plain HTTP checks do not depend on the screen');

  test('an unknown API path is a JSON 404', async ({ request }) => {
    const response = await request.get('/api/nope');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
    const body = (await response.json()) as { error?: { code?: string; message?: string } };
    expect(body.error?.code).toBe('not_found');
    expect(body.error?.message).toBeTruthy();
  });

  test('robots.txt is plain text', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/plain');
    expect(await response.text()).toMatch(/User-agent/i);
  });

  test('the favicon is a real icon', async ({ request }) => {
    const response = await request.get('/favicon.ico');
    expect(response.status()).toBe(200);
    const bytes = await response.body();
    expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });

  test('pages carry a content security policy without inline scripts', async ({ request }) => {
    const response = await request.get('/');
    const policy = response.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  });
});

test('a home page visit requests nothing from any other host and logs no error', async ({ page }) => {
  const foreignRequests: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (url.hostname !== '127.0.0.1') foreignRequests.push(request.url());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });

  await page.goto('/');
  await waitForPage(page);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');

  expect(foreignRequests).toEqual([]);
  expect(problems).toEqual([]);
});

// Moving a WordPress blog in through « Import et export »: a real-shaped export whose images an old site (a local
// server) still serves, but one; the owner follows the import, reads its report, finds an article with its images
// on the public site and its old address leading there, imports the file again to no effect, downloads the export,
// and moves it into an empty site where its articles come out the same.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { pngImage } from './images';
import { ownServer } from './own-server';
import { signInAsAdmin, uniqueTag } from './sessions';
import { takeTurn, toastRegion, visitorTest as test } from './support';

const POSTS = 30;
const DRAFT_EVERY = 8;
const COVER_EVERY = 6;
const INLINE_EVERY = 4;
/** The old site answers slowly enough for the import's progress to be seen. */
const IMAGE_DELAY_MS = 250;

/** The old WordPress site: any upload is a small PNG, given after a pause. */
async function oldSite(): Promise<{ address: string; close: () => void }> {
  const image = pngImage(320, 200, [14, 116, 144]);
  const server = http.createServer((request, response) => {
    if (!request.url?.startsWith('/wp-content/uploads/')) {
      response.writeHead(404).end();
      return;
    }
    setTimeout(() => response.writeHead(200, { 'Content-Type': 'image/png' }).end(image), IMAGE_DELAY_MS);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { address: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** An address nothing answers at: a port opened, then closed again. */
async function deadAddress(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

interface Post {
  id: number;
  slug: string;
  title: string;
  month: string;
  draft: boolean;
}

function postsOf(tag: string): Post[] {
  return Array.from({ length: POSTS }, (_, index) => {
    const id = index + 1;
    return {
      id,
      slug: `escale-${id}-${tag}`,
      title: `Escale ${id} aux Comores ${tag}`,
      month: String((index % 12) + 1).padStart(2, '0'),
      draft: id % DRAFT_EVERY === 0,
    };
  });
}

function itemOf(site: string, dead: string, post: Post): string {
  const day = String((post.id % 28) + 1).padStart(2, '0');
  const inline =
    post.id === 1
      ? `<!-- wp:image --><figure class="wp-block-image"><img src="${dead}/wp-content/uploads/perdue.png" alt="Vue perdue"/></figure><!-- /wp:image -->`
      : post.id % INLINE_EVERY === 0
        ? `<!-- wp:image --><figure class="wp-block-image"><img src="/wp-content/uploads/2019/${post.month}/vue-${post.id}.png" alt="Vue ${post.id}"/></figure><!-- /wp:image -->`
        : '';
  const cover =
    post.id % COVER_EVERY === 0
      ? `<wp:postmeta><wp:meta_key>_thumbnail_id</wp:meta_key><wp:meta_value>${1000 + post.id}</wp:meta_value></wp:postmeta>`
      : '';
  return `<item><title>${post.title}</title><link>${site}/2019/${post.month}/${post.slug}/</link>
<dc:creator><![CDATA[awa]]></dc:creator>
<content:encoded><![CDATA[<!-- wp:paragraph --><p>Le lagon au petit matin, escale ${post.id}.</p><!-- /wp:paragraph -->
${inline}
<!-- wp:paragraph --><p>Puis la route vers <strong>Moroni</strong> &amp; le marché.</p><!-- /wp:paragraph -->]]></content:encoded>
<excerpt:encoded><![CDATA[]]></excerpt:encoded>
<wp:post_id>${post.id}</wp:post_id><wp:post_date>2019-${post.month}-${day} 11:00:00</wp:post_date>
<wp:post_date_gmt>2019-${post.month}-${day} 08:00:00</wp:post_date_gmt>
<wp:post_name><![CDATA[${post.slug}]]></wp:post_name><wp:status>${post.draft ? 'draft' : 'publish'}</wp:status>
<wp:post_type>post</wp:post_type>
<category domain="category" nicename="voyages"><![CDATA[Voyages]]></category>
<category domain="post_tag" nicename="mer"><![CDATA[Mer]]></category>
<category domain="post_tag" nicename="plages"><![CDATA[Plages]]></category>${cover}</item>`;
}

function attachmentOf(site: string, post: Post): string {
  return `<item><title>couverture-${post.id}.png</title><wp:post_id>${1000 + post.id}</wp:post_id>
<wp:post_type>attachment</wp:post_type><wp:post_parent>${post.id}</wp:post_parent>
<wp:attachment_url>${site}/wp-content/uploads/2019/${post.month}/couverture-${post.id}.png</wp:attachment_url></item>`;
}

/** What WordPress writes from Outils › Exporter › Tous les contenus, for the posts given. */
function wordpressExport(site: string, dead: string, posts: Post[]): string {
  return `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"
  xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wfw="http://wellformedweb.org/CommentAPI/"
  xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
<title>Carnets des Comores</title><link>${site}</link><description>Un ancien blog</description>
<language>fr-FR</language><wp:wxr_version>1.2</wp:wxr_version><wp:base_site_url>${site}</wp:base_site_url>
<wp:author><wp:author_id>1</wp:author_id><wp:author_login><![CDATA[awa]]></wp:author_login>
<wp:author_email><![CDATA[awa@ancien-blog.km]]></wp:author_email>
<wp:author_display_name><![CDATA[Awa Mzé]]></wp:author_display_name></wp:author>
<wp:category><wp:term_id>2</wp:term_id><wp:category_nicename>voyages</wp:category_nicename>
<wp:cat_name><![CDATA[Voyages]]></wp:cat_name></wp:category>
<wp:tag><wp:term_id>3</wp:term_id><wp:tag_slug>mer</wp:tag_slug><wp:tag_name><![CDATA[Mer]]></wp:tag_name></wp:tag>
${posts
  .filter((post) => post.id % COVER_EVERY === 0)
  .map((post) => attachmentOf(site, post))
  .join('\n')}
${posts.map((post) => itemOf(site, dead, post)).join('\n')}
</channel>
</rss>
`;
}

function countIn(page: Page, label: string) {
  return page
    .getByRole('region', { name: /^Bilan du dernier import/ })
    .locator('dl > div')
    .filter({ hasText: label })
    .locator('dd');
}

async function importThroughScreen(page: Page, name: string, file: string) {
  await page.getByLabel("Fichier d'export").setInputFiles({ name, mimeType: 'text/xml', buffer: Buffer.from(file) });
  await page.getByRole('button', { name: 'Importer ce fichier' }).click();
}

test('a WordPress blog moves in once, with its images and old addresses, and the site goes out as one archive', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const tag = uniqueTag();
  const posts = postsOf(tag);
  const site = await oldSite();
  const file = wordpressExport(site.address, await deadAddress(), posts);
  const name = `carnets-${tag}.xml`;
  // One import at a time on the whole server: the desktop and phone runs take turns.
  const release = await takeTurn('site-import');
  try {
    await signInAsAdmin(page);
    await page.goto('/admin/import-export');
    await expect(page.getByRole('heading', { level: 1, name: 'Import et export' })).toBeVisible();

    await importThroughScreen(page, name, file);
    await expect(page.getByRole('progressbar', { name: new RegExp(`^\\d+ articles? sur ${POSTS}$`) })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Bilan du dernier import (WordPress)' })).toBeVisible({
      timeout: 90_000,
    });
    await expect(toastRegion(page)).toContainText('Import terminé.');
    const drafts = posts.filter((post) => post.draft).length;
    await expect(countIn(page, 'Articles créés')).toHaveText(`${POSTS}dont ${drafts} brouillons`);
    await expect(countIn(page, 'Déjà présents')).toHaveText('0');
    await expect(page.getByText('1 image restée en lien')).toBeVisible();
    await expect(page.getByText(/\/wp-content\/uploads\/perdue\.png/)).toBeVisible();
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    expect(axe.violations).toEqual([]);

    const pictured = posts.find((post) => !post.draft && post.id % COVER_EVERY === 0 && post.id % INLINE_EVERY === 0);
    if (!pictured) throw new Error('the fixture has an article with a cover and a picture in its text');
    const article = `/blog/${pictured.slug}`;
    const moved = await page.request.get(`/2019/${pictured.month}/${pictured.slug}/`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(article);
    await page.goto(`/2019/${pictured.month}/${pictured.slug}/`);
    await expect(page).toHaveURL(article);
    await expect(page.getByRole('heading', { level: 1, name: pictured.title })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Mots-clés' }).getByRole('link')).toHaveText(['Mer', 'Plages']);
    const inline = page.getByRole('img', { name: `Vue ${pictured.id}` });
    await expect(inline).toHaveAttribute('src', /^\/media\/images\//);
    expect(await inline.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const lost = posts[0];
    expect(await (await page.request.get(`/blog/${lost.slug}`)).text()).toContain('/wp-content/uploads/perdue.png"');

    await page.goto('/admin/import-export');
    await importThroughScreen(page, name, file);
    await expect(countIn(page, 'Déjà présents')).toHaveText(String(POSTS), { timeout: 60_000 });
    await expect(countIn(page, 'Articles créés')).toHaveText('0');
  } finally {
    release();
    site.close();
  }

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: "Télécharger l'archive" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^vitrine-export-\d{4}-\d{2}-\d{2}\.tar\.gz$/);
  expect(await download.failure()).toBeNull();

  // The archive moves into an empty site through the same screen, and its articles come out the same, field by field.
  const server = await ownServer(Number(process.env.E2E_PORT ?? 4180) + 330 + testInfo.workerIndex);
  const context = await browser.newContext({ baseURL: server.baseURL });
  try {
    const empty = await context.newPage();
    await signInAsAdmin(empty);
    await empty.goto('/admin/import-export');
    await empty.getByLabel("Fichier d'export").setInputFiles(await download.path());
    await empty.getByRole('button', { name: 'Importer ce fichier' }).click();
    await expect(empty.getByRole('region', { name: 'Bilan du dernier import (Vitrine)' })).toBeVisible({ timeout: 90_000 });
    const [before, after] = await Promise.all([articlesOf(page, tag), articlesOf(empty, tag)]);
    expect(after.length).toBe(POSTS);
    expect(after).toEqual(before);
    const cover = after.find((post) => typeof post.cover_image === 'string')?.cover_image as string;
    expect((await empty.request.get(cover)).headers()['content-type']).toBe('image/webp');
  } finally {
    await context.close();
    server.stop();
  }
});

/** The articles of this run as the back-office reads them, less what each database numbers for itself. */
async function articlesOf(page: Page, tag: string): Promise<Record<string, unknown>[]> {
  const { posts } = (await (await page.request.get('/api/admin/posts')).json()) as { posts: Record<string, unknown>[] };
  const ours = posts.filter((post) => String(post.slug).endsWith(tag));
  const whole = await Promise.all(
    ours.map(async (post) => {
      const { post: read } = (await (await page.request.get(`/api/admin/posts/${post.id}`)).json()) as {
        post: Record<string, unknown>;
      };
      const { id: _id, versions: _versions, translation_of: _source, ...fields } = read;
      return fields;
    }),
  );
  return whole.sort((left, right) => String(left.slug).localeCompare(String(right.slug)));
}

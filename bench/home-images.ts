// npm run bench:home-images (after `npm run build`) — the image bytes a phone downloads for the home
// page (issue 11, responsive images). The demo clinic with every promotion, service and team photo
// replaced by a library photo (2400 × 1600, stored as the picker stores it: the 1600 px WebP), the
// page opened at 375 px wide at device pixel ratios 1, 2 and 3 and scrolled to the bottom so every
// lazy image loads; sums the bytes of every image response. "before" is the same page with its
// <source> elements removed — exactly the markup before LibraryImage (each <img src> the 1600 px
// WebP); "after" is the page as served. Scripts are off in both, so only the markup decides. The last
// line is JSON.
import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { serve } from '@hono/node-server';
import { chromium, type Browser } from '@playwright/test';
import sharp from 'sharp';
import { promotion, service, staff } from '../server/db/schema/content';
import { bumpContentVersion } from '../server/domain/site/content-version';
import { CONTENT_TAGS } from '../server/domain/site/content-tags';
import { signedIn } from '../tests/helpers/api-browser';
import { createTestApp } from '../tests/helpers/test-app';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** A photo-like picture: smooth colour fields with grain (compresses like a photo, not like noise or a flat colour). */
async function photo(i: number): Promise<Buffer> {
  const small = await sharp({ create: { width: 48, height: 32, channels: 3, background: { r: (i * 53) % 255, g: (i * 97) % 255, b: (i * 31) % 255 }, noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer();
  const base = await sharp(small).resize(2400, 1600, { kernel: 'cubic' }).blur(8).toBuffer();
  return sharp(base)
    .composite([{ input: await sharp({ create: { width: 2400, height: 1600, channels: 4, background: { r: 128, g: 128, b: 128, alpha: 0.12 }, noise: { type: 'gaussian', mean: 128, sigma: 30 } } }).png().toBuffer(), blend: 'overlay' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

const t = await createTestApp();
const admin = await signedIn(t, 'admin');
const db = t.database.db;
const rows = { promotion: await db.select().from(promotion), service: await db.select().from(service), staff: await db.select().from(staff) };
let n = 0;
async function libraryPhoto(): Promise<string> {
  const bytes = await photo(++n);
  const { 'content-type': _json, ...headers } = { ...admin.headers(), 'content-type': '' };
  const res = await t.request(`/api/manage/media?name=bench-${n}.jpg`, { method: 'POST', headers: { ...headers, 'content-type': 'image/jpeg' }, body: new Uint8Array(bytes) });
  const { image } = (await res.json()) as { image: { variants: { path: string; width: number; format: string }[] } };
  return image.variants.filter((v) => v.format === 'webp').sort((a, b) => b.width - a.width)[0]!.path;
}
for (const r of rows.promotion) await db.update(promotion).set({ image: await libraryPhoto() }).where(eq(promotion.id, r.id));
for (const r of rows.service) await db.update(service).set({ image: await libraryPhoto() }).where(eq(service.id, r.id));
for (const r of rows.staff) await db.update(staff).set({ photo: await libraryPhoto() }).where(eq(staff.id, r.id));
await bumpContentVersion(db, CONTENT_TAGS);

const port = await freePort();
const server = serve({ fetch: (req) => t.app.fetch(req), port, hostname: '127.0.0.1' });
const base = `http://127.0.0.1:${port}`;

async function measure(browser: Browser, dpr: number, before: boolean) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: dpr, isMobile: true, hasTouch: true, javaScriptEnabled: false });
  const page = await context.newPage();
  if (before) {
    await page.route(`${base}/`, async (route) => {
      const res = await route.fetch();
      await route.fulfill({ response: res, body: (await res.text()).replace(/<source [^>]*>/g, '') });
    });
  }
  let bytes = 0;
  let count = 0;
  const pending: Promise<void>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'image') return;
    pending.push(
      res.body().then(
        (b) => {
          bytes += b.length;
          count += 1;
        },
        () => undefined,
      ),
    );
  });
  await page.goto(`${base}/`, { waitUntil: 'load' });
  for (let y = 0; y < 40; y++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(60);
  }
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  return { kB: Math.round(bytes / 1024), images: count };
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const result: Record<string, { before: { kB: number; images: number }; after: { kB: number; images: number } }> = {};
for (const dpr of [1, 2, 3]) result[`dpr${dpr}`] = { before: await measure(browser, dpr, true), after: await measure(browser, dpr, false) };
await browser.close();
server.close();
await t.close();
for (const [k, v] of Object.entries(result)) console.log(`375 px, ${k}: before ${v.before.kB} kB in ${v.before.images} images, after ${v.after.kB} kB in ${v.after.images} images`);
console.log(JSON.stringify({ libraryImages: n, ...result }));

// Shared data and helpers of the public-site end-to-end tests.
import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { demoContent } from '../../server/db/seed/demo-content';
import { roleCookies, type Role } from './auth-state';

export type Lng = 'zh-HK' | 'zh-CN' | 'en';

/** The three languages and their URL prefixes: zh-HK unprefixed. */
export const LANGS: readonly { lng: Lng; prefix: string }[] = [
  { lng: 'zh-HK', prefix: '' },
  { lng: 'zh-CN', prefix: '/zh-CN' },
  { lng: 'en', prefix: '/en' },
];

/** "/team" in a language ("/en/team"; "/" → "/en"). */
export function localize(p: string, lng: Lng): string {
  const prefix = LANGS.find((l) => l.lng === lng)!.prefix;
  if (!prefix) return p;
  return p === '/' ? prefix : prefix + p;
}

// The demo content the e2e server is seeded with (tests/e2e/start-server.mjs runs with DEMO=1).
export const SERVICES = demoContent.services.filter((s) => s.isShow !== false);
export const BLOG_POSTS = demoContent.blogPosts.filter((p) => !p.publishAt || p.publishAt.getTime() <= Date.now());
/** The languages a demo post is written in: the only ones it is listed and shown in. */
export const postLanguages = (p: (typeof BLOG_POSTS)[number]): Lng[] => LANGS.map((l) => l.lng).filter((l) => p.title[l] !== '');
/** The public demo posts written in `lng`. */
export const postsIn = (lng: Lng) => BLOG_POSTS.filter((p) => postLanguages(p).includes(lng));
export const EVENTS = demoContent.events.filter((e) => e.isShow !== false);

export const STATIC_PAGES = ['/', '/team', '/services', '/blog', '/faq', '/about', '/privacy', '/events'];
export const HOME_SECTIONS = ['aloha', 'promotion', 'services', 'diagnosis', 'team', 'reviews', 'about', 'contact'];

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 812 };

/** A translation from locales/<lng>/common.json, read at test time ("btn.ok"). */
export function translation(lng: Lng, key: string, ns = 'common'): string {
  const file = path.join(process.cwd(), 'locales', lng, `${ns}.json`);
  let node: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`No translation ${lng}:${ns}:${key}`);
  return node;
}

declare global {
  interface Window {
    __alohaOverlays?: {
      openOverlay: (opts: Record<string, unknown>) => string;
      toast: (msg: unknown) => string;
      alertBox: (opts: Record<string, unknown>) => Promise<void>;
      confirmBox: (opts: Record<string, unknown>) => Promise<boolean>;
    };
  }
}

/**
 * Opens a page and waits until React has hydrated it (the overlay host sets window.__alohaOverlays
 * in an effect, so it exists only once the app runs).
 */
export async function gotoHydrated(page: Page, url: string) {
  const res = await page.goto(url);
  await page.waitForFunction(() => window.__alohaOverlays !== undefined, undefined, { timeout: 15_000 });
  return res;
}

/** All <link> tags of an HTML document as attribute maps (attribute names lower-cased). */
export function linkTags(html: string): Record<string, string>[] {
  return [...html.matchAll(/<link\b[^>]*>/gi)].map((m) => {
    const attrs: Record<string, string> = {};
    for (const a of m[0].matchAll(/([\w:-]+)="([^"]*)"/g)) attrs[a[1]!.toLowerCase()] = decodeEntities(a[2]!);
    return attrs;
  });
}

export function decodeEntities(s: string): string {
  return s
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The value of the <html lang> attribute of a document. */
export function htmlLang(html: string): string | undefined {
  return /<html\b[^>]*\blang="([^"]*)"/i.exec(html)?.[1];
}

/**
 * The e2e `test`: Playwright's, plus `asMember`, `asAdmin` and `asStaff` — the test's own page
 * already holding that role's session, signed in once for the whole run by the setup project
 * (tests/e2e/auth.setup.ts). Tests using them must not end the session (log out, password change).
 */
export const test = base.extend<{ asMember: Page; asAdmin: Page; asStaff: Page }>({
  asMember: async ({ page }, use) => use(await withRole(page, 'member')),
  asAdmin: async ({ page }, use) => use(await withRole(page, 'admin')),
  asStaff: async ({ page }, use) => use(await withRole(page, 'staff')),
});

async function withRole(page: Page, role: Role): Promise<Page> {
  await page.context().addCookies(roleCookies(role));
  return page;
}

export { expect };

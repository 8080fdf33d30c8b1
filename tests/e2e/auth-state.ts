// The signed-in states of the demo accounts, made once per test run by auth.setup.ts (the "setup"
// project every browser project depends on) and shared by every worker: sign-in is rate-limited per
// account, and signing in once per role instead of once per worker keeps the suite fast.
import fs from 'node:fs';
import path from 'node:path';
import type { Cookie } from '@playwright/test';

export type Role = 'member' | 'admin' | 'staff';
export const ROLES: readonly Role[] = ['member', 'admin', 'staff'];

/** playwright/.auth/<role>.json (ignored by git). */
export const authFile = (role: Role) => path.join(process.cwd(), 'playwright', '.auth', `${role}.json`);

const cache = new Map<Role, Cookie[]>();

/** The cookies of a role's stored session (read once per worker). Tests using it must not end it. */
export function roleCookies(role: Role): Cookie[] {
  let cookies = cache.get(role);
  if (!cookies) {
    const file = authFile(role);
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run the e2e suite through its "setup" project (playwright.config.ts)`);
    cookies = (JSON.parse(fs.readFileSync(file, 'utf8')) as { cookies: Cookie[] }).cookies;
    cache.set(role, cookies);
  }
  return cookies;
}

// The data access request (issue 14; docs/privacy.md): the demo member downloads their data from the
// profile — a ZIP with every table and a page to read — and staff download the same for a written
// request from the member's page, after naming it.
import fs from 'node:fs';
import JSZip from 'jszip';
import type { Download, Page } from '@playwright/test';
import { DESKTOP, PHONE, expect, gotoHydrated, test, translation } from '../fixtures';
import { api } from '../manage/manage-helpers';

const a = (key: string) => translation('en', key, 'account');
const c = (key: string) => translation('en', key, 'cms');

async function zipOf(download: Download) {
  return JSZip.loadAsync(fs.readFileSync((await download.path())!));
}

async function saved(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), zip: await zipOf(download) };
}

test('a member downloads everything held about them from the profile, on a phone', async ({ asMember: page }) => {
  await page.setViewportSize(PHONE);
  await gotoHydrated(page, '/en/user/profile');
  const card = page.locator('#data');
  await expect(card.getByRole('heading', { name: a('profile.data') })).toBeVisible();
  await expect(card.getByRole('link', { name: a('profile.dataPrivacy') })).toHaveAttribute('href', '/en/privacy#privacy-rights');
  const { name, zip } = await saved(page, () => card.getByTestId('data-export-download').click());
  expect(name).toMatch(/^aloha-data-[A-Z0-9]+-\d{8}\.zip$/);
  const memberRows = JSON.parse(await zip.file('data/member.json')!.async('string')) as { fullname: string }[];
  expect(memberRows).toHaveLength(1);
  expect(JSON.parse(await zip.file('data/booking.json')!.async('string')).length).toBeGreaterThan(0);
  const html = await zip.file('index.html')!.async('string');
  expect(html).toContain(a('dataExport.page.title'));
  expect(html).toContain(memberRows[0]!.fullname);
});

test('staff download a member\'s data for a written request, named first, from the member\'s page', async ({ asAdmin: page }) => {
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, '/manage?lng=en');
  const demo = (await api(page, 'GET', '/api/manage/members?q=61234567')).rows[0] as { id: string };
  await gotoHydrated(page, `/manage/members/${demo.id}`);
  await page.getByTestId('member-data-export').click();
  const form = page.getByTestId('data-export-form');
  await expect(page.getByRole('dialog', { name: c('member.dataExport.title') })).toBeVisible();
  // Without the request named, nothing is downloaded.
  await form.getByTestId('data-export-submit').click();
  await expect(form.getByText(translation('en', 'form.required', 'types').split('{{')[0]!.trim(), { exact: false })).toBeVisible();
  await form.getByLabel(c('member.dataExport.reason')).fill('Letter of 27 Nov 2026, ref. DAR-1');
  const { name, zip } = await saved(page, () => form.getByTestId('data-export-submit').click());
  expect(name).toMatch(/^aloha-data-[A-Z0-9]+-\d{8}\.zip$/);
  // In the member's own language.
  expect(await zip.file('index.html')!.async('string')).toMatch(/<html lang="(zh-HK|zh-CN|en)">/);
  await expect(page.getByText(c('member.dataExport.done'))).toBeVisible();
});

// CREDIT and POINT end to end: staff open the demo member's "Credit and points" from the member page,
// add credit with a note (confirmed), are told inline when a spend is more than the balance, export
// the movements as CSV; the member then sees the balance and the movement on a 375 px phone. Other
// tests may earn the demo member points meanwhile, so only CREDIT is counted here.
import fs from 'node:fs';
import { formatMoney } from '../../../common/constants';
import { DESKTOP, PHONE, expect, gotoHydrated, test, translation } from '../fixtures';
import { roleCookies } from '../auth-state';
import { expectNoSeriousAxeViolation } from '../site/axe-check';
import { api, expectFitsPhone } from './manage-helpers';

const fill = (s: string, params: Record<string, string>) => s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => params[k] ?? `{{${k}}}`);
const m = (key: string, params: Record<string, string> = {}, lng: 'en' | 'zh-HK' = 'en') => fill(translation(lng, key, 'manage'), params);
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pay = (key: string, params: Record<string, string> = {}, lng: 'en' | 'zh-HK' = 'en') => fill(translation(lng, key, 'pay'), params);

test('staff add credit to a member with a note; a spend beyond the balance is refused on the field; the member sees balance and movement on a phone', async ({ asAdmin: admin, browser, baseURL }) => {
  const stamp = Date.now().toString(36);
  const note = `Goodwill for the late start ${stamp}`;
  await admin.setViewportSize(DESKTOP);
  await gotoHydrated(admin, '/manage?lng=en');
  const list = await api(admin, 'GET', '/api/manage/members?q=61234567');
  const id = (list.rows as { id: string; nickname: string }[]).find((r) => r.nickname === '大文')!.id;
  const start = await api(admin, 'GET', `/api/manage/members/${id}/ledger`);
  const before = start.balances.CREDIT as number;
  const pointValue = formatMoney(start.points.valueCents);

  // From the member's back-office page to their ledger.
  await gotoHydrated(admin, `/manage/members/${id}?lng=en`);
  await admin.getByTestId('member-ledger-link').click();
  await expect(admin).toHaveURL(`/manage/members/${id}/ledger`);
  await gotoHydrated(admin, `/manage/members/${id}/ledger?lng=en`);
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(m('ledger.title', { name: '陳大文' }));
  await expect(admin.getByTestId('ledger-balance-CREDIT')).toHaveText(formatMoney(before));

  // Add HK$123.45 of credit: the form asks first, then the balance and the list show it.
  const form = admin.getByTestId('ledger-form');
  await form.getByLabel(m('ledger.form.reason')).selectOption('ADJUST');
  await form.getByLabel(m('ledger.form.currency')).selectOption('CREDIT');
  await form.getByLabel(m('ledger.form.direction')).selectOption('ADD');
  await form.getByTestId('ledger-amount').fill('123.45');
  await form.getByLabel(m('ledger.form.note')).fill(note);
  await form.getByTestId('ledger-submit').click();
  const confirm = admin.getByRole('dialog');
  await expect(confirm).toContainText(m('ledger.form.confirmTitle'));
  await expect(confirm).toContainText(`+${formatMoney(12_345)}`);
  await expect(confirm).toContainText(formatMoney(before + 12_345));
  await confirm.getByRole('button', { name: translation('en', 'btn.yes') }).click();
  await expect(admin.getByText(m('ledger.form.done'))).toBeVisible();
  await expect(admin.getByTestId('ledger-balance-CREDIT')).toHaveText(formatMoney(before + 12_345));
  const row = admin.getByTestId('ledger-row').first();
  await expect(row).toHaveAttribute('data-reason', 'ADJUST');
  await expect(row.getByTestId('ledger-delta')).toHaveText(`+${formatMoney(12_345)}`);
  await expect(row.getByTestId('ledger-note')).toHaveText(note);
  await expect(form.getByLabel(m('ledger.form.note'))).toHaveValue('');

  // Spending more than is there: nothing is recorded, the amount field says what is available.
  await form.getByLabel(m('ledger.form.reason')).selectOption('SPEND');
  await expect(form.getByLabel(m('ledger.form.currency'))).toBeDisabled();
  const tooMuch = before + 12_345 + 100;
  await form.getByTestId('ledger-amount').fill(`${Math.floor(tooMuch / 100)}.${String(tooMuch % 100).padStart(2, '0')}`);
  await form.getByLabel(m('ledger.form.note')).fill('Too much');
  await form.getByTestId('ledger-submit').click();
  await admin.getByRole('dialog').getByRole('button', { name: translation('en', 'btn.yes') }).click();
  await expect(form.getByTestId('ledger-amount')).toHaveAttribute('aria-invalid', 'true');
  await expect(form).toContainText(fill(translation('en', 'error.ledger.insufficient'), { balance: formatMoney(before + 12_345) }));
  await expect(admin.getByTestId('ledger-balance-CREDIT')).toHaveText(formatMoney(before + 12_345));

  // The movements as CSV: the note and the amount as shown.
  const download = admin.waitForEvent('download');
  await admin.getByTestId('ledger-table-export').click();
  const csv = fs.readFileSync((await (await download).path())!, 'utf8');
  expect(csv).toContain(note);
  expect(csv).toContain(`+${formatMoney(12_345)}`);
  await expectNoSeriousAxeViolation(admin, 'member ledger (1280 px)');

  await admin.setViewportSize(PHONE);
  await gotoHydrated(admin, `/manage/members/${id}/ledger?lng=zh-HK`);
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(m('ledger.title', { name: '陳大文' }, 'zh-HK'));
  await expectFitsPhone(admin, 'member ledger (zh-HK)');

  // The member, on a phone: from the account page to their balances.
  const ctx = await browser.newContext({ baseURL, viewport: PHONE });
  await ctx.addCookies(roleCookies('member'));
  const member = await ctx.newPage();
  try {
    await gotoHydrated(member, '/en/user');
    await member.getByTestId('link-balances').click();
    await expect(member).toHaveURL('/en/user/balances');
    await expect(member.getByRole('heading', { level: 1 })).toHaveText(translation('en', 'myBalances.title', 'site'));
    await expect(member.getByTestId('balance-CREDIT').getByTestId('balance-amount')).toHaveText(formatMoney(before + 12_345));
    // What points are worth, in money (the count may grow meanwhile: other tests pay for events).
    const worth = escapeRegExp(pay('balances.pointsWorth', { amount: '\u0000', each: pointValue })).replace('\u0000', 'HK\\$[\\d,.]+');
    await expect(member.getByTestId('balance-points-worth')).toHaveText(new RegExp(`^${worth}$`));
    const mine = member.getByTestId('ledger-row').filter({ hasText: note });
    await expect(mine).toHaveCount(1);
    await expect(mine.getByTestId('ledger-reason')).toHaveText(translation('en', 'enum.ledgerReason.ADJUST'));
    await expect(mine.getByTestId('ledger-delta')).toHaveText(`+${formatMoney(12_345)}`);
    await expectFitsPhone(member, 'my balances (en)');

    // Only credit: the tab keeps the movement, the points tab does not show it.
    await member.getByTestId('balances-tab-POINT').click();
    await expect(member).toHaveURL('/en/user/balances?currency=POINT');
    await expect(member.getByTestId('ledger-row').filter({ hasText: note })).toHaveCount(0);
    await member.getByTestId('balances-tab-CREDIT').click();
    await expect(member.getByTestId('ledger-row').filter({ hasText: note })).toHaveCount(1);

    await gotoHydrated(member, '/user/balances');
    await expect(member.getByRole('heading', { level: 1 })).toHaveText(translation('zh-HK', 'myBalances.title', 'site'));
    await expect(member.getByTestId('ledger-row').filter({ hasText: note }).getByTestId('ledger-reason')).toHaveText(translation('zh-HK', 'enum.ledgerReason.ADJUST'));
    await expectFitsPhone(member, 'my balances (zh-HK)');
  } finally {
    await ctx.close();
  }
});

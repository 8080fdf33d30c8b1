// Customer-service chat and live notifications (issue 5 items 3–6, Playwright part of 7): the
// member on /en/chat and staff on /manage/chat in two browser contexts exchange messages with the
// typing indicator, read receipts and unread counts, and a photo and a document; the member's socket is dropped
// mid-conversation and every message still shows exactly once, in order; a booking accepted by
// staff lights the header bell's dot live; app events (APP_BUILD, SYS_I18N_UPDATE) reach the
// page; axe and a 375 px phone on both screens.
import AxeBuilder from '@axe-core/playwright';
import { test, type Browser, type BrowserContext, type Page, type WebSocketRoute } from '@playwright/test';
import { addDays, toClinicDate } from '../../../common/clinic-time';
import { MEMBER, useMemberSession } from '../account/helpers';
import { DESKTOP, expect, gotoHydrated, PHONE, translation } from '../fixtures';
import { STAFF, openAs } from '../manage/manage-helpers';

// The member's room is shared by these tests (one SERVICE room per member): run them in order.
test.describe.configure({ mode: 'serial' });

/** The staff account speaks zh-HK; the member reads /en. */
const zh = (key: string, params: Record<string, string | number> = {}) =>
  translation('zh-HK', key, 'chat').replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? `{{${k}}}`));
const en = (key: string, params: Record<string, string | number> = {}) =>
  translation('en', key, 'chat').replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? `{{${k}}}`));
const SERVICE_EN = translation('en', 'chat.serviceName');
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * Routes the context's Socket.IO WebSockets through the test, forwarding every frame, so it can
 * cut them or inject server events. `upgraded` turns true once the page switched to the
 * WebSocket (engine.io's "5" after the probe); frames sent before that are ignored by the page.
 */
async function routeSockets(ctx: BrowserContext, refuse: () => boolean) {
  const state = { upgraded: false, open: [] as { page: WebSocketRoute; server: WebSocketRoute }[] };
  await ctx.routeWebSocket(/\/socket\.io\//, (ws) => {
    if (refuse()) {
      void ws.close().catch(() => undefined);
      return;
    }
    const server = ws.connectToServer();
    ws.onMessage((msg) => {
      if (msg === '5') state.upgraded = true;
      server.send(msg);
    });
    server.onMessage((msg) => ws.send(msg));
    state.open.push({ page: ws, server });
  });
  return state;
}

async function openMember(browser: Browser, viewport = DESKTOP, setup?: (ctx: BrowserContext) => Promise<void>) {
  const ctx = await browser.newContext({ viewport });
  await setup?.(ctx);
  const page = await ctx.newPage();
  await useMemberSession(page);
  await gotoHydrated(page, '/en/chat');
  await expect(page.getByTestId('chat-connection')).toHaveAttribute('data-status', 'online');
  return { ctx, page };
}

async function openStaff(browser: Browser, baseURL: string, path = '/manage/chat', viewport = DESKTOP) {
  const ctx = await browser.newContext({ viewport });
  const page = await ctx.newPage();
  await openAs(page, STAFF, baseURL, path);
  await expect(page.getByTestId('chat-connection')).toHaveAttribute('data-status', 'online');
  return { ctx, page };
}

const messages = (page: Page) => page.getByTestId('chat-messages').getByTestId('chat-message');
const message = (page: Page, text: string) => messages(page).filter({ hasText: text });

async function send(page: Page, text: string) {
  const input = page.getByTestId('chat-input');
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue('');
}

/** The room row of the demo member on the staff screen. */
const memberRow = (page: Page) => page.getByTestId('chat-room').filter({ hasText: MEMBER.nickname });

/** A member who wrote `first` and a staff member with that room open, both closed after `fn`. */
async function memberAndStaff(browser: Browser, baseURL: string, first: string, fn: (m: Page, s: Page) => Promise<void>) {
  const member = await openMember(browser);
  await send(member.page, first);
  const staff = await openStaff(browser, baseURL);
  try {
    await memberRow(staff.page).click();
    await expect(message(staff.page, first)).toBeVisible();
    await fn(member.page, staff.page);
  } finally {
    await member.ctx.close();
    await staff.ctx.close();
  }
}

async function texts(page: Page): Promise<string[]> {
  return messages(page).evaluateAll((els) => els.map((e) => (e.querySelector('p')?.textContent ?? '').trim()));
}

async function expectNoSeriousAxeViolation(page: Page, what: string) {
  // Let entrance transitions finish (the hidden loading overlay's bar runs forever: skip it).
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime))).map((a) => a.finished.catch(() => undefined))));
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = bad.map((v) => `[${v.impact}] ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`).join('\n');
  expect(results.passes.length, 'axe checked the page').toBeGreaterThan(10);
  expect(bad, `axe on ${what}:\n${report}`).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll, 'page scrolls sideways').toBeLessThanOrEqual(width);
}

test('member and staff chat live: typing, read receipts and unread counts', async ({ browser, baseURL }) => {
  const tag = unique();
  const member = await openMember(browser);
  const staff = await openStaff(browser, baseURL!);
  try {
    const m = member.page;
    const s = staff.page;
    await expect(m.getByTestId('chat-title')).toHaveText(SERVICE_EN);

    // Blank and too long are refused on the spot, in the reader's language.
    await m.getByTestId('chat-input').fill('   ');
    await m.getByTestId('chat-send').click();
    await expect(m.getByTestId('chat-composer-problem')).toHaveText(en('composer.blank'));
    await m.getByTestId('chat-input').fill('x'.repeat(2001));
    await m.getByTestId('chat-send').click();
    await expect(m.getByTestId('chat-composer-problem')).toHaveText(en('composer.tooLong', { max: 2000 }));

    // The member writes first (the room is made if needed); staff see it arrive with an unread badge.
    await send(m, `Hello ${tag}`);
    await expect(message(m, `Hello ${tag}`)).toHaveAttribute('data-state', 'SENT');
    await expect(memberRow(s).getByTestId('chat-room-unread')).toBeVisible();

    // Staff open the room (by keyboard): the member's message turns Read (SAW) on the member's screen.
    await memberRow(s).focus();
    await s.keyboard.press('Enter');
    await expect(s).toHaveURL(/roomId=\d+/);
    await expect(message(s, `Hello ${tag}`)).toHaveAttribute('data-direction', 'IN');
    await expect(memberRow(s).getByTestId('chat-room-unread')).toHaveCount(0);
    await expect(message(m, `Hello ${tag}`)).toHaveAttribute('data-state', 'SAW');
    await expect(message(m, `Hello ${tag}`)).toContainText(en('state.SAW'));
    await expect(s.getByTestId('chat-member-name')).toContainText('陳大文');

    // Typing shows on the other side and clears 2.5 s after the last keystroke.
    await s.getByTestId('chat-input').pressSequentially('We can', { delay: 30 });
    await expect(m.getByTestId('chat-typing')).toHaveText(en('typing.service', { name: SERVICE_EN }));
    await expect(m.getByTestId('chat-typing')).toHaveText('', { timeout: 6000 });
    await s.getByTestId('chat-input').fill(`We can help ${tag}`);
    await s.getByTestId('chat-input').press('Enter');
    await expect(message(m, `We can help ${tag}`)).toHaveAttribute('data-direction', 'IN');
    await expect(message(s, `We can help ${tag}`)).toHaveAttribute('data-direction', 'OUT');
    // The member's page is open and visible: the reply is read at once.
    await expect(message(s, `We can help ${tag}`)).toHaveAttribute('data-state', 'SAW');

    await m.getByTestId('chat-input').pressSequentially('Thanks', { delay: 30 });
    await expect(s.getByTestId('chat-typing')).toHaveText(zh('typing.member', { name: MEMBER.nickname }));
    await m.getByTestId('chat-input').fill('');

    // Staff leave the room; two new member messages count 2 unread in the room and in the total.
    await gotoHydrated(s, '/manage/chat');
    await expect(s.getByTestId('chat-connection')).toHaveAttribute('data-status', 'online');
    await expect(memberRow(s).getByTestId('chat-room-unread')).toHaveCount(0);
    await send(m, `First ${tag}`);
    await send(m, `Second ${tag}`);
    await expect(memberRow(s).getByTestId('chat-room-unread')).toHaveAttribute('data-count', '2');
    await expect(s.getByTestId('chat-total-unread')).toHaveAttribute('data-count', '2');
    await expect(message(m, `Second ${tag}`)).toHaveAttribute('data-state', 'SENT');
    await memberRow(s).click();
    await expect(message(s, `Second ${tag}`)).toBeVisible();
    await expect(memberRow(s).getByTestId('chat-room-unread')).toHaveCount(0);
    await expect(s.getByTestId('chat-total-unread')).toHaveCount(0);
    await expect(message(m, `First ${tag}`)).toHaveAttribute('data-state', 'SAW');
    await expect(message(m, `Second ${tag}`)).toHaveAttribute('data-state', 'SAW');

    // Each message once, in order, on both sides.
    for (const text of [`Hello ${tag}`, `We can help ${tag}`, `First ${tag}`, `Second ${tag}`]) {
      await expect(message(m, text)).toHaveCount(1);
      await expect(message(s, text)).toHaveCount(1);
    }
    const mine = (await texts(m)).filter((x) => x.endsWith(tag));
    expect(mine).toEqual([`Hello ${tag}`, `We can help ${tag}`, `First ${tag}`, `Second ${tag}`]);
  } finally {
    await member.ctx.close();
    await staff.ctx.close();
  }
});

test('staff assign the room (the member reads the system message in English), answer with a quick reply, ban and lift the ban live', async ({ browser, baseURL }) => {
  const tag = unique();
  await memberAndStaff(browser, baseURL!, `Tools ${tag}`, async (m, s) => {
    // Assigning to oneself: a translated system message for the member, in the member's language.
    const assign = s.getByTestId('chat-assign');
    if ((await assign.inputValue()) !== '') {
      await assign.selectOption({ label: zh('manage.team') });
      await expect(memberRow(s)).toContainText(zh('manage.unassigned'));
    }
    await assign.selectOption({ label: zh('manage.me', { name: STAFF.account }) });
    await expect(memberRow(s)).toContainText(zh('manage.assignedTo', { name: STAFF.account }));
    await expect(messages(m).last()).toHaveText(new RegExp(translation('en', 'chat.system.assigned')));
    await expect(messages(s).last()).toContainText(translation('zh-HK', 'chat.system.assigned'));

    // Quick replies: a saved list per staff account; one click puts it in the composer.
    await s.getByTestId('chat-quick-edit').click();
    const editor = s.getByTestId('chat-quick-editor');
    await editor.getByTestId('chat-quick-new').fill(`Custom reply ${tag}`);
    await editor.getByTestId('chat-quick-add').click();
    await editor.getByTestId('chat-quick-save').click();
    await expect(editor).toHaveCount(0);
    await s.getByTestId('chat-quick-reply').filter({ hasText: `Custom reply ${tag}` }).click();
    await expect(s.getByTestId('chat-input')).toHaveValue(`Custom reply ${tag}`);
    await s.getByTestId('chat-input').press('Enter');
    await expect(message(m, `Custom reply ${tag}`)).toHaveAttribute('data-direction', 'IN');
    await s.reload();
    await expect(s.getByTestId('chat-quick-reply').filter({ hasText: `Custom reply ${tag}` })).toBeVisible();

    // A ban reaches the member at once: no more sending; lifting it gives the conversation back.
    await s.getByTestId('chat-ban').click();
    await s.getByTestId('chat-ban-form').locator('textarea').fill('e2e ban');
    await s.getByTestId('chat-ban-confirm').click();
    await expect(memberRow(s).getByTestId('chat-room-banned')).toBeVisible();
    await expect(m.getByTestId('chat-banned')).toHaveText(en('member.banned'));
    await expect(m.getByTestId('chat-input')).toHaveCount(0);
    await s.getByTestId('chat-ban').click();
    await s.getByRole('dialog').getByRole('button', { name: translation('zh-HK', 'btn.yes') }).click();
    await expect(memberRow(s).getByTestId('chat-room-banned')).toHaveCount(0);
    await expect(m.getByTestId('chat-input')).toBeVisible();
    await expect(message(m, `Custom reply ${tag}`)).toBeVisible();
  });
});

test('a photo and a document are uploaded and sent; staff see them; an unsupported file is refused with a reason', async ({ browser, baseURL }) => {
  const tag = unique();
  await memberAndStaff(browser, baseURL!, `Files ${tag}`, async (m, s) => {
    // A 1×1 PNG through the photo button, a PDF through the file button.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    await m.getByTestId('chat-image-input').setInputFiles({ name: `photo-${tag}.png`, mimeType: 'image/png', buffer: png });
    const photo = messages(m).last();
    await expect(photo.locator('img')).toHaveAttribute('src', /^\/uploads\/chat\//);
    await expect(photo).toHaveAttribute('data-state', /SENT|SAW/);
    await expect(s.getByTestId('chat-messages').locator(`img[alt="photo-${tag}.png"]`)).toBeVisible();

    await m.getByTestId('chat-file-input').setInputFiles({ name: `report-${tag}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') });
    await expect(messages(m).last().getByTestId('chat-file')).toContainText(`report-${tag}.pdf`);
    await expect(s.getByTestId('chat-file').filter({ hasText: `report-${tag}.pdf` })).toHaveAttribute('href', /^\/uploads\/chat\/.+\.pdf$/);

    // An HTML page is not a document the clinic accepts.
    await m.getByTestId('chat-file-input').setInputFiles({ name: 'page.html', mimeType: 'text/html', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
    await expect(m.getByTestId('chat-composer-problem')).toHaveText(en('composer.unsupported'));
  });
});

test('a dropped connection loses and doubles nothing: missed messages are fetched, the one typed offline is sent once', async ({ browser, baseURL }) => {
  const tag = unique();
  // Every WebSocket of the member's context goes through this route, so the test can cut it.
  let offline = false;
  let sockets!: Awaited<ReturnType<typeof routeSockets>>;
  const member = await openMember(browser, DESKTOP, async (ctx) => {
    sockets = await routeSockets(ctx, () => offline);
  });
  const m = member.page;
  await send(m, `Before ${tag}`);
  await expect(message(m, `Before ${tag}`)).toHaveAttribute('data-state', /SENT|SAW/);
  const roomId = await m.evaluate(async () => {
    const res = await fetch('/api/chat/init?scope=member&lng=en', { credentials: 'include' });
    return ((await res.json()) as { rooms: { id: number }[] }).rooms[0]!.id;
  });
  const staff = await openStaff(browser, baseURL!, `/manage/chat?roomId=${roomId}`);
  const s = staff.page;
  try {
    await expect(message(s, `Before ${tag}`)).toBeVisible();
    await expect.poll(() => sockets.upgraded, { message: 'the member upgraded to a WebSocket' }).toBe(true);

    // The network goes away: HTTP fails and the socket is cut (and cannot come back).
    offline = true;
    await member.ctx.setOffline(true);
    for (const ws of sockets.open.splice(0)) {
      await ws.server.close().catch(() => undefined);
      await ws.page.close().catch(() => undefined);
    }
    await expect(m.getByTestId('chat-connection')).not.toHaveAttribute('data-status', 'online');

    // Meanwhile staff answer three times and the member writes one message.
    for (const n of [1, 2, 3]) await send(s, `Staff ${n} ${tag}`);
    await expect(message(s, `Staff 3 ${tag}`)).toHaveAttribute('data-state', 'SENT');
    await send(m, `Offline ${tag}`);
    await expect(message(m, `Offline ${tag}`)).toHaveAttribute('data-state', 'SENDING');
    await expect(message(m, `Staff 1 ${tag}`)).toHaveCount(0);

    // Back online: the socket reconnects, what was missed is fetched, the waiting message is sent.
    offline = false;
    await member.ctx.setOffline(false);
    await expect(m.getByTestId('chat-connection')).toHaveAttribute('data-status', 'online', { timeout: 15_000 });
    await expect(message(m, `Staff 3 ${tag}`)).toBeVisible();
    await expect(message(m, `Offline ${tag}`)).toHaveAttribute('data-state', /SENT|SAW/);
    await expect(message(s, `Offline ${tag}`)).toBeVisible();

    const expected = [`Before ${tag}`, `Staff 1 ${tag}`, `Staff 2 ${tag}`, `Staff 3 ${tag}`, `Offline ${tag}`];
    expect((await texts(m)).filter((x) => x.endsWith(tag))).toEqual(expected);
    expect((await texts(s)).filter((x) => x.endsWith(tag))).toEqual(expected);
    // Ids increase down the list on both screens (the server's order).
    for (const page of [m, s]) {
      const ids = await messages(page).evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-id'))));
      expect(ids.every((id, i) => i === 0 || id > ids[i - 1]!), `ids ${ids.join(',')}`).toBe(true);
    }
    // And the server holds the same, once each.
    await m.reload();
    await expect(m.getByTestId('chat-connection')).toHaveAttribute('data-status', 'online');
    await expect(message(m, `Offline ${tag}`)).toBeVisible();
    expect((await texts(m)).filter((x) => x.endsWith(tag))).toEqual(expected);
  } finally {
    await member.ctx.close();
    await staff.ctx.close();
  }
});

test('a booking accepted by staff lights the header bell’s dot live (NEW_NOTIFY)', async ({ browser, baseURL }) => {
  const ctx = await browser.newContext({ viewport: PHONE });
  const page = await ctx.newPage();
  await useMemberSession(page);
  await page.request.get('/');
  const xsrf = async (p: Page) => (await p.context().cookies()).find((c) => c.name === 'xsrf-token')!.value;

  // A booking of the member waiting for approval (made through the API).
  const options = (await (await page.request.get('/api/booking/options?lng=en')).json()) as { plans: { id: number; name: string }[]; places: { id: number; code: string }[] };
  const plan = options.plans.find((p) => p.name === 'Physiotherapy first assessment')!;
  const place = options.places.find((p) => p.code === 'central')!;
  const today = toClinicDate(new Date());
  const avail = (await (await page.request.get(`/api/booking/availability?planId=${plan.id}&placeId=${place.id}&from=${addDays(today, 4)}&to=${addDays(today, 30)}`)).json()) as { dates: { date: number; times: number[] }[] };
  const slot = avail.dates.find((d) => d.times.length > 1)!;
  const created = await page.request.post('/api/booking?lng=en', {
    headers: { 'x-xsrf-token': await xsrf(page), 'Idempotency-Key': crypto.randomUUID() },
    data: { planId: plan.id, placeId: place.id, therapistId: null, date: slot.date, start: slot.times[1] },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { booking } = (await created.json()) as { booking: { id: number } };

  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  try {
    // The page opens after the booking's own notification, so only the acceptance arrives live.
    const socket = page.waitForEvent('websocket', { predicate: (w) => w.url().includes('/socket.io/') });
    await gotoHydrated(page, '/en/user');
    await socket; // socket.io upgrades to a WebSocket once connected
    const bell = page.getByTestId('header-bell');
    await expect(bell).toBeVisible();
    // Open the list (records the seen time) so the dot is off, then close it. Other tests share the
    // demo member: a notice of theirs arriving meanwhile lights it again, so look until it stays off.
    await expect(async () => {
      await bell.click();
      await expect(page.getByTestId('header-notify-panel')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('header-notify-panel')).toHaveCount(0);
      await expect(page.getByTestId('header-bell-dot')).toHaveCount(0, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });

    // Staff accept the booking: the dot comes on without a reload.
    await openAs(staffPage, STAFF, baseURL!, '/manage');
    const res = await staffPage.request.post(`/api/manage/bookings/${booking.id}/status`, { headers: { 'x-xsrf-token': await xsrf(staffPage) }, data: { status: 'ACCEPT' } });
    expect(res.status(), await res.text()).toBe(200);
    await expect(page.getByTestId('header-bell-dot')).toBeVisible();
    // The member area's list shares the store: its dot is on too, and the new item is on top.
    await expect(page.getByTestId('notifications').getByTestId('notify-dot')).toBeVisible();
    await bell.click();
    const first = page.getByTestId('header-notify-panel').getByTestId('notify-item').first();
    await expect(first.getByRole('link')).toHaveAttribute('href', new RegExp(`/en/user/bookings/${booking.id}$`));
    await expect(page.getByTestId('header-bell-dot')).toHaveCount(0);
    await expect(page.getByTestId('notifications').getByTestId('notify-dot')).toHaveCount(0);
  } finally {
    await page.request.post(`/api/booking/${booking.id}/cancel`, { headers: { 'x-xsrf-token': await xsrf(page) }, data: { reason: '' } });
    await ctx.close();
    await staff.close();
  }
});

test('app events reach the page: a new build shows the update notice, new translations apply at once', async ({ browser }) => {
  let sockets!: Awaited<ReturnType<typeof routeSockets>>;
  const member = await openMember(browser, DESKTOP, async (ctx) => {
    sockets = await routeSockets(ctx, () => false);
    // The translations of the "new" version: one text changed.
    await ctx.route('**/api/locales?v=e2e-i18n-2', async (r) => {
      const res = await r.fetch();
      const body = (await res.json()) as { repo: Record<string, { resources: Record<string, Record<string, Record<string, string>>> }> };
      body.repo.en!.resources.chat!.connection!.online = 'Connected (new words)';
      await r.fulfill({ response: res, json: body });
    });
  });
  const m = member.page;
  try {
    await expect.poll(() => sockets.upgraded).toBe(true);
    const route = sockets.open.at(-1)!.page;
    // Socket.IO event frames as the server sends them.
    route.send('42["SYS_I18N_UPDATE",{"serverVersion":"e2e-i18n-2"}]');
    await expect(m.getByTestId('chat-connection')).toHaveText('Connected (new words)');
    route.send('42["APP_BUILD",{"version":"e2e-newer-build"}]');
    await expect(m.getByRole('dialog')).toContainText('e2e-newer-build');
    await expect(m.getByTestId('version-update')).toBeVisible();
  } finally {
    await member.ctx.close();
  }
});

test('the chat speaks each language: /chat in Traditional and /zh-CN/chat in Simplified Chinese', async ({ browser }) => {
  const ctx = await browser.newContext({ viewport: DESKTOP });
  const page = await ctx.newPage();
  try {
    await useMemberSession(page);
    for (const [path, lng] of [['/chat', 'zh-HK'], ['/zh-CN/chat', 'zh-CN']] as const) {
      await gotoHydrated(page, path);
      await expect(page.getByTestId('chat-title')).toHaveText(translation(lng, 'chat.serviceName'));
      await expect(page.getByTestId('chat-input')).toHaveAttribute('placeholder', translation(lng, 'composer.placeholder', 'chat'));
      await expect(page.getByTestId('chat-connection')).toHaveText(translation(lng, 'connection.online', 'chat'));
    }
  } finally {
    await ctx.close();
  }
});

test.describe('on a phone (375 px) and with axe', () => {
  test('the member chat and the back-office chat fit a phone and pass axe', async ({ browser, baseURL }) => {
    const member = await openMember(browser, PHONE);
    const staff = await openStaff(browser, baseURL!, '/manage/chat', PHONE);
    try {
      const m = member.page;
      const s = staff.page;
      await expect(m.getByTestId('chat-composer')).toBeVisible();
      await send(m, `On a phone ${unique()}`); // the member's room exists from here on
      await expect(memberRow(s)).toBeVisible();
      await expectNoSidewaysScroll(m);
      await expectNoSeriousAxeViolation(m, '/en/chat on a phone');

      // On a phone the list comes first; choosing the member's room shows the thread with a way back.
      await memberRow(s).click();
      await expect(s.getByTestId('chat-thread-name')).toHaveText(MEMBER.nickname);
      await expect(s.getByTestId('chat-rooms')).toBeHidden();
      await expectNoSidewaysScroll(s);
      await expectNoSeriousAxeViolation(s, '/manage/chat thread on a phone');
      await s.getByTestId('chat-back').click();
      await expect(s.getByTestId('chat-rooms')).toBeVisible();

      // The member's profile and bookings open beside the thread on a wide screen.
      await s.setViewportSize(DESKTOP);
      await memberRow(s).click();
      await expect(s.getByTestId('chat-member-panel').getByTestId('chat-member-phone')).toContainText('61234567');
      await expectNoSeriousAxeViolation(s, '/manage/chat with the member panel');
    } finally {
      await member.ctx.close();
      await staff.ctx.close();
    }
  });

  test('a booking’s “Ask about this booking” opens the chat about it and sends its card', async ({ browser }) => {
    const member = await openMember(browser, PHONE);
    const m = member.page;
    try {
      const mine = (await (await m.request.get('/api/booking/mine?scope=upcoming&page=1&lng=en')).json()) as { rows: { id: number }[] };
      const past = (await (await m.request.get('/api/booking/mine?scope=past&page=1&lng=en')).json()) as { rows: { id: number }[] };
      const id = (mine.rows[0] ?? past.rows[0])!.id;
      await gotoHydrated(m, `/en/user/bookings/${id}`);
      await m.getByTestId('booking-ask').click();
      await expect(m).toHaveURL(new RegExp(`/en/chat\\?bookingId=${id}$`));
      await expect(m.getByTestId('chat-context')).toContainText(en('context.booking', { id }));
      await expect(m.getByTestId('chat-connection')).toHaveAttribute('data-status', 'online');
      await m.getByTestId('chat-context-send').click();
      await expect(m.getByTestId('chat-context')).toHaveCount(0);
      const card = messages(m).last().getByTestId('chat-card-booking');
      await expect(card).toContainText(en('card.booking', { id }));
      await expect(card.getByRole('link')).toHaveAttribute('href', `/en/user/bookings/${id}`);
      await expectNoSidewaysScroll(m);
    } finally {
      await member.ctx.close();
    }
  });
});

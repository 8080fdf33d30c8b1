// The QR scanner (issue 13), for real: Chromium's fake camera plays a video, generated at test time,
// of a QR code; the scanner reads it. Staff scan the demo member's code from the back office and check
// the member in on the card; a code the app cannot use says 不支援的 QR Code and scanning goes on; a
// member scans from their account on a phone; a refused camera says so with a way back. The decoder
// is loaded on the scanner screen only, never on the public pages.
import { request as playwrightRequest, type Browser, type Page } from '@playwright/test';
import { hhmmOf, minutesOf, toClinicDate, toClinicTime, DAY_MINUTES } from '../../../common/clinic-time';
import { MINUTE_GRIDS, type MinuteGrid } from '../../../common/minute-grid';
import { formatMemberCode } from '../../../common/validators/member-code';
import { roleCookies, type Role } from '../auth-state';
import { DESKTOP, expect, gotoHydrated, PHONE, test, translation, type Lng } from '../fixtures';
import { expectNoSeriousAxeViolation } from '../site/axe-check';
import { launchWithCamera, qrVideo } from './fake-camera';
import { api } from './manage-helpers';

/** A text only the decoder's code holds (an error message of @zxing/browser). */
const DECODER_MARK = 'create canvas for visual element scan';

/** The demo member's id, name and member code, as staff find them (GET /api/manage/members?q=…). */
async function demoMember(admin: Page): Promise<{ id: string; code: string; fullname: string }> {
  const list = (await api(admin, 'GET', '/api/manage/members?q=61234567')) as { rows: { id: string; code: string; fullname: string }[] };
  expect(list.rows).toHaveLength(1);
  return list.rows[0]!;
}

/**
 * A booking of the member for today that can be checked in now (check-in opens an hour before the
 * start): made by staff at the start of the current grid step (earlier late at night, so it ends
 * today), forced past soft conflicts such as service hours. When every therapist is already booked
 * then (a rerun on the same server), an earlier start today is as good.
 */
async function bookingToCheckIn(admin: Page, memberId: string): Promise<number> {
  const options = (await (await admin.request.get('/api/booking/options?lng=en')).json()) as {
    plans: { id: number; kind: string; durationMin: number; placeIds: number[] }[];
    places: { id: number; code: string; minuteGrid: MinuteGrid }[];
  };
  const place = options.places.find((p) => p.code === 'central')!;
  const plan = options.plans.find((p) => p.kind === 'basic' && p.placeIds.includes(place.id))!;
  const now = new Date();
  const grid = MINUTE_GRIDS[place.minuteGrid];
  const latest = Math.floor((DAY_MINUTES - plan.durationMin - 60) / grid) * grid;
  const token = (await admin.context().cookies()).find((c) => c.name === 'xsrf-token')!.value;
  for (let start = Math.min(Math.floor(minutesOf(toClinicTime(now)) / grid) * grid, latest); start >= 0; start -= plan.durationMin) {
    const data = { memberId, planId: plan.id, placeId: place.id, therapistId: null, date: toClinicDate(now), start: hhmmOf(start), force: true, remark: 'e2e QR check-in' };
    const res = await admin.request.post('/api/manage/bookings', { data, headers: { 'x-xsrf-token': token } });
    if (res.status() === 409) continue;
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { booking: { id: number } }).booking.id;
  }
  throw new Error('no free therapist at Central at any time today');
}

/**
 * A page of `browser` holding the role's session (stored once per run by the setup project); it
 * keeps every camera stream it opens in `window.__cameraStreams`, to see them stopped.
 */
async function pageAs(browser: Browser, role: Role, baseURL: string, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport });
  await context.addCookies(roleCookies(role));
  await context.addInitScript(() => {
    const w = window as unknown as { __cameraStreams: MediaStream[] };
    w.__cameraStreams = [];
    const md = navigator.mediaDevices;
    if (!md) return;
    const open = md.getUserMedia.bind(md);
    md.getUserMedia = async (constraints) => {
      const stream = await open(constraints);
      w.__cameraStreams.push(stream);
      return stream;
    };
  });
  return context.newPage();
}

/** How many camera streams the page opened, and how many of their tracks are still live. */
const cameraUse = (page: Page) =>
  page.evaluate(() => {
    const streams = (window as unknown as { __cameraStreams: MediaStream[] }).__cameraStreams;
    return { opened: streams.length, live: streams.flatMap((s) => s.getTracks()).filter((t) => t.readyState === 'live').length };
  });

const toastOf = (page: Page, text: string) => page.getByRole('status').getByText(text, { exact: true });

test('staff scan the demo member’s QR code from the top bar: the toast, the member card, and one-tap check-in', async ({ asAdmin, baseURL }) => {
  await asAdmin.request.get('/');
  const member = await demoMember(asAdmin);
  const bookingId = await bookingToCheckIn(asAdmin, member.id);

  // The camera shows exactly what the member's QR code holds: {PUBLIC_URL}/@{code}.
  const browser = await launchWithCamera({ video: qrVideo(`${baseURL}/@${member.code}`) });
  try {
    const page = await pageAs(browser, 'staff', baseURL!);
    await gotoHydrated(page, '/manage');
    const lng = (await page.locator('html').getAttribute('lang')) as Lng;
    const scan = page.getByTestId('manage-scan');
    await expect(scan).toHaveAccessibleName(translation(lng, 'scan.open', 'desk'));
    // The decoder is not part of the back office's pages until the scanner opens.
    const decoderLoads: string[] = [];
    page.on('response', async (res) => {
      if (res.url().endsWith('.js') && (await res.text().catch(() => '')).includes(DECODER_MARK)) decoderLoads.push(res.url());
    });
    await Promise.all([page.waitForURL('/manage/scan'), scan.click()]);

    await expect(toastOf(page, translation(lng, 'qr.memberScanned'))).toBeVisible();
    await expect(page).toHaveURL(`/manage/members/card/${member.code}`);
    await expect.poll(() => decoderLoads.length, { message: 'the scanner loaded the decoder' }).toBe(1);
    await expect(page.getByTestId('card-code')).toHaveText(formatMemberCode(member.code));
    // The scanner has closed and let the camera go.
    await expect(page.getByTestId('qr-scanner')).toHaveCount(0);
    await expect.poll(() => cameraUse(page)).toEqual({ opened: 1, live: 0 });

    const line = page.locator(`[data-testid="card-booking"][data-booking-id="${bookingId}"]`);
    await expect(line).toBeVisible();
    await line.getByTestId('card-check-in').click();
    await expect(toastOf(page, translation(lng, 'card.checkedIn', 'desk').replace('{{name}}', member.fullname))).toBeVisible();
    await expect(line).toContainText(translation(lng, 'enum.bookingStatus.ATTEND'));
    await expect(line.getByTestId('card-check-in')).toHaveCount(0);
    const booking = (await api(asAdmin, 'GET', `/api/manage/bookings/${bookingId}`)) as { booking: { status: string } };
    expect(booking.booking.status).toBe('ATTEND');

    // From the card the next member is one tap away (here the same code is still before the camera).
    await Promise.all([page.waitForURL('/manage/scan'), page.getByTestId('members-scan').click()]);
    await expect(page).toHaveURL(`/manage/members/card/${member.code}`);
    await expect.poll(() => cameraUse(page)).toEqual({ opened: 2, live: 0 });
  } finally {
    await browser.close();
  }
});

test('a QR code the app cannot use says 不支援的 QR Code and scanning goes on; back leaves the scanner', async ({ baseURL }) => {
  const browser = await launchWithCamera({ video: qrVideo('{"foo":1}') });
  try {
    const page = await pageAs(browser, 'staff', baseURL!, PHONE);
    await gotoHydrated(page, '/manage/members?lng=zh-HK');
    await page.getByTestId('members-scan').click();
    await expect(page).toHaveURL('/manage/scan');
    const scanner = page.getByTestId('qr-scanner');
    await expect(scanner.getByRole('heading', { level: 1 })).toHaveText(translation('zh-HK', 'scan.title', 'desk'));
    await expect(page.getByTestId('qr-description')).toHaveText(translation('zh-HK', 'scan.description', 'desk'));
    await expect(scanner).toHaveAttribute('data-state', 'scanning');
    await expect(page.getByTestId('qr-starting')).toHaveCount(0);
    // Chromium's fake camera has no torch: no toggle.
    await expect(page.getByTestId('qr-torch')).toHaveCount(0);

    const unsupported = toastOf(page, '不支援的 QR Code');
    expect(translation('zh-HK', 'qr.unsupported')).toBe('不支援的 QR Code');
    await expect(unsupported).toBeVisible();
    await expect(page).toHaveURL('/manage/scan');
    // The toast goes after its 3 s; the code is still in view and still read, so it says so again.
    await expect(unsupported).toHaveCount(0, { timeout: 5000 });
    await expect(unsupported).toBeVisible({ timeout: 5000 });
    await expect(scanner).toHaveAttribute('data-state', 'scanning');
    await expect(page).toHaveURL('/manage/scan');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousAxeViolation(page, 'the scanner (375 px)');

    await expect.poll(() => cameraUse(page)).toEqual({ opened: 1, live: 1 });
    await page.getByTestId('qr-back').click();
    await expect(page).toHaveURL('/manage');
    await expect(scanner).toHaveCount(0);
    await expect.poll(() => cameraUse(page), { message: 'the camera is off again' }).toEqual({ opened: 1, live: 0 });
  } finally {
    await browser.close();
  }
});

test('a decoding fault other than "no QR code found" stops scanning, is reported, and "Try again" starts over; Escape closes', async ({ baseURL }) => {
  // Chromium's own test pattern: a moving picture without a QR code, so the decoder finds nothing.
  const browser = await launchWithCamera();
  try {
    const page = await pageAs(browser, 'staff', baseURL!);
    await gotoHydrated(page, '/manage/scan?lng=en');
    const scanner = page.getByTestId('qr-scanner');
    await expect(scanner).toHaveAttribute('data-state', 'scanning');
    await page.waitForTimeout(1000); // "no QR code found", over and over: scanning goes on
    await expect(scanner).toHaveAttribute('data-state', 'scanning');

    // The canvas the decoder draws each frame on starts failing.
    const report = page.waitForRequest((r) => r.url().endsWith('/api/error-report') && r.method() === 'POST');
    await page.evaluate(() => {
      const w = window as unknown as { __drawImage: unknown };
      w.__drawImage = CanvasRenderingContext2D.prototype.drawImage;
      CanvasRenderingContext2D.prototype.drawImage = () => {
        throw new Error('canvas broke');
      };
    });
    await expect(scanner).toHaveAttribute('data-state', 'scanFailed');
    await expect(page.getByTestId('qr-problem')).toContainText(translation('en', 'qr.problem.scanFailed'));
    const sent = (await report).postDataJSON() as { type: string; errors: { message: string }[] };
    expect(sent).toMatchObject({ type: 'qr-scan', errors: [{ message: 'canvas broke' }] });
    await expect.poll(() => cameraUse(page)).toEqual({ opened: 1, live: 0 });

    await page.evaluate(() => {
      CanvasRenderingContext2D.prototype.drawImage = (window as unknown as { __drawImage: CanvasRenderingContext2D['drawImage'] }).__drawImage;
    });
    await page.getByTestId('qr-retry').click();
    await expect(scanner).toHaveAttribute('data-state', 'scanning');
    await expect.poll(() => cameraUse(page)).toEqual({ opened: 2, live: 1 });
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL('/manage');
    await expect.poll(() => cameraUse(page)).toEqual({ opened: 2, live: 0 });
  } finally {
    await browser.close();
  }
});

test('a member opens the scanner from their account at 375 px; their own QR code takes them to their profile', async ({ baseURL }) => {
  const memberApi = await playwrightRequest.newContext({ baseURL, storageState: { cookies: roleCookies('member'), origins: [] } });
  const me = (await (await memberApi.get('/api/user/me')).json()) as { user: { member: { code: string } } };
  await memberApi.dispose();
  const text = `${baseURL}/@${me.user.member.code}`;

  const browser = await launchWithCamera({ video: qrVideo(text) });
  try {
    const page = await pageAs(browser, 'member', baseURL!, PHONE);
    await gotoHydrated(page, '/en/user');
    const link = page.getByTestId('link-scan');
    await expect(link).toContainText(translation('en', 'user.scan', 'account'));
    await link.click();
    await expect(toastOf(page, 'Member profile scanned')).toBeVisible();
    // `/@{code}` in the page's language: a member lands on their own profile, still in English.
    await expect(page).toHaveURL('/en/user/profile');
    await expect(page.getByTestId('member-qr-text')).toHaveText(text);
  } finally {
    await browser.close();
  }
});

test('a refused camera says so in the page’s language, with a way back', async ({ baseURL }) => {
  const browser = await launchWithCamera({ deny: true });
  try {
    const page = await pageAs(browser, 'member', baseURL!, PHONE);
    for (const [lng, prefix] of [['zh-HK', ''], ['zh-CN', '/zh-CN'], ['en', '/en']] as const) {
      await gotoHydrated(page, `${prefix}/user/scan`);
      await expect(page.getByTestId('qr-scanner').getByRole('heading', { level: 1 })).toHaveText(translation(lng, 'scan.title', 'account'));
      const problem = page.getByTestId('qr-problem');
      await expect(problem).toHaveAttribute('data-problem', 'denied');
      await expect(problem).toHaveRole('alert');
      await expect(problem).toContainText(translation(lng, 'qr.problem.denied'));
      await expect(problem.getByRole('link', { name: translation(lng, 'qr.back') })).toHaveAttribute('href', `${prefix}/user`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    }
    await expectNoSeriousAxeViolation(page, 'the scanner, camera refused (375 px)');
    await page.getByTestId('qr-problem-back').click();
    await expect(page).toHaveURL('/en/user');
  } finally {
    await browser.close();
  }
});

test('the public pages and the member area do not load the decoder', async ({ asMember }) => {
  const scripts: { url: string; hasDecoder: boolean }[] = [];
  asMember.on('response', async (res) => {
    if (/\.m?js(\?|$)/.test(res.url())) scripts.push({ url: res.url(), hasDecoder: (await res.text().catch(() => '')).includes(DECODER_MARK) });
  });
  for (const path of ['/', '/en/events', '/en/user']) {
    await gotoHydrated(asMember, path);
    await asMember.waitForLoadState('networkidle');
  }
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((s) => s.hasDecoder).map((s) => s.url)).toEqual([]);
});

// Registration at /sign#sign-up: one-time code from the demo SMS outbox, the ALTCHA bot check
// solved in the browser, field errors from the shared zod schema before anything is sent.
import { test, type Page } from '@playwright/test';
import { DESKTOP, expect, gotoHydrated } from '../fixtures';
import { adminApi, fillValid, freshIdentity, latestCode } from './helpers';

test.use({ viewport: DESKTOP });

const yearsAgo = (n: number) => {
  const d = new Date();
  d.setFullYear(d.getFullYear() - n);
  return d.toISOString().slice(0, 10);
};

async function openRegistration(page: Page, url = '/en/sign#sign-up') {
  await gotoHydrated(page, url);
  const form = page.getByTestId('register-form');
  await expect(form).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your member account');
  return form;
}

test('registration end to end in English: code by SMS, bot check, sign-in, /user', async ({ page, baseURL }) => {
  const admin = await adminApi(baseURL!);
  const form = await openRegistration(page);
  const who = freshIdentity();
  await fillValid(form, { phone: who.phone, docId: who.docId, email: who.email });

  const since = Date.now() - 2000;
  await page.getByTestId('reg-code-send').click();
  await expect(page.getByTestId('reg-code-send')).toHaveText(/Resend in \d+ s/);
  const code = await latestCode(admin, who.e164, since);
  await form.getByRole('textbox', { name: 'Verification code' }).fill(code);

  await expect(page.getByTestId('bot-check')).toHaveAttribute('data-state', 'verified', { timeout: 15_000 });
  await expect(form.getByText('Verified: you are human')).toBeVisible();
  await form.getByRole('button', { name: 'Register' }).click();

  // Registration hashes the password (argon2id) and checks the proof of work: slow on a busy machine.
  await expect(page.getByText('Login Successful')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/en\/user$/);
  await expect(page.getByTestId('user-greeting')).toHaveText('Hello, Siu Ming');
  await expect(page.getByTestId('nav-account')).toHaveText('Siu Ming');
  await admin.dispose();
});

test('under-age birth date and a bad HKID show their messages and nothing is submitted', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (r) => r.url().includes('/api/auth/register') && sent.push(r.url()));
  const form = await openRegistration(page);
  await fillValid(form, { birth: yearsAgo(10), docId: 'A1234567' });
  await form.getByRole('textbox', { name: 'Verification code' }).fill('123456');
  await form.getByRole('button', { name: 'Register' }).click();

  await expect(form.locator('[data-field-error="birth"]')).toHaveText('You must be 18 or older to register.');
  await expect(form.locator('[data-field-error="docId"]')).toHaveText('Please enter a valid identity document number.');
  await expect(form.getByLabel('Date of birth')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Date of birth')).toBeFocused();
  // Nothing typed is lost.
  await expect(form.getByRole('textbox', { name: 'Nickname' })).toHaveValue('Siu Ming');
  await expect(form.getByRole('textbox', { name: 'Document number' })).toHaveValue('A1234567');

  // Correcting a field clears its message.
  await form.getByRole('textbox', { name: 'Document number' }).fill('A1234563');
  await expect(form.locator('[data-field-error="docId"]')).toHaveCount(0);
  expect(sent).toEqual([]);
});

test('an empty registration asks for every field at once; a wrong value is corrected, not asked for', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (r) => r.url().includes('/api/auth/register') && sent.push(r.url()));
  const form = await openRegistration(page);
  await form.getByRole('button', { name: 'Register' }).click();
  const messages = async (expected: readonly (readonly [string, string])[]) => {
    for (const [field, text] of expected) await expect(form.locator(`[data-field-error="${field}"]`), field).toHaveText(text);
  };
  await messages([
    ['phone', 'Please enter your mobile number'],
    ['code', 'Please enter your verification code'],
    ['password', 'Please enter your password'],
    ['passwordConfirm', 'Please enter the password again.'],
    ['fullname', 'Please enter your full name (as on your identity document)'],
    ['nickname', 'Please enter your nickname'],
    ['gender', 'Please choose your gender'],
    ['birth', 'Please enter your date of birth'],
    ['docId', 'Please enter your document number'],
    ['agreePrivacy', 'Please read and agree to the privacy policy.'],
  ]);
  // The first field asking for a value has the focus.
  await expect(form.getByRole('textbox', { name: 'Mobile number' })).toBeFocused();

  // Values that are there but wrong get "correct" (or the field's own rule), never "enter".
  await form.getByRole('textbox', { name: 'Mobile number' }).fill('123');
  await form.getByRole('textbox', { name: 'Verification code' }).fill('12');
  await form.getByLabel('Password', { exact: true }).fill('12345');
  await form.getByLabel('Confirm password').fill('54321');
  await form.getByLabel('Date of birth').fill(yearsAgo(5));
  await form.getByRole('textbox', { name: 'Document number' }).fill('Z1');
  await form.getByRole('textbox', { name: 'E-mail (optional)' }).fill('someone@');
  await form.getByRole('button', { name: 'Register' }).click();
  await messages([
    ['phone', 'Please enter the correct mobile number'],
    ['code', 'Please enter the correct verification code'],
    ['password', 'The password must be 6 to 100 characters long.'],
    ['passwordConfirm', 'The two passwords do not match.'],
    ['birth', 'You must be 18 or older to register.'],
    ['docId', 'Please enter a valid identity document number.'],
    ['email', 'Please enter the correct e-mail'],
    ['gender', 'Please choose your gender'],
  ]);
  expect(sent).toEqual([]);
});

for (const [url, choose, enter] of [
  ['/sign#sign-up', '請選擇性別', '請輸入暱稱'],
  ['/zh-CN/sign#sign-up', '请选择性别', '请输入昵称'],
] as const) {
  test(`${url}: an empty gender says "${choose}", an empty nickname "${enter}"`, async ({ page }) => {
    await gotoHydrated(page, url);
    const form = page.getByTestId('register-form');
    await expect(form).toBeVisible();
    await page.getByTestId('reg-submit').click();
    await expect(form.locator('[data-field-error="gender"]')).toHaveText(choose);
    await expect(form.locator('[data-field-error="nickname"]')).toHaveText(enter);
    await form.getByTestId('reg-nickname').fill('  ');
    await page.getByTestId('reg-submit').click();
    await expect(form.locator('[data-field-error="nickname"]')).toHaveText(enter);
  });
}

test('the passport needs its issuing country', async ({ page }) => {
  const form = await openRegistration(page);
  await form.getByRole('combobox', { name: 'Document type' }).selectOption('passport');
  await expect(form.getByText('As printed on the passport’s data page.')).toBeVisible();
  const nation = form.getByRole('combobox', { name: 'Issuing country or region' });
  await expect(nation).toHaveValue('');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.locator('[data-field-error="docNation"]')).toHaveText('Please choose your issuing country or region');
  await nation.selectOption('GB');
  await expect(form.locator('[data-field-error="docNation"]')).toHaveCount(0);
});

test('a server refusal that names a field shows under it: the phone is already registered', async ({ page }) => {
  const form = await openRegistration(page);
  const phone = form.getByRole('textbox', { name: 'Mobile number' });
  await phone.fill('6123 4567');
  await page.getByTestId('reg-code-send').click();
  await expect(form.locator('[data-field-error="phone"]')).toHaveText('This phone number is already registered.');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Typing a new number clears the message.
  await phone.fill('9876 5432');
  await expect(form.locator('[data-field-error="phone"]')).toHaveCount(0);
});

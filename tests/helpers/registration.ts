import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { listOutbox } from '../../server/integrations/sms/outbox-sms';
import type { createTestApp } from './test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The newest one-time code texted to `phone` (the SMS outbox of the test app). */
export async function lastCode(t: TestApp, phone: string): Promise<string> {
  const [msg] = await listOutbox(t.database.db, { to: phone, limit: 1 });
  return /\b(\d{6})\b/.exec(msg!.text)![1]!;
}

/** A solved bot check for registration, as the browser's widget sends it. */
export async function altchaSolution(t: TestApp): Promise<string> {
  const challenge = await t.services.accounts.botChallenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

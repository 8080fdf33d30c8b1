import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { altchaBotCheck } from './altcha';

const encode = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64');

describe('ALTCHA bot check', () => {
  it('accepts a solved challenge once, and refuses missing, forged and replayed ones', async () => {
    const bot = altchaBotCheck('test-secret');
    const challenge = await bot.challenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution).not.toBeNull();
    await expect(bot.verify(undefined)).rejects.toMatchObject({ code: 'BOT_CHECK_MISSING' });
    await expect(bot.verify('not-base64-json')).rejects.toMatchObject({ code: 'BOT_CHECK_FAILED' });
    await expect(bot.verify(encode({ challenge, solution: { ...solution, derivedKey: 'ab'.repeat(32) } }))).rejects.toMatchObject({ code: 'BOT_CHECK_FAILED' });
    await expect(altchaBotCheck('other-secret').verify(encode({ challenge, solution }))).rejects.toMatchObject({ code: 'BOT_CHECK_FAILED' });
    await bot.verify(encode({ challenge, solution }));
    await expect(bot.verify(encode({ challenge, solution }))).rejects.toMatchObject({ code: 'BOT_CHECK_FAILED' });
  });
});

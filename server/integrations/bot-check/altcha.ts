import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { AppError } from '../../domain/app-error';

/** How long a challenge may be solved and submitted. */
const CHALLENGE_TTL_MS = 10 * 60_000;
/** Work for the browser: SHA-256 × cost, counter from this range (well under a second on a phone). */
const COST = 1;
const COUNTER_RANGE: [number, number] = [2_000, 20_000];

export interface BotCheck {
  /** A new challenge for the browser to solve. */
  challenge(): Promise<Challenge>;
  /** Verifies a base64 JSON `{ challenge, solution }`; each challenge is accepted once. Throws BOT_CHECK_*. */
  verify(payload: string | undefined): Promise<void>;
}

/** Self-hosted ALTCHA proof of work (no third party), with single-use challenges. */
export function altchaBotCheck(secret: string): BotCheck {
  const used = new Map<string, number>();
  return {
    async challenge() {
      const [max, min] = [COUNTER_RANGE[1], COUNTER_RANGE[0]];
      return createChallenge({
        algorithm: 'SHA-256',
        cost: COST,
        counter: randomInt(max, min),
        deriveKey,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: secret + ':key',
      });
    },
    async verify(payload) {
      if (!payload) throw new AppError('BOT_CHECK_MISSING');
      let parsed: { challenge: Challenge; solution: Solution };
      try {
        parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
      } catch {
        throw new AppError('BOT_CHECK_FAILED');
      }
      const sig = parsed?.challenge?.signature;
      if (!sig || !parsed.solution) throw new AppError('BOT_CHECK_FAILED');
      const now = Date.now();
      for (const [k, exp] of used) if (exp < now) used.delete(k);
      if (used.has(sig)) throw new AppError('BOT_CHECK_FAILED');
      const result = await verifySolution({
        challenge: parsed.challenge,
        solution: parsed.solution,
        deriveKey,
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: secret + ':key',
      }).catch(() => null);
      if (result?.expired) throw new AppError('BOT_CHECK_EXPIRED');
      if (!result?.verified) throw new AppError('BOT_CHECK_FAILED');
      used.set(sig, now + CHALLENGE_TTL_MS);
    },
  };
}

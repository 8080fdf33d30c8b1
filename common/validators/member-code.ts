/**
 * The member code people read, type and scan (會員編號): 7 random characters and a check
 * character, shown as "K7MQ-4QX9". The internal 22-character account id is never shown.
 *
 * Alphabet: digits 2–9 and the letters A–Z without I, L and O — 31 symbols, none of them a
 * look-alike of another (no 0/O, no 1/I/L).
 *
 * Check character: a weighted sum modulo 31 in the manner of the ISO 7064 pure systems. With the
 * body's symbols v₁…v₇ (their positions in the alphabet) weighted 8…2 and the check character
 * weighted 1, the code is valid when Σ wᵢ·vᵢ ≡ 0 (mod 31). Because 31 is prime and the weights
 * are distinct and non-zero modulo 31, changing one character alters the sum by w·d ≢ 0 and
 * swapping two characters by (wᵢ − wⱼ)·d ≢ 0: every single wrong character and every
 * transposition — adjacent or not — is caught. (ISO 7064 MOD 37,36 needs a 36-symbol alphabet,
 * which would bring 0/O and 1/I/L back.)
 */

export const MEMBER_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** Random characters before the check character. */
export const MEMBER_CODE_BODY_LENGTH = 7;
/** Body plus check character. */
export const MEMBER_CODE_LENGTH = MEMBER_CODE_BODY_LENGTH + 1;
/** Characters per group when shown: "K7MQ-4QX9". */
const GROUP = 4;

const MOD = MEMBER_CODE_ALPHABET.length;
const VALID_SHAPE = new RegExp(`^[${MEMBER_CODE_ALPHABET}]{${MEMBER_CODE_LENGTH}}$`);

function weightedSum(chars: string, firstWeight: number): number {
  let sum = 0;
  for (let i = 0; i < chars.length; i++) sum += (firstWeight - i) * MEMBER_CODE_ALPHABET.indexOf(chars[i]!);
  return sum;
}

/** The check character of a 7-character body made of the alphabet's symbols. */
export function memberCodeCheckChar(body: string): string {
  if (body.length !== MEMBER_CODE_BODY_LENGTH || [...body].some((c) => !MEMBER_CODE_ALPHABET.includes(c))) {
    throw new RangeError(`not a member-code body: ${body}`);
  }
  return MEMBER_CODE_ALPHABET[(MOD - (weightedSum(body, MEMBER_CODE_LENGTH) % MOD)) % MOD]!;
}

/** A member code as typed → its stored form: full-width folded, separators and spaces dropped, upper case. */
export function normalizeMemberCode(raw: string): string {
  return String(raw).normalize('NFKC').replace(/[\s\-‐‑–—_.·・/]/g, '').toUpperCase();
}

/** Whether `raw` (any case, with or without separators) is a well-formed member code whose check character matches. */
export function isValidMemberCode(raw: string): boolean {
  const code = normalizeMemberCode(raw);
  return VALID_SHAPE.test(code) && weightedSum(code, MEMBER_CODE_LENGTH) % MOD === 0;
}

/** A member code for people to read: "K7MQ4QX9" → "K7MQ-4QX9" (anything else is returned as given). */
export function formatMemberCode(raw: string | null | undefined): string {
  if (!raw) return '';
  const code = normalizeMemberCode(raw);
  if (!VALID_SHAPE.test(code)) return raw;
  return `${code.slice(0, GROUP)}-${code.slice(GROUP)}`;
}

/**
 * A new member code from `randomInt(n)` (a uniform integer in [0, n)); the server passes a
 * cryptographic source. Uniqueness is the database's job (unique index, retried on a clash).
 */
export function makeMemberCode(randomInt: (n: number) => number): string {
  let body = '';
  for (let i = 0; i < MEMBER_CODE_BODY_LENGTH; i++) body += MEMBER_CODE_ALPHABET[randomInt(MOD)];
  return body + memberCodeCheckChar(body);
}

/** Phone-number rule of spec §5. */

const NATIONAL_RULES: Record<string, RegExp> = {
  '852': /^[2-9]\d{7}$/, // Hong Kong
  '86': /^1\d{10}$/, // Mainland China
  '853': /^[62]\d{7}$/, // Macau
};
const OTHER_NATIONAL = /^\d{4,14}$/;

/** Builds an E.164 number ("+" + calling code + digits) from a calling code and a national number, or null when invalid. */
export function toE164(callingCode: string, national: string): string | null {
  if (typeof callingCode !== 'string' || typeof national !== 'string') return null;
  const code = callingCode.trim().replace(/^\+/, '');
  if (!/^[1-9]\d{0,2}$/.test(code)) return null;
  const digits = national.replace(/[\s\-()]/g, '');
  const rule = NATIONAL_RULES[code] ?? OTHER_NATIONAL;
  return rule.test(digits) ? `+${code}${digits}` : null;
}

/** "+85261234567" → "+852 6123 4567" (other countries: code and number). */
export function formatPhone(e164: string | null | undefined): string {
  if (!e164) return '';
  const hk = /^\+(852|853)(\d{4})(\d{4})$/.exec(e164);
  if (hk) return `+${hk[1]} ${hk[2]} ${hk[3]}`;
  const cn = /^\+86(\d{3})(\d{4})(\d{4})$/.exec(e164);
  if (cn) return `+86 ${cn[1]} ${cn[2]} ${cn[3]}`;
  return e164;
}

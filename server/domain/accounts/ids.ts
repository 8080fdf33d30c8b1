import { randomBytes } from 'node:crypto';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** A new 22-character base58 id (spec §5 pattern), ~128 bits of randomness. */
export function newId(): string {
  let out = '';
  while (out.length < 22) {
    for (const b of randomBytes(32)) {
      if (b < 232 && out.length < 22) out += ALPHABET[b % 58]; // 232 = 4 × 58: no modulo bias
    }
  }
  return out;
}

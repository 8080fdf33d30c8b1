import { describe, expect, it } from 'vitest';
import {
  formatMemberCode, isValidMemberCode, makeMemberCode, MEMBER_CODE_ALPHABET, MEMBER_CODE_LENGTH, memberCodeCheckChar, normalizeMemberCode,
} from './member-code';
import { expectCases } from '../../tests/helpers/expect-cases';

/** A small deterministic generator, so a failure can be replayed. */
function seeded(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

const sample = (() => {
  const rnd = seeded(20260711);
  return Array.from({ length: 300 }, () => makeMemberCode(rnd));
})();

describe('member code alphabet', () => {
  it('has no look-alike characters (0/O, 1/I/L) and 31 symbols', () => {
    expect(MEMBER_CODE_ALPHABET).toHaveLength(31);
    for (const c of '01OIL') expect(MEMBER_CODE_ALPHABET).not.toContain(c);
    expect(new Set(MEMBER_CODE_ALPHABET).size).toBe(31);
  });
});

describe('makeMemberCode', () => {
  it('makes 8-character codes whose check character matches', () => {
    for (const code of sample) {
      expect(code).toHaveLength(MEMBER_CODE_LENGTH);
      expect(isValidMemberCode(code), code).toBe(true);
      expect(code.at(-1)).toBe(memberCodeCheckChar(code.slice(0, -1)));
    }
  });
});

describe('isValidMemberCode', () => {
  it('catches every single wrong character', () => {
    for (const code of sample) {
      for (let i = 0; i < code.length; i++) {
        for (const c of MEMBER_CODE_ALPHABET) {
          if (c === code[i]) continue;
          const typo = code.slice(0, i) + c + code.slice(i + 1);
          expect(isValidMemberCode(typo), `${code} → ${typo}`).toBe(false);
        }
      }
    }
  });

  it('catches every transposition of two different characters, adjacent or not', () => {
    for (const code of sample) {
      for (let i = 0; i < code.length; i++) {
        for (let j = i + 1; j < code.length; j++) {
          if (code[i] === code[j]) continue;
          const chars = [...code];
          [chars[i], chars[j]] = [chars[j]!, chars[i]!];
          expect(isValidMemberCode(chars.join('')), `${code} swap ${i},${j}`).toBe(false);
        }
      }
    }
  });

  it('accepts any case, with or without separators and spaces, and full-width characters', () => {
    const code = sample[0]!;
    const shown = formatMemberCode(code);
    expect(shown).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    for (const typed of [code, code.toLowerCase(), shown, shown.toLowerCase(), ` ${code.slice(0, 4)} ${code.slice(4)} `, code.replace(/./g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0))]) {
      expect(isValidMemberCode(typed), typed).toBe(true);
      expect(normalizeMemberCode(typed)).toBe(code);
    }
  });

  it('refuses wrong lengths, look-alike characters and the 22-character internal id', () => {
    const code = sample[1]!;
    expectCases(isValidMemberCode, [
      [code.slice(0, 7), false], [`${code}2`, false], ['', false], [code.replace(/.$/, 'O'), false], ['7Ytq1pKbNvQ3WmXe2Hc9Rz', false],
    ]);
  });
});

describe('formatMemberCode', () => {
  it('groups a valid code 4-4 and leaves anything else as it was', () => {
    const code = sample[2]!;
    expectCases(formatMemberCode, [[code, `${code.slice(0, 4)}-${code.slice(4)}`], ['not a code', 'not a code'], [null, '']]);
  });
});

describe('memberCodeCheckChar', () => {
  it('refuses a body with a character outside the alphabet', () => {
    expect(() => memberCodeCheckChar('ABCDEF0')).toThrow(RangeError);
    expect(() => memberCodeCheckChar('ABCDEF')).toThrow(RangeError);
  });
});

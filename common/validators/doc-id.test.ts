import { describe, expect, it } from 'vitest';
import { birthFromCnId, isValidCnId, isValidDocId, isValidHkid, isValidMoId, isValidPassportNo, normalizeDocId } from './doc-id';

describe('normalizeDocId', () => {
  it('strips non-alphanumerics and upper-cases', () => {
    expect(normalizeDocId(' a123456(3) ')).toBe('A1234563');
    expect(normalizeDocId('e-12.34/5 6')).toBe('E123456');
    expect(normalizeDocId('!!()--')).toBe('');
  });
  it('folds full-width characters to ASCII', () => {
    expect(normalizeDocId('Ａ１２３４５６（３）')).toBe('A1234563');
  });
});

describe('isValidHkid', () => {
  it('accepts the known valid examples', () => {
    expect(isValidHkid('A1234563')).toBe(true);
    expect(isValidHkid('AB9876543')).toBe(true);
  });
  it('accepts check digit A and check digit 0 (11 → "0")', () => {
    expect(isValidHkid('G123456A')).toBe(true);
    expect(isValidHkid('G123456(A)')).toBe(true);
    expect(isValidHkid('K0000000')).toBe(true);
    expect(isValidHkid('Z683365(A)')).toBe(true);
    expect(isValidHkid('XY1234563')).toBe(true);
    expect(isValidHkid('C668668(9)')).toBe(true);
  });
  it('accepts parentheses, whitespace and lower case', () => {
    expect(isValidHkid('A123456(3)')).toBe(true);
    expect(isValidHkid(' a 123456 (3) ')).toBe(true);
    expect(isValidHkid('g123456(a)')).toBe(true);
  });
  it('rejects wrong check digits', () => {
    expect(isValidHkid('A1234564')).toBe(false);
    expect(isValidHkid('A123456(0)')).toBe(false);
    expect(isValidHkid('G1234560')).toBe(false);
    expect(isValidHkid('AB9876542')).toBe(false);
    expect(isValidHkid('K000000A')).toBe(false);
  });
  it('rejects wrong shapes and lengths', () => {
    expect(isValidHkid('')).toBe(false);
    expect(isValidHkid('1234563')).toBe(false); // no letter
    expect(isValidHkid('ABC1234563')).toBe(false); // three letters
    expect(isValidHkid('A123453')).toBe(false); // five digits
    expect(isValidHkid('A12345673')).toBe(false); // seven digits
    expect(isValidHkid('A123456B')).toBe(false); // check letter other than A
  });
});

describe('isValidCnId', () => {
  it('accepts valid numbers, including X check and lower-case x', () => {
    expect(isValidCnId('11010519491231002X')).toBe(true);
    expect(isValidCnId('11010519491231002x')).toBe(true);
    expect(isValidCnId('110105200701010025')).toBe(true);
    expect(isValidCnId('320102199603011 23X')).toBe(true);
  });
  it('accepts a 29 Feb birth in a leap year and the 1800 lower bound', () => {
    expect(isValidCnId('440300200002291230')).toBe(true);
    expect(isValidCnId('310115180001010010')).toBe(true);
  });
  it('rejects a wrong check character', () => {
    expect(isValidCnId('110105194912310021')).toBe(false);
    expect(isValidCnId('110105200701010024')).toBe(false);
  });
  it('rejects impossible birth dates even with a matching check character', () => {
    expect(isValidCnId('110105199902300015')).toBe(false); // 1999-02-30
    expect(isValidCnId('110105199902290013')).toBe(false); // 1999 is not a leap year
    expect(isValidCnId('110105190002290017')).toBe(false); // 1900 is not a leap year
    expect(isValidCnId('110105199913010013')).toBe(false); // month 13
    expect(isValidCnId('110105199904310014')).toBe(false); // 31 April
    expect(isValidCnId('110105179912310016')).toBe(false); // year 1799
    expect(isValidCnId('110105210001010015')).toBe(false); // year 2100
  });
  it('rejects wrong lengths and characters', () => {
    expect(isValidCnId('11010519491231002')).toBe(false);
    expect(isValidCnId('11010519491231002X1')).toBe(false);
    expect(isValidCnId('X10105194912310020')).toBe(false);
    expect(isValidCnId('')).toBe(false);
  });
});

describe('birthFromCnId', () => {
  it('returns YYYYMMDD for valid numbers', () => {
    expect(birthFromCnId('11010519491231002X')).toBe(19491231);
    expect(birthFromCnId('4403002000 0229 1230')).toBe(20000229);
  });
  it('returns null for invalid numbers', () => {
    expect(birthFromCnId('110105194912310021')).toBeNull();
    expect(birthFromCnId('110105199902300015')).toBeNull();
    expect(birthFromCnId('abc')).toBeNull();
  });
});

describe('isValidMoId', () => {
  it('accepts 8 digits starting with 1, 5 or 7', () => {
    expect(isValidMoId('12345678')).toBe(true);
    expect(isValidMoId('5123456(7)')).toBe(true);
    expect(isValidMoId('7 000 0000')).toBe(true);
  });
  it('rejects other leading digits, lengths and letters', () => {
    expect(isValidMoId('22345678')).toBe(false);
    expect(isValidMoId('1234567')).toBe(false);
    expect(isValidMoId('123456789')).toBe(false);
    expect(isValidMoId('1234567A')).toBe(false);
  });
});

describe('isValidPassportNo', () => {
  it('accepts 5–20 alphanumerics after normalizing', () => {
    expect(isValidPassportNo('K1234')).toBe(true);
    expect(isValidPassportNo('e 123-456-78')).toBe(true);
    expect(isValidPassportNo('A'.repeat(20))).toBe(true);
  });
  it('rejects too short or too long', () => {
    expect(isValidPassportNo('K123')).toBe(false);
    expect(isValidPassportNo('K-1-2-3')).toBe(false);
    expect(isValidPassportNo('A'.repeat(21))).toBe(false);
    expect(isValidPassportNo('')).toBe(false);
  });
});

describe('isValidDocId', () => {
  it('dispatches on the document type', () => {
    expect(isValidDocId('hk', 'A123456(3)')).toBe(true);
    expect(isValidDocId('cn', '11010519491231002X')).toBe(true);
    expect(isValidDocId('mo', '1234567(8)')).toBe(true);
    expect(isValidDocId('passport', 'E12345678')).toBe(true);
    expect(isValidDocId('cn', 'A123456(3)')).toBe(false);
    expect(isValidDocId('hk', '11010519491231002X')).toBe(false);
    expect(isValidDocId('mo', 'A1234563')).toBe(false);
  });
  it('rejects unknown types', () => {
    expect(isValidDocId('xx' as never, 'A1234563')).toBe(false);
  });
});

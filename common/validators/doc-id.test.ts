import { describe, expect, it } from 'vitest';
import { birthFromCnId, isValidCnId, isValidDocId, isValidHkid, isValidMoId, isValidPassportNo, normalizeDocId } from './doc-id';
import { expectCases } from '../../tests/helpers/expect-cases';

describe('normalizeDocId', () => {
  it('strips non-alphanumerics and upper-cases', () => {
    expectCases(normalizeDocId, [[' a123456(3) ', 'A1234563'], ['e-12.34/5 6', 'E123456'], ['!!()--', '']]);
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
    expectCases(isValidHkid, [
      ['G123456A', true], ['G123456(A)', true], ['K0000000', true], ['Z683365(A)', true], ['XY1234563', true], ['C668668(9)', true],
    ]);
  });
  it('accepts parentheses, whitespace and lower case', () => {
    expectCases(isValidHkid, [['A123456(3)', true], [' a 123456 (3) ', true], ['g123456(a)', true]]);
  });
  it('rejects wrong check digits', () => {
    expectCases(isValidHkid, [['A1234564', false], ['A123456(0)', false], ['G1234560', false], ['AB9876542', false], ['K000000A', false]]);
  });
  it('rejects wrong shapes and lengths', () => {
    expectCases(isValidHkid, [
      ['', false], ['1234563', false] /* no letter */, ['ABC1234563', false] /* three letters */, ['A123453', false] /* five digits */,
      ['A12345673', false] /* seven digits */, ['A123456B', false] /* check letter other than A */,
    ]);
  });
});

describe('isValidCnId', () => {
  it('accepts valid numbers, including X check and lower-case x', () => {
    expectCases(isValidCnId, [
      ['11010519491231002X', true], ['11010519491231002x', true], ['110105200701010025', true], ['320102199603011 23X', true],
    ]);
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
    expectCases(isValidCnId, [
      ['110105199902300015', false] /* 1999-02-30 */, ['110105199902290013', false] /* 1999 is not a leap year */,
      ['110105190002290017', false] /* 1900 is not a leap year */, ['110105199913010013', false] /* month 13 */,
      ['110105199904310014', false] /* 31 April */, ['110105179912310016', false] /* year 1799 */, ['110105210001010015', false] /* year 2100 */,
    ]);
  });
  it('rejects wrong lengths and characters', () => {
    expectCases(isValidCnId, [['11010519491231002', false], ['11010519491231002X1', false], ['X10105194912310020', false], ['', false]]);
  });
});

describe('birthFromCnId', () => {
  it('returns YYYYMMDD for valid numbers', () => {
    expect(birthFromCnId('11010519491231002X')).toBe(19491231);
    expect(birthFromCnId('4403002000 0229 1230')).toBe(20000229);
  });
  it('returns null for invalid numbers', () => {
    expectCases(birthFromCnId, [['110105194912310021', null], ['110105199902300015', null], ['abc', null]]);
  });
});

describe('isValidMoId', () => {
  it('accepts 8 digits starting with 1, 5 or 7', () => {
    expectCases(isValidMoId, [['12345678', true], ['5123456(7)', true], ['7 000 0000', true]]);
  });
  it('rejects other leading digits, lengths and letters', () => {
    expectCases(isValidMoId, [['22345678', false], ['1234567', false], ['123456789', false], ['1234567A', false]]);
  });
});

describe('isValidPassportNo', () => {
  it('accepts 5–20 alphanumerics after normalizing', () => {
    expectCases(isValidPassportNo, [['K1234', true], ['e 123-456-78', true], ['A'.repeat(20), true]]);
  });
  it('rejects too short or too long', () => {
    expectCases(isValidPassportNo, [['K123', false], ['K-1-2-3', false], ['A'.repeat(21), false], ['', false]]);
  });
});

describe('isValidDocId', () => {
  it('dispatches on the document type', () => {
    expectCases(isValidDocId, [
      ['hk', 'A123456(3)', true], ['cn', '11010519491231002X', true], ['mo', '1234567(8)', true], ['passport', 'E12345678', true],
      ['cn', 'A123456(3)', false], ['hk', '11010519491231002X', false], ['mo', 'A1234563', false],
    ]);
  });
  it('rejects unknown types', () => {
    expect(isValidDocId('xx' as never, 'A1234563')).toBe(false);
  });
});

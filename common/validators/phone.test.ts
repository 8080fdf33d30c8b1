import { describe, expect, it } from 'vitest';
import { toE164 } from './phone';

describe('toE164', () => {
  it('Hong Kong: 8 digits starting with 2–9', () => {
    expect(toE164('852', '9123 4567')).toBe('+85291234567');
    expect(toE164('852', '2-123-4567')).toBe('+85221234567');
    expect(toE164('852', '(5)123 4567')).toBe('+85251234567');
    expect(toE164('852', '11234567')).toBeNull();
    expect(toE164('852', '01234567')).toBeNull();
    expect(toE164('852', '9123456')).toBeNull();
    expect(toE164('852', '912345678')).toBeNull();
  });
  it('Mainland China: 11 digits starting with 1', () => {
    expect(toE164('86', '138 0013 8000')).toBe('+8613800138000');
    expect(toE164('86', '23800138000')).toBeNull();
    expect(toE164('86', '1380013800')).toBeNull();
    expect(toE164('86', '138001380001')).toBeNull();
  });
  it('Macau: 8 digits starting with 6 or 2', () => {
    expect(toE164('853', '6612 3456')).toBe('+85366123456');
    expect(toE164('853', '2882-1234')).toBe('+85328821234');
    expect(toE164('853', '56123456')).toBeNull();
    expect(toE164('853', '6612345')).toBeNull();
  });
  it('other codes: 4–14 digits', () => {
    expect(toE164('1', '(415) 555-2671')).toBe('+14155552671');
    expect(toE164('44', '1234')).toBe('+441234');
    expect(toE164('44', '12345678901234')).toBe('+4412345678901234');
    expect(toE164('44', '123')).toBeNull();
    expect(toE164('44', '123456789012345')).toBeNull();
  });
  it('rejects non-digits and empty input', () => {
    expect(toE164('852', '9123 456a')).toBeNull();
    expect(toE164('852', '+85291234567')).toBeNull();
    expect(toE164('44', '123.456.789')).toBeNull();
    expect(toE164('44', '')).toBeNull();
  });
  it('tolerates a leading + on the calling code and rejects a malformed one', () => {
    expect(toE164('+852', '91234567')).toBe('+85291234567');
    expect(toE164('', '91234567')).toBeNull();
    expect(toE164('0', '91234567')).toBeNull();
    expect(toE164('1234', '91234567')).toBeNull();
    expect(toE164('8a', '91234567')).toBeNull();
  });
});

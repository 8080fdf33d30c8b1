import { describe, it } from 'vitest';
import { toE164 } from './phone';
import { expectCases } from '../../tests/helpers/expect-cases';

describe('toE164', () => {
  it('Hong Kong: 8 digits starting with 2–9', () => {
    expectCases(toE164, [
      ['852', '9123 4567', '+85291234567'], ['852', '2-123-4567', '+85221234567'], ['852', '(5)123 4567', '+85251234567'], ['852', '11234567', null],
      ['852', '01234567', null], ['852', '9123456', null], ['852', '912345678', null],
    ]);
  });
  it('Mainland China: 11 digits starting with 1', () => {
    expectCases(toE164, [
      ['86', '138 0013 8000', '+8613800138000'], ['86', '23800138000', null], ['86', '1380013800', null], ['86', '138001380001', null],
    ]);
  });
  it('Macau: 8 digits starting with 6 or 2', () => {
    expectCases(toE164, [
      ['853', '6612 3456', '+85366123456'], ['853', '2882-1234', '+85328821234'], ['853', '56123456', null], ['853', '6612345', null],
    ]);
  });
  it('other codes: 4–14 digits', () => {
    expectCases(toE164, [
      ['1', '(415) 555-2671', '+14155552671'], ['44', '1234', '+441234'], ['44', '12345678901234', '+4412345678901234'], ['44', '123', null],
      ['44', '123456789012345', null],
    ]);
  });
  it('rejects non-digits and empty input', () => {
    expectCases(toE164, [['852', '9123 456a', null], ['852', '+85291234567', null], ['44', '123.456.789', null], ['44', '', null]]);
  });
  it('tolerates a leading + on the calling code and rejects a malformed one', () => {
    expectCases(toE164, [
      ['+852', '91234567', '+85291234567'], ['', '91234567', null], ['0', '91234567', null], ['1234', '91234567', null], ['8a', '91234567', null],
    ]);
  });
});

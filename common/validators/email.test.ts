import { describe, expect, it } from 'vitest';
import { EMAIL_MAX, isValidEmail } from './email';
import { expectCases } from '../../tests/helpers/expect-cases';

describe('isValidEmail', () => {
  it('accepts ordinary addresses', () => {
    expectCases(isValidEmail, [['a@b.co', true], ['John.Doe-1_x@mail.example.com.hk', true], ['z9@sub_domain-1.example.museum', true]]);
  });
  it('requires a leading letter', () => {
    expectCases(isValidEmail, [['1john@example.com', false], ['_john@example.com', false], ['.john@example.com', false]]);
  });
  it('requires a letters-only TLD of 2+ characters', () => {
    expectCases(isValidEmail, [['john@example.c', false], ['john@example.c0m', false], ['john@example', false], ['john@.com', false]]);
  });
  it('rejects consecutive dots', () => {
    expect(isValidEmail('john..doe@example.com')).toBe(false);
    expect(isValidEmail('john@example..com')).toBe(false);
  });
  it('rejects other characters, whitespace and missing parts', () => {
    expectCases(isValidEmail, [
      ['john+tag@example.com', false], ['jo hn@example.com', false], [' john@example.com', false], ['john@example.com ', false],
      ['john@@example.com', false], ['john.example.com', false], ['@example.com', false], ['jöhn@example.com', false], ['', false],
    ]);
  });
  it('allows at most 254 characters', () => {
    const at = (n: number) => 'a'.repeat(n - '@example.com'.length) + '@example.com';
    expect(EMAIL_MAX).toBe(254);
    expect(at(254)).toHaveLength(254);
    expect(isValidEmail(at(254))).toBe(true);
    expect(isValidEmail(at(255))).toBe(false);
  });
});

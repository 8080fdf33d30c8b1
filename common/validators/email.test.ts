import { describe, expect, it } from 'vitest';
import { EMAIL_MAX, isValidEmail } from './email';

describe('isValidEmail', () => {
  it('accepts ordinary addresses', () => {
    expect(isValidEmail('a@b.co')).toBe(true);
    expect(isValidEmail('John.Doe-1_x@mail.example.com.hk')).toBe(true);
    expect(isValidEmail('z9@sub_domain-1.example.museum')).toBe(true);
  });
  it('requires a leading letter', () => {
    expect(isValidEmail('1john@example.com')).toBe(false);
    expect(isValidEmail('_john@example.com')).toBe(false);
    expect(isValidEmail('.john@example.com')).toBe(false);
  });
  it('requires a letters-only TLD of 2+ characters', () => {
    expect(isValidEmail('john@example.c')).toBe(false);
    expect(isValidEmail('john@example.c0m')).toBe(false);
    expect(isValidEmail('john@example')).toBe(false);
    expect(isValidEmail('john@.com')).toBe(false);
  });
  it('rejects consecutive dots', () => {
    expect(isValidEmail('john..doe@example.com')).toBe(false);
    expect(isValidEmail('john@example..com')).toBe(false);
  });
  it('rejects other characters, whitespace and missing parts', () => {
    expect(isValidEmail('john+tag@example.com')).toBe(false);
    expect(isValidEmail('jo hn@example.com')).toBe(false);
    expect(isValidEmail(' john@example.com')).toBe(false);
    expect(isValidEmail('john@example.com ')).toBe(false);
    expect(isValidEmail('john@@example.com')).toBe(false);
    expect(isValidEmail('john.example.com')).toBe(false);
    expect(isValidEmail('@example.com')).toBe(false);
    expect(isValidEmail('jöhn@example.com')).toBe(false);
    expect(isValidEmail('')).toBe(false);
  });
  it('allows at most 254 characters', () => {
    const at = (n: number) => 'a'.repeat(n - '@example.com'.length) + '@example.com';
    expect(EMAIL_MAX).toBe(254);
    expect(at(254)).toHaveLength(254);
    expect(isValidEmail(at(254))).toBe(true);
    expect(isValidEmail(at(255))).toBe(false);
  });
});

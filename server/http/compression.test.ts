import { describe, expect, it } from 'vitest';
import { chooseCoding, isCompressibleType, varyOnAcceptEncoding } from './compression';

describe('choosing the content coding from Accept-Encoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*;q=0', 'identity'],
    ['gzip;q=1.0, br;q=0.8', 'gzip'],
    ['br;q=0.5, gzip;q=0.5', 'br'],
    ['gzip;q=0.8, *;q=0.1', 'gzip'],
    ['br;q=0.2, identity;q=0.9', 'identity'],
    ['BR ; Q=1', 'br'],
    ['br;q=2, gzip', 'gzip'],
  ])('%j → %s', (header, expected) => {
    expect(chooseCoding(header)).toBe(expected);
  });

  it('only picks a coding that is available', () => {
    expect(chooseCoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(chooseCoding('br', ['gzip'])).toBe('identity');
    expect(chooseCoding('br, gzip', [])).toBe('identity');
  });
});

describe('what is worth compressing', () => {
  it.each([
    ['text/html; charset=utf-8', true],
    ['application/json', true],
    ['text/javascript; charset=utf-8', true],
    ['text/css', true],
    ['image/svg+xml', true],
    ['application/xml; charset=utf-8', true],
    ['application/manifest+json', true],
    ['text/calendar; charset=utf-8', true],
    ['text/x-script', true],
    ['text/event-stream', false],
    ['image/png', false],
    ['image/webp', false],
    ['font/woff2', false],
    ['application/pdf', false],
    ['application/zip', false],
    ['application/octet-stream', false],
    [null, false],
  ])('%s → %s', (type, expected) => {
    expect(isCompressibleType(type)).toBe(expected);
  });
});

describe('Vary', () => {
  it('adds Accept-Encoding once, keeping what is there', () => {
    const h = new Headers();
    varyOnAcceptEncoding(h);
    varyOnAcceptEncoding(h);
    expect(h.get('vary')).toBe('Accept-Encoding');
    const c = new Headers({ vary: 'Cookie' });
    varyOnAcceptEncoding(c);
    expect(c.get('vary')).toBe('Cookie, Accept-Encoding');
  });
});

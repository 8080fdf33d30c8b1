import { describe, it } from 'vitest';
import { expectCases } from '../../tests/helpers/expect-cases';
import { LINK_HREF_MAX, isLinkHref } from './link-href';

describe('isLinkHref: where a link in a post may go', () => {
  it('takes web addresses, e-mail, phone numbers and paths on this site', () => {
    expectCases(isLinkHref, [
      ['https://www.example.com/a?b=1#c', true],
      ['http://example.hk', true],
      ['HTTPS://EXAMPLE.COM', true],
      ['mailto:info@example.com', true],
      ['mailto:info@example.com?subject=Booking', true],
      ['tel:+852 2345 6789', true],
      ['tel:23456789', true],
      ['/services/physiotherapy', true],
      ['/blog/back-pain#exercises', true],
      ['/blog?tag=posture', true],
      ['/', true],
    ]);
  });
  it('refuses scripts, other schemes, other hosts without a scheme, relative paths and spaces', () => {
    expectCases(isLinkHref, [
      ['javascript:alert(1)', false],
      ['JavaScript:alert(1)', false],
      ['data:text/html,<b>x</b>', false],
      ['vbscript:x', false],
      ['ftp://example.com', false],
      ['//evil.example.com', false],
      ['/\\evil.example.com', false],
      ['/a/../b', false],
      ['www.example.com', false],
      ['blog/post', false],
      ['https://', false],
      ['https://user:pw@example.com', false],
      ['mailto:nobody', false],
      ['tel:abc', false],
      [' https://example.com', false],
      ['https://exa mple.com', false],
      ['/a#"onmouseover=x', false],
      ['', false],
    ]);
  });
  it('stops at LINK_HREF_MAX characters', () => {
    const path = (n: number) => `/${'a'.repeat(n - 1)}`;
    expectCases(isLinkHref, [
      [path(LINK_HREF_MAX), true],
      [path(LINK_HREF_MAX + 1), false],
    ]);
  });
});

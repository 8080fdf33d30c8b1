import { describe, expect, it } from 'vitest';
import { localizePath, namespacesFor, pickText, splitLocalePath } from './i18n-config';

describe('language in the URL', () => {
  it('reads zh-HK from unprefixed paths and the others from their prefix', () => {
    expect(splitLocalePath('/')).toEqual({ lng: 'zh-HK', path: '/' });
    expect(splitLocalePath('/team')).toEqual({ lng: 'zh-HK', path: '/team' });
    expect(splitLocalePath('/en')).toEqual({ lng: 'en', path: '/' });
    expect(splitLocalePath('/en/services/physiotherapy')).toEqual({ lng: 'en', path: '/services/physiotherapy' });
    expect(splitLocalePath('/zh-CN/faq')).toEqual({ lng: 'zh-CN', path: '/faq' });
  });
  it('does not mistake a path that merely starts like a prefix for a language', () => {
    expect(splitLocalePath('/english-classes')).toEqual({ lng: 'zh-HK', path: '/english-classes' });
    expect(splitLocalePath('/enx')).toEqual({ lng: 'zh-HK', path: '/enx' });
  });
  it('builds the same page in another language', () => {
    expect(localizePath('/', 'en')).toBe('/en');
    expect(localizePath('/team', 'zh-CN')).toBe('/zh-CN/team');
    expect(localizePath('/team', 'zh-HK')).toBe('/team');
  });
  it('falls back to zh-HK text when a language is blank', () => {
    expect(pickText({ 'zh-HK': '中環', 'zh-CN': '', en: 'Central' }, 'zh-CN')).toBe('中環');
    expect(pickText({ 'zh-HK': '中環', 'zh-CN': '中环', en: 'Central' }, 'en')).toBe('Central');
  });
});

describe('the words a page carries', () => {
  it('sends the pay namespace only to the member pages about money (payments, balances) and the back office', () => {
    for (const p of ['/user/deals', '/en/user/deals/12', '/zh-CN/user/balances', '/en/user/balances', '/manage/members/x/ledger']) expect(namespacesFor(p), p).toContain('pay');
    for (const p of ['/', '/en/user', '/user/bookings', '/en/user/balancesheet']) expect(namespacesFor(p), p).not.toContain('pay');
  });
});

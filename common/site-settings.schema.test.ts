import { describe, expect, it } from 'vitest';
import { RETENTION_BOUNDS, siteSettingsInput } from './site-settings.schema';
import { isDisplayPhone, isHttpsUrl, isSitePath } from './validators/site-values';

describe('site settings rules', () => {
  it('accepts phones as people write them, with 8 to 15 digits', () => {
    for (const ok of ['+852 2388 1234', '23881234', '+852-2388-1234', '+86 138 0013 8000']) expect(isDisplayPhone(ok), ok).toBe(true);
    for (const bad of ['call us', '+852 12', '2388  1234', '+852 2388 1234 ext 5', '(852) 2388 1234', '+', '1234567890123456']) expect(isDisplayPhone(bad), bad).toBe(false);
  });

  it('takes https links only', () => {
    expect(isHttpsUrl('https://www.instagram.com/aloha.physio.hk')).toBe(true);
    for (const bad of ['http://www.instagram.com/aloha', 'javascript:alert(1)', 'www.facebook.com/aloha', 'https://user:pw@example.com/', 'ftp://example.com']) {
      expect(isHttpsUrl(bad), bad).toBe(false);
    }
  });

  it('takes a path on this site for the share image, without climbing out', () => {
    expect(isSitePath('/images/share.png')).toBe(true);
    for (const bad of ['images/share.png', '//evil.example/x.png', '/images/../../etc/passwd', '/a b.png', '/x.png?v=1']) expect(isSitePath(bad), bad).toBe(false);
  });

  it('needs WhatsApp as digits with the country code, and lower-cases the e-mail', () => {
    const base = {
      name: { 'zh-HK': '診所', 'zh-CN': '诊所', en: 'Clinic' },
      description: { 'zh-HK': '簡介', 'zh-CN': '简介', en: 'About' },
      keywords: { 'zh-HK': '物理治療', 'zh-CN': '物理治疗', en: 'physio' },
      shareImage: '/images/share.png',
      phone: '+852 2388 1234',
      phone2: '+852 2388 5678',
      whatsapp: '85261234567',
      email: 'Info@Aloha-Physio.hk',
      instagramUrl: '',
      facebookUrl: 'https://www.facebook.com/aloha',
      pointEarnCents: 1000,
      pointValueCents: 10,
      waitlistHoldMinutes: 15,
      noShowApprovalAfter: 0,
    };
    expect(siteSettingsInput.parse(base).email).toBe('info@aloha-physio.hk');
    expect(siteSettingsInput.safeParse({ ...base, whatsapp: '+852 6123 4567' }).success).toBe(false);
    expect(siteSettingsInput.safeParse({ ...base, whatsapp: '6123' }).success).toBe(false);
  });

  it('takes the point rule as whole cents from zero (no points) up, nothing negative or fractional', () => {
    const base = siteSettingsInput.shape;
    for (const ok of [0, 1, 1000, 10_000_000]) expect(base.pointEarnCents.safeParse(ok).success, String(ok)).toBe(true);
    for (const bad of [-1, 10.5, 10_000_001, '1000', Number.NaN, null]) expect(base.pointValueCents.safeParse(bad).success, String(bad)).toBe(false);
  });

  it('holds a waiting-list offer 1 to 1440 minutes, and asks for approval after 0 (off) to 100 no-shows', () => {
    const base = siteSettingsInput.shape;
    for (const ok of [1, 15, 1440]) expect(base.waitlistHoldMinutes.safeParse(ok).success, String(ok)).toBe(true);
    for (const bad of [0, -5, 1441, 2.5, '15', null]) expect(base.waitlistHoldMinutes.safeParse(bad).success, String(bad)).toBe(false);
    for (const ok of [0, 3, 100]) expect(base.noShowApprovalAfter.safeParse(ok).success, String(ok)).toBe(true);
    for (const bad of [-1, 101, 1.5, '3']) expect(base.noShowApprovalAfter.safeParse(bad).success, String(bad)).toBe(false);
  });

  it.each(Object.entries(RETENTION_BOUNDS))('keeps %s within its bounds as a whole number, with a default', (field, b) => {
    const rule = siteSettingsInput.shape[field as keyof typeof RETENTION_BOUNDS];
    for (const ok of [b.min, b.default, b.max]) expect(rule.safeParse(ok).success, String(ok)).toBe(true);
    for (const bad of [b.min - 1, b.max + 1, 2.5, '30', null]) expect(rule.safeParse(bad).success, String(bad)).toBe(false);
    expect(rule.parse(undefined)).toBe(b.default);
  });
});

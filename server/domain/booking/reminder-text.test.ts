import fs from 'node:fs';
import path from 'node:path';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Lng } from '../../../common/i18n-config';
import { parseReminderHours } from '../../../common/reminders';
import { reminderKey, reminderMessages, reminderSchedule, whatsappReminderLink, type ReminderFacts } from './reminder-text';

const H = 3_600_000;
/** 2026-12-01 15:00 in Hong Kong. */
const start = new Date('2026-12-01T07:00:00Z');

async function translator(lng: Lng) {
  const i = createInstance();
  const resources = { [lng]: { booking: JSON.parse(fs.readFileSync(path.join('locales', lng, 'booking.json'), 'utf8')) } };
  await i.init({ lng, resources, ns: ['booking'], interpolation: { escapeValue: false } });
  return i.t.bind(i) as (key: string, params?: Record<string, unknown>) => string;
}

const names: Record<Lng, Omit<ReminderFacts, 'bookingId' | 'lng' | 'startsAt'>> = {
  'zh-HK': { clinic: 'Aloha 物理治療', plan: '運動按摩', therapist: '陳大文', place: '旺角店', address: '旺角彌敦道 1 號' },
  'zh-CN': { clinic: 'Aloha 物理治疗', plan: '运动按摩', therapist: '陈大文', place: '旺角店', address: '旺角弥敦道 1 号' },
  en: { clinic: 'Aloha Physio', plan: 'Sports massage', therapist: 'Chan Tai Man', place: 'Mong Kok', address: '1 Nathan Road' },
};

describe('reminder times', () => {
  it('puts each offset that many hours before the start, earliest first', () => {
    const now = new Date(start.getTime() - 48 * H);
    expect(reminderSchedule(start, [24, 2], now)).toEqual([
      { hoursBefore: 24, at: new Date('2026-11-30T07:00:00Z') },
      { hoursBefore: 2, at: new Date('2026-12-01T05:00:00Z') },
    ]);
  });

  it('leaves out reminders whose time has passed (a booking confirmed 5 hours ahead gets only the 2-hour one)', () => {
    expect(reminderSchedule(start, [24, 2], new Date(start.getTime() - 5 * H)).map((r) => r.hoursBefore)).toEqual([2]);
    expect(reminderSchedule(start, [24, 2], new Date(start.getTime() - 2 * H))).toEqual([]);
    expect(reminderSchedule(start, [], new Date(0))).toEqual([]);
  });

  it('keys a reminder by booking, offset and start, so a reschedule makes a new one', () => {
    expect(reminderKey(12, 24, start)).toBe('12:24:2026-12-01T07:00:00.000Z');
    expect(reminderKey(12, 24, new Date(start.getTime() + H))).not.toBe(reminderKey(12, 24, start));
  });

  it('reads the site setting: whole hours, largest first, no repeats, at most four, 1–336', () => {
    expect(parseReminderHours('24,2')).toEqual([24, 2]);
    expect(parseReminderHours(' 2, 24 ,24 ')).toEqual([24, 2]);
    expect(parseReminderHours('')).toEqual([]);
    for (const bad of ['0', '337', '1.5', 'a', '-2', '1,2,3,4,5', '24;2']) expect(parseReminderHours(bad), bad).toBeNull();
  });
});

describe('reminder texts', () => {
  for (const lng of LANGUAGES) {
    it(`writes the SMS and the e-mail in ${lng}, with the booking link and its calendar entry`, async () => {
      const t = await translator(lng);
      const facts: ReminderFacts = { bookingId: 42, lng, startsAt: start, ...names[lng] };
      const m = reminderMessages(t, facts, 'https://clinic.example');
      const bookingUrl = `https://clinic.example${lng === 'zh-HK' ? '' : `/${lng}`}/user/bookings/42`;
      expect(m.sms).toContain(bookingUrl);
      expect(m.text).toContain(bookingUrl);
      expect(m.text).toContain('https://clinic.example/api/user/bookings/42/calendar.ics');
      for (const part of [names[lng].plan, names[lng].therapist, names[lng].place]) expect(m.sms).toContain(part);
      expect(m.text).toContain(names[lng].address);
      // The start in clinic time (15:00 in Hong Kong), written the language's way.
      expect(m.sms).toContain('15:00');
      expect(m.subject).toMatch(lng === 'en' ? /^Booking reminder: .*1 December 2026/ : /^预约提醒|^預約提醒/);
      if (lng !== 'en') expect(m.sms).toContain('2026年12月1日');
      expect(m.sms).not.toMatch(/\{\{|reminder\./);
    });
  }

  it('makes a WhatsApp click-to-chat link to the member with the text prefilled', () => {
    expect(whatsappReminderLink('+85261234567', 'See you at 15:00 & bring shoes')).toBe('https://wa.me/85261234567?text=See%20you%20at%2015%3A00%20%26%20bring%20shoes');
    expect(whatsappReminderLink(null, 'x')).toBeNull();
    expect(whatsappReminderLink('123', 'x')).toBeNull();
  });
});

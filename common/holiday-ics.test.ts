import { describe, expect, it } from 'vitest';
import { readHolidayIcs } from './holiday-ics';

// The shape of https://www.1823.gov.hk/common/ical/en.ics (CRLF lines, all-day events).
const GOV = [
  'BEGIN:VCALENDAR', 'PRODID:-//1823 Call Centre//Hong Kong Public Holidays//EN', 'VERSION:2.0', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH',
  'X-WR-CALNAME:Hong Kong Public Holidays', 'X-WR-TIMEZONE:Asia/Hong_Kong',
  'BEGIN:VEVENT', 'DTEND;VALUE=DATE:20270102', 'DTSTART;VALUE=DATE:20270101', 'TRANSP:TRANSPARENT', 'UID:20270101_1@1823.gov.hk', 'SUMMARY:The first day of January', 'END:VEVENT',
  'BEGIN:VEVENT', 'DTEND;VALUE=DATE:20270209', 'DTSTART;VALUE=DATE:20270208', 'UID:20270208_1@1823.gov.hk', 'SUMMARY:The third day of the Lunar New Year', 'END:VEVENT',
  'BEGIN:VEVENT', 'DTSTART;VALUE=DATE:20270206', 'UID:20270206_1@1823.gov.hk', 'SUMMARY:Lunar New Year’s Day', 'END:VEVENT',
  'END:VCALENDAR', '',
].join('\r\n');

describe('the government holiday calendar', () => {
  it('reads each all-day event as a date and a name, in date order', () => {
    expect(readHolidayIcs(GOV)).toEqual({
      holidays: [
        { date: 20270101, name: 'The first day of January' },
        { date: 20270206, name: 'Lunar New Year’s Day' },
        { date: 20270208, name: 'The third day of the Lunar New Year' },
      ],
      unreadable: [],
    });
  });

  it('unfolds long lines, unescapes text, reads Chinese and a date-time start', () => {
    const ics = ['BEGIN:VCALENDAR', 'BEGIN:VEVENT', 'DTSTART:20271001T000000Z', 'SUMMARY:國慶', ' 日', 'END:VEVENT', 'BEGIN:VEVENT', 'DTSTART;VALUE=DATE:20271225', 'SUMMARY:Christmas Day\\, the first', 'END:VEVENT', 'END:VCALENDAR'].join('\n');
    expect(readHolidayIcs(ics)?.holidays).toEqual([{ date: 20271001, name: '國慶日' }, { date: 20271225, name: 'Christmas Day, the first' }]);
  });

  it('reports events it cannot read by line and refuses what is not a calendar', () => {
    const ics = ['BEGIN:VCALENDAR', 'BEGIN:VEVENT', 'DTSTART;VALUE=DATE:20270230', 'SUMMARY:Not a date', 'END:VEVENT', 'BEGIN:VEVENT', 'DTSTART;VALUE=DATE:20270501', 'END:VEVENT', 'END:VCALENDAR'].join('\r\n');
    expect(readHolidayIcs(ics)).toEqual({ holidays: [], unreadable: [2, 6] });
    expect(readHolidayIcs('<html>not found</html>')).toBeNull();
    expect(readHolidayIcs('')).toBeNull();
  });
});

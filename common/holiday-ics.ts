/**
 * Hong Kong's public holidays as the government publishes them: iCalendar files (RFC 5545) at
 * https://www.1823.gov.hk/common/ical/en.ics (tc.ics, sc.ics for Chinese), one all-day VEVENT per
 * holiday. This reads the part those files use: unfolded lines, VEVENT blocks, DTSTART as a DATE
 * (or a date-time, whose date is taken), SUMMARY with its escapes. Anything else is ignored; an event
 * without a readable date or summary is reported by line rather than guessed.
 */
export interface IcsHoliday {
  /** YYYYMMDD. */
  date: number;
  name: string;
}
export interface IcsRead {
  holidays: IcsHoliday[];
  /** Line numbers of VEVENTs that could not be read. */
  unreadable: number[];
}

/** Longest file taken (the government's covers three years in about 20 KB). */
export const HOLIDAY_ICS_MAX_BYTES = 512 * 1024;

const unescape = (v: string) => v.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? ' ' : c));

export function readHolidayIcs(text: string): IcsRead | null {
  // Content lines may be folded: a line starting with a space or tab continues the previous one.
  const raw = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const lines: { n: number; text: string }[] = [];
  raw.forEach((l, i) => {
    if ((l.startsWith(' ') || l.startsWith('\t')) && lines.length) lines[lines.length - 1]!.text += l.slice(1);
    else lines.push({ n: i + 1, text: l });
  });
  if (!lines.some((l) => l.text.trim().toUpperCase() === 'BEGIN:VCALENDAR')) return null;
  const holidays: IcsHoliday[] = [];
  const unreadable: number[] = [];
  let event: { n: number; date: number | null; name: string | null } | null = null;
  for (const { n, text: line } of lines) {
    const upper = line.trim().toUpperCase();
    if (upper === 'BEGIN:VEVENT') {
      event = { n, date: null, name: null };
      continue;
    }
    if (!event) continue;
    if (upper === 'END:VEVENT') {
      if (event.date !== null && event.name) holidays.push({ date: event.date, name: event.name });
      else unreadable.push(event.n);
      event = null;
      continue;
    }
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = line.slice(0, colon).split(';')[0]!.toUpperCase();
    const value = line.slice(colon + 1);
    if (name === 'DTSTART') event.date = dateOf(value);
    else if (name === 'SUMMARY') event.name = unescape(value).trim().slice(0, 100) || null;
  }
  holidays.sort((a, b) => a.date - b.date);
  return { holidays, unreadable };
}

function dateOf(v: string): number | null {
  const m = /^(\d{4})(\d{2})(\d{2})(?:T\d{6}Z?)?$/.exec(v.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(y, mo - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== mo - 1 || probe.getUTCDate() !== d) return null;
  return y * 10_000 + mo * 100 + d;
}

import { CLINIC_TIME_ZONE } from '../../../common/constants';
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gte, inArray, isNull } from 'drizzle-orm';
import { LIVE_STATUSES } from '../../../common/booking-rules';
import { addDays, toClinicDate } from '../../../common/clinic-time';
import { pickText, type Lng } from '../../../common/i18n-config';
import { withBookingParts } from '../../presenters/booking';
import type { Db } from '../../db/client';
import { userAccount } from '../../db/schema/accounts';
import { booking, calendarFeed, room, servicePlan } from '../../db/schema/booking';
import { place, staff } from '../../db/schema/content';
import { member } from '../../db/schema/accounts';

export type FeedOwner = { memberId: string } | { staffId: number };

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const ownerWhere = (o: FeedOwner) => ('memberId' in o ? eq(calendarFeed.memberId, o.memberId) : eq(calendarFeed.staffId, o.staffId));

/** Issues a new private feed token for a member or a therapist, revoking the previous one. Returns the token (shown once). */
export async function createCalendarFeed(db: Db, owner: FeedOwner, now = new Date()): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.update(calendarFeed).set({ revokedAt: now }).where(and(ownerWhere(owner), isNull(calendarFeed.revokedAt)));
    await tx.insert(calendarFeed).values({ tokenHash: hash(token), ...owner });
  });
  return token;
}

/** Revokes the owner's feed: its URL stops working at once. */
export async function revokeCalendarFeed(db: Db, owner: FeedOwner, now = new Date()): Promise<void> {
  await db.update(calendarFeed).set({ revokedAt: now }).where(and(ownerWhere(owner), isNull(calendarFeed.revokedAt)));
}

/** Whether the owner has a live feed, and since when (the URL itself is only shown when issued). */
export async function getCalendarFeed(db: Db, owner: FeedOwner) {
  const [f] = await db.select().from(calendarFeed).where(and(ownerWhere(owner), isNull(calendarFeed.revokedAt)));
  return f ? { active: true, createdAt: f.createdAt.toISOString() } : { active: false, createdAt: null };
}

/**
 * An RFC 5545 TEXT value: backslash, semicolon and comma escaped, every line break (CR, LF or
 * CRLF) as \\n, other control characters dropped, so no value can start a line of its own.
 */
export const icalText = (s: string) =>
  s
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
     
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
const esc = icalText;
const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
/** RFC 5545 folding: lines of at most 75 octets. */
export function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const out: string[] = [];
  let cur = '';
  for (const ch of line) {
    if (Buffer.byteLength(cur + ch, 'utf8') > (out.length ? 74 : 75)) {
      out.push(cur);
      cur = '';
    }
    cur += ch;
  }
  out.push(cur);
  return out.join('\r\n ');
}

/** The bookings of a feed or a single entry, with what their calendar entries show. */
function feedRows(db: Db) {
  return withBookingParts(
    db
      .select({ b: booking, plan: servicePlan.name, place: place.name, address: place.address, therapist: staff.name, roomCode: room.code, memberName: member.fullname })
      .from(booking)
      .$dynamic(),
  );
}
type FeedRow = Awaited<ReturnType<ReturnType<typeof feedRows>['execute']>>[number];

/** An iCalendar file of these bookings in `lng`, as their member (plan · therapist) or their therapist (plan · member) sees them. */
function calendarText(rows: FeedRow[], lng: Lng, asMember: boolean): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Aloha//Clinic bookings//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', 'X-WR-CALNAME:Aloha', `X-WR-TIMEZONE:${CLINIC_TIME_ZONE}`];
  for (const r of rows) {
    const summary = asMember ? `${pickText(r.plan, lng)} · ${pickText(r.therapist, lng)}` : `${pickText(r.plan, lng)} · ${r.memberName}`;
    lines.push(
      'BEGIN:VEVENT',
      `UID:booking-${r.b.id}@aloha`,
      `DTSTAMP:${stamp(r.b.updatedAt)}`,
      `DTSTART:${stamp(r.b.startsAt)}`,
      `DTEND:${stamp(r.b.endsAt)}`,
      `SUMMARY:${esc(summary)}`,
      `LOCATION:${esc(`${pickText(r.place, lng)} ${r.roomCode} · ${pickText(r.address, lng)}`)}`,
      `STATUS:${r.b.status === 'WAIT' || r.b.status === 'CONFIRM' ? 'TENTATIVE' : 'CONFIRMED'}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}

const memberLng = async (db: Db, memberId: string): Promise<Lng> => {
  const [u] = await db.select({ lng: userAccount.lng }).from(userAccount).where(eq(userAccount.id, memberId));
  return (u?.lng as Lng) ?? 'zh-HK';
};

/**
 * The iCalendar text of a feed token (RFC 5545): the owner's live bookings from 30 days back,
 * in the owner's language; null for an unknown or revoked token.
 */
export async function renderCalendarFeed(db: Db, token: string, now = new Date()): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  const [f] = await db.select().from(calendarFeed).where(and(eq(calendarFeed.tokenHash, hash(token)), isNull(calendarFeed.revokedAt)));
  if (!f) return null;
  const lng = f.memberId ? await memberLng(db, f.memberId) : 'zh-HK';
  const since = addDays(toClinicDate(now), -30);
  const rows = await feedRows(db)
    .where(and(f.memberId ? eq(booking.memberId, f.memberId) : eq(booking.therapistId, f.staffId!), gte(booking.date, since), inArray(booking.status, [...LIVE_STATUSES])))
    .orderBy(asc(booking.startsAt));
  return calendarText(rows, lng, !!f.memberId);
}

/** One live booking of the member as an iCalendar file (the reminder's "add to calendar" link); null when it is not theirs or not live. */
export async function renderBookingCalendar(db: Db, memberId: string, bookingId: number): Promise<string | null> {
  const rows = await feedRows(db).where(and(eq(booking.id, bookingId), eq(booking.memberId, memberId), inArray(booking.status, [...LIVE_STATUSES])));
  return rows.length ? calendarText(rows, await memberLng(db, memberId), true) : null;
}

/**
 * The staff booking editor's state (/manage/schedule/booking): what the form holds as typed, its
 * field errors and whether a save is under way, with the rules that tie the fields together (a
 * plan fills the amount until the user types one, a plan or place that does not fit drops the
 * therapist or room). Pure: the reducer, the derived choices and the request body are tested beside.
 */
import { centsOf, dollarsText, isDollarAmount } from '../../../../common/booking-setup-rules';
import { staffBookingInput } from '../../../../common/booking.schema';
import { SPECIAL_REQUESTS, type SpecialRequest } from '../../../../common/booking-rules';
import { MINUTE_GRIDS, type MinuteGrid } from '../../../../common/minute-grid';
import type { MemberPick } from '../member-picker';
import { clockText, hhmmOfText, isoOf, ymdOf } from '../schedule-model';

/** What the editor chooses from, in the screen's language (built by the route's loader). */
export interface EditorOptions {
  places: { id: number; name: string; minuteGrid: string }[];
  rooms: { id: number; placeId: number; code: string; name: string; isEnabled: boolean }[];
  therapists: { id: number; name: string; placeId: number | null }[];
  plans: { id: number; name: string; durationMin: number; priceCents: number; isEnabled: boolean; staffIds: number[]; roomIds: number[] }[];
  parts: { id: number; name: string }[];
  symptoms: { id: number; name: string; bodyPartId: number | null }[];
  /** Dates staff may book (7 days back … 35 ahead), YYYYMMDD. */
  window: { from: number; to: number };
}

/** The form's starting values: an existing booking, or the prefill of a new one. */
export interface EditorInitial {
  member: MemberPick | null;
  placeId: number | null;
  planId: number | null;
  therapistId: number | null;
  roomId: number | null;
  date: number | null;
  start: number | null;
  parts: number[];
  symptoms: number[];
  specialRequests: string[];
  otherRequest: string;
  totalAmtCents: number | null;
  remark: string;
}

/** The form as typed (date, start and total as text). */
export interface EditorForm {
  member: MemberPick | null;
  placeId: number | null;
  planId: number | null;
  therapistId: number | null;
  roomId: number | null;
  /** YYYY-MM-DD as the date input gives it. */
  date: string;
  /** HH:mm as the time input gives it. */
  start: string;
  parts: number[];
  symptoms: number[];
  requests: SpecialRequest[];
  otherRequest: string;
  /** Dollars as typed. */
  total: string;
  /** The user typed an amount: choosing a plan no longer fills it. */
  totalTouched: boolean;
  remark: string;
  askMember: boolean;
}

export interface EditorState {
  form: EditorForm;
  /** Field name → message key. */
  errors: Record<string, string>;
  busy: boolean;
}

export function initialEditorState(init: EditorInitial, o: EditorOptions): EditorState {
  return {
    form: {
      member: init.member,
      placeId: init.placeId ?? o.places[0]?.id ?? null,
      planId: init.planId,
      therapistId: init.therapistId,
      roomId: init.roomId,
      date: init.date ? isoOf(init.date) : '',
      start: init.start !== null ? clockText(init.start) : '',
      parts: init.parts,
      symptoms: init.symptoms,
      requests: init.specialRequests.filter((r): r is SpecialRequest => (SPECIAL_REQUESTS as readonly string[]).includes(r)),
      otherRequest: init.otherRequest,
      total: init.totalAmtCents !== null ? dollarsText(init.totalAmtCents) : '',
      totalTouched: init.totalAmtCents !== null,
      remark: init.remark,
      askMember: false,
    },
    errors: {},
    busy: false,
  };
}

/** The fields set directly (the others have their own action). */
export type PlainField = Exclude<keyof EditorForm, 'planId' | 'placeId' | 'total' | 'totalTouched'>;

export type EditorAction =
  /** A field typed or chosen: its errors (and those of `clears`) go. */
  | { [K in PlainField]: { type: 'set'; field: K; value: EditorForm[K]; clears?: string[] } }[PlainField]
  | { type: 'plan'; id: number | null; options: EditorOptions }
  | { type: 'place'; id: number | null; options: EditorOptions }
  | { type: 'total'; value: string }
  /** The amount field lost focus: a valid amount is shown with its cents. */
  | { type: 'totalBlur' }
  | { type: 'errors'; errors: Record<string, string> }
  | { type: 'busy'; busy: boolean };

/** The field errors without those of `fields` (the same object when none of them had one). */
export function withoutErrors(errors: Record<string, string>, fields: string[]): Record<string, string> {
  return fields.some((f) => f in errors) ? Object.fromEntries(Object.entries(errors).filter(([k]) => !fields.includes(k))) : errors;
}

/** The error each field shows: the member's is memberId, the amount's totalAmtCents, the requests' specialRequests. */
const ERROR_OF: Partial<Record<keyof EditorForm, string>> = { member: 'memberId', requests: 'specialRequests', askMember: '' };

export function editorReducer(s: EditorState, a: EditorAction): EditorState {
  switch (a.type) {
    case 'set': {
      const own = ERROR_OF[a.field] ?? a.field;
      return { ...s, form: { ...s.form, [a.field]: a.value }, errors: withoutErrors(s.errors, [...(own ? [own] : []), ...(a.clears ?? [])]) };
    }
    case 'plan': {
      const next = a.options.plans.find((x) => x.id === a.id);
      const f: EditorForm = { ...s.form, planId: a.id };
      if (next && !f.totalTouched) f.total = dollarsText(next.priceCents);
      if (next && f.therapistId && !next.staffIds.includes(f.therapistId)) f.therapistId = null;
      if (next && f.roomId && !next.roomIds.includes(f.roomId)) f.roomId = null;
      return { ...s, form: f, errors: withoutErrors(s.errors, ['planId', 'totalAmtCents']) };
    }
    case 'place': {
      const f: EditorForm = { ...s.form, placeId: a.id };
      if (f.roomId && !a.options.rooms.some((r) => r.id === f.roomId && r.placeId === a.id)) f.roomId = null;
      return { ...s, form: f, errors: withoutErrors(s.errors, ['placeId', 'roomId']) };
    }
    case 'total':
      return { ...s, form: { ...s.form, total: a.value, totalTouched: true }, errors: withoutErrors(s.errors, ['totalAmtCents']) };
    case 'totalBlur': {
      const v = Number(s.form.total.trim());
      return s.form.total.trim() && isDollarAmount(v) ? { ...s, form: { ...s.form, total: dollarsText(centsOf(v)) } } : s;
    }
    case 'errors':
      return { ...s, errors: a.errors };
    case 'busy':
      return { ...s, busy: a.busy };
  }
}

/** What the selects offer for the form as it stands, and the minute step of the chosen place. */
export function editorChoices(f: EditorForm, o: EditorOptions) {
  const place = o.places.find((x) => x.id === f.placeId) ?? null;
  const plan = o.plans.find((x) => x.id === f.planId) ?? null;
  const placeRoomIds = new Set(o.rooms.filter((r) => r.placeId === f.placeId).map((r) => r.id));
  return {
    plan,
    step: MINUTE_GRIDS[(place?.minuteGrid ?? 'half') as MinuteGrid] ?? 30,
    plans: o.plans.filter((x) => x.id === f.planId || (x.isEnabled && x.roomIds.some((r) => placeRoomIds.has(r)))),
    therapists: o.therapists
      .filter((x) => !plan || plan.staffIds.includes(x.id) || x.id === f.therapistId)
      .sort((a, b) => Number(b.placeId === f.placeId) - Number(a.placeId === f.placeId)),
    rooms: o.rooms.filter((r) => r.placeId === f.placeId && (r.id === f.roomId || (r.isEnabled && (!plan || plan.roomIds.includes(r.id))))),
  };
}

/** The symptoms to offer: all while no body part is chosen, else the chosen parts' and those already ticked. */
export function visibleSymptoms(o: EditorOptions, parts: number[], symptoms: number[]): EditorOptions['symptoms'] {
  return o.symptoms.filter((s) => parts.length === 0 || symptoms.includes(s.id) || (s.bodyPartId !== null && parts.includes(s.bodyPartId)));
}

/**
 * The time buttons: the free times, plus (when changing a booking on its own date) the booking's
 * own start, which the availability API counts as taken.
 */
export function timeChips(freeTimes: number[], ownStart: number | null): number[] {
  return ownStart !== null && !freeTimes.includes(ownStart) ? [...freeTimes, ownStart].sort((a, b) => a - b) : freeTimes;
}

/**
 * The request body, or the field errors the shared schema and the form's own rules find
 * (`messageKey` turns the schema's keys into the screen's).
 */
export function buildBooking(f: EditorForm, o: EditorOptions, opts: { isNew: boolean; force: boolean; messageKey: (key: string) => string }) {
  const ymd = ymdOf(f.date);
  const amount = f.total.trim() === '' ? undefined : Number(f.total.trim());
  const body = {
    memberId: f.member?.id ?? '',
    planId: f.planId ?? 0,
    placeId: f.placeId ?? 0,
    therapistId: f.therapistId,
    roomId: f.roomId,
    date: ymd ?? Number.NaN,
    start: hhmmOfText(f.start) ?? Number.NaN,
    parts: f.parts,
    symptoms: f.symptoms,
    specialRequests: f.requests,
    otherRequest: f.requests.includes('OTHER') ? f.otherRequest : '',
    totalAmtCents: amount !== undefined && isDollarAmount(amount) ? centsOf(amount) : undefined,
    remark: f.remark,
    force: opts.force,
    askMember: opts.isNew && f.askMember,
  };
  const found: Record<string, string> = {};
  const parsed = staffBookingInput.safeParse(body);
  if (!parsed.success) for (const i of parsed.error.issues) found[String(i.path[0])] ??= opts.messageKey(i.message);
  if (!f.member) found.memberId = 'desk:form.memberRequired';
  if (!f.planId) found.planId = 'desk:form.planRequired';
  if (!f.date.trim()) found.date = 'desk:form.dateRequired';
  else if (ymd !== null && (ymd < o.window.from || ymd > o.window.to)) found.date = 'desk:form.dateWindow';
  if (!f.start.trim()) found.start = 'desk:form.startRequired';
  if (amount !== undefined && !isDollarAmount(amount)) found.totalAmtCents = 'desk:form.amount';
  return { body, found };
}

import { describe, expect, it } from 'vitest';
import { buildBooking, editorChoices, editorReducer, initialEditorState, timeChips, visibleSymptoms, withoutErrors, type EditorAction, type EditorInitial, type EditorOptions, type EditorState } from './editor-state';

const options: EditorOptions = {
  places: [
    { id: 1, name: 'Central', minuteGrid: 'half' },
    { id: 2, name: 'Kowloon', minuteGrid: 'quarter' },
  ],
  rooms: [
    { id: 11, placeId: 1, code: 'A', name: 'Room A', isEnabled: true },
    { id: 12, placeId: 1, code: 'B', name: 'Room B', isEnabled: false },
    { id: 21, placeId: 2, code: 'C', name: 'Room C', isEnabled: true },
  ],
  therapists: [
    { id: 5, name: 'Ann', placeId: 2 },
    { id: 6, name: 'Bo', placeId: 1 },
    { id: 7, name: 'Cy', placeId: null },
  ],
  plans: [
    { id: 100, name: 'Massage', durationMin: 60, priceCents: 50000, isEnabled: true, staffIds: [5, 6], roomIds: [11, 21] },
    { id: 101, name: 'Cupping', durationMin: 30, priceCents: 30000, isEnabled: true, staffIds: [7], roomIds: [21] },
    { id: 102, name: 'Old', durationMin: 30, priceCents: 1000, isEnabled: false, staffIds: [5], roomIds: [11] },
  ],
  parts: [{ id: 1, name: 'Neck' }],
  symptoms: [
    { id: 31, name: 'Stiff', bodyPartId: 1 },
    { id: 32, name: 'Tired', bodyPartId: null },
    { id: 33, name: 'Sore', bodyPartId: 2 },
  ],
  window: { from: 20260101, to: 20260301 },
};

const blank: EditorInitial = { member: null, placeId: null, planId: null, therapistId: null, roomId: null, date: null, start: null, parts: [], symptoms: [], specialRequests: [], otherRequest: '', totalAmtCents: null, remark: '' };
const start = (over: Partial<EditorInitial> = {}) => initialEditorState({ ...blank, ...over }, options);
const run = (s: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, s);
const member = { id: 'm1', fullname: 'Kit', nickname: null, phone: null, email: null } as never;

describe('initialEditorState', () => {
  it('starts a new booking at the first place with nothing chosen', () => {
    const s = start();
    expect(s.form).toMatchObject({ placeId: 1, planId: null, date: '', start: '', total: '', totalTouched: false, askMember: false });
    expect(s.errors).toEqual({});
    expect(s.busy).toBe(false);
  });
  it('shows an existing booking as typed text, keeping only known requests', () => {
    const s = start({ placeId: 2, date: 20260115, start: 930, totalAmtCents: 45050, specialRequests: ['OTHER', 'NOPE'] });
    expect(s.form).toMatchObject({ placeId: 2, date: '2026-01-15', start: '09:30', total: '450.50', totalTouched: true, requests: ['OTHER'] });
  });
});

describe('editorReducer', () => {
  it('sets a field and clears its error (and the ones it names)', () => {
    const s = run(start(), { type: 'errors', errors: { memberId: 'x', specialRequests: 'y', otherRequest: 'z', date: 'w' } });
    expect(run(s, { type: 'set', field: 'member', value: member }).errors).toEqual({ specialRequests: 'y', otherRequest: 'z', date: 'w' });
    expect(run(s, { type: 'set', field: 'requests', value: ['OTHER'], clears: ['otherRequest'] }).errors).toEqual({ memberId: 'x', date: 'w' });
    expect(run(s, { type: 'set', field: 'date', value: '2026-01-02' })).toMatchObject({ form: { date: '2026-01-02' }, errors: { memberId: 'x' } });
    expect(run(s, { type: 'set', field: 'askMember', value: true }).errors).toBe(s.errors);
  });

  it('fills the amount from the plan until one is typed, and drops a therapist or room the plan does not take', () => {
    let s = run(start(), { type: 'set', field: 'therapistId', value: 6 }, { type: 'set', field: 'roomId', value: 11 }, { type: 'plan', id: 101, options });
    expect(s.form).toMatchObject({ planId: 101, total: '300.00', therapistId: null, roomId: null });
    s = run(s, { type: 'total', value: '12' }, { type: 'plan', id: 100, options });
    expect(s.form).toMatchObject({ planId: 100, total: '12', totalTouched: true });
    expect(run(s, { type: 'totalBlur' }).form.total).toBe('12.00');
    expect(run(s, { type: 'total', value: 'abc' }, { type: 'totalBlur' }).form.total).toBe('abc');
  });

  it('keeps a room of the new place only', () => {
    const s = run(start(), { type: 'set', field: 'roomId', value: 11 }, { type: 'errors', errors: { placeId: 'a', roomId: 'b', remark: 'c' } });
    expect(run(s, { type: 'place', id: 1, options }).form.roomId).toBe(11);
    const moved = run(s, { type: 'place', id: 2, options });
    expect(moved.form).toMatchObject({ placeId: 2, roomId: null });
    expect(moved.errors).toEqual({ remark: 'c' });
  });

  it('marks a save under way', () => {
    expect(run(start(), { type: 'busy', busy: true }).busy).toBe(true);
  });
});

describe('editorChoices', () => {
  it('offers the enabled plans of the place, its therapists first, and its fitting rooms', () => {
    const c = editorChoices(run(start(), { type: 'plan', id: 100, options }).form, options);
    expect(c.plans.map((x) => x.id)).toEqual([100]);
    expect(c.therapists.map((x) => x.id)).toEqual([6, 5]);
    expect(c.rooms.map((x) => x.id)).toEqual([11]);
    expect(c.step).toBe(30);
    expect(editorChoices(start({ placeId: 2 }).form, options).step).toBe(15);
  });
  it('keeps what an existing booking already holds', () => {
    const c = editorChoices(start({ planId: 102, roomId: 12, therapistId: 7 }).form, options);
    expect(c.plans.map((x) => x.id)).toContain(102);
    expect(c.rooms.map((x) => x.id)).toContain(12);
    expect(c.therapists.map((x) => x.id)).toContain(7);
  });
});

describe('visibleSymptoms and timeChips', () => {
  it('narrows symptoms to the chosen parts, keeping ticked ones', () => {
    expect(visibleSymptoms(options, [], []).map((s) => s.id)).toEqual([31, 32, 33]);
    expect(visibleSymptoms(options, [1], [33]).map((s) => s.id)).toEqual([31, 33]);
  });
  it('adds the booking’s own start among the free times', () => {
    expect(timeChips([900, 1100], 1000)).toEqual([900, 1000, 1100]);
    expect(timeChips([900], 900)).toEqual([900]);
    expect(timeChips([900], null)).toEqual([900]);
  });
  it('withoutErrors keeps the same object when nothing goes', () => {
    const e = { a: 'x' };
    expect(withoutErrors(e, ['b'])).toBe(e);
    expect(withoutErrors(e, ['a'])).toEqual({});
  });
});

describe('buildBooking', () => {
  const key = (k: string) => `mapped:${k}`;
  it('names every missing field', () => {
    const { found } = buildBooking(start().form, options, { isNew: true, force: false, messageKey: key });
    expect(found).toMatchObject({ memberId: 'desk:form.memberRequired', planId: 'desk:form.planRequired', date: 'desk:form.dateRequired', start: 'desk:form.startRequired' });
  });
  it('refuses a date outside the window and a bad amount', () => {
    const f = { ...start().form, member, planId: 100, date: '2025-12-01', start: '10:00', total: '1.234' };
    const { found } = buildBooking(f, options, { isNew: true, force: false, messageKey: key });
    expect(found.date).toBe('desk:form.dateWindow');
    expect(found.totalAmtCents).toBe('desk:form.amount');
  });
  it('builds the body of a complete form', () => {
    const f = { ...start().form, member, planId: 100, therapistId: 6, date: '2026-01-15', start: '10:30', total: '450', requests: ['OTHER' as const], otherRequest: 'Quiet room', askMember: true };
    const { body, found } = buildBooking(f, options, { isNew: true, force: true, messageKey: key });
    expect(found).toEqual({});
    expect(body).toMatchObject({ memberId: 'm1', planId: 100, placeId: 1, therapistId: 6, roomId: null, date: 20260115, start: 1030, totalAmtCents: 45000, otherRequest: 'Quiet room', force: true, askMember: true });
    expect(buildBooking(f, options, { isNew: false, force: false, messageKey: key }).body.askMember).toBe(false);
    expect(buildBooking({ ...f, requests: [] }, options, { isNew: true, force: false, messageKey: key }).body.otherRequest).toBe('');
  });
});

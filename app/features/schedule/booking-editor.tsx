import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isDollarAmount, centsOf, dollarsText } from '../../../common/booking-setup-rules';
import { staffBookingInput } from '../../../common/booking.schema';
import { BOOKING_REMARK_MAX, BOOKING_TEXT_MAX, SPECIAL_REQUESTS, type SpecialRequest } from '../../../common/booking-rules';
import { CURRENCY_PREFIX, formatMoney } from '../../../common/constants';
import { MINUTE_GRIDS, type MinuteGrid } from '../../../common/minute-grid';
import { toast } from '../overlays/overlay-store';
import { showRefusal } from './conflict-dialog';
import { scheduleFetch, scheduleMessageKey, refusalOf, showFailure, validationErrors } from './schedule-api';
import { CheckGroup, Field, INPUT } from './field';
import { dateLabel } from './labels';
import { MemberPicker, type MemberPick } from './member-picker';
import { clockText, hhmmOfText, isoOf, ymdOf } from './schedule-model';
import { enumLabelKey } from '../../../common/enum-labels';

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

/** A key for the Idempotency-Key header: a retried create returns the first booking instead of a second one. */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Free start times (HHmm) of the chosen plan, place and therapist on the chosen date, from the availability API. */
function useFreeTimes(q: { planId: number | null; placeId: number | null; therapistId: number | null; date: number | null }): { status: 'incomplete' | 'loading' | 'failed' | 'ready'; times: number[] } {
  const [state, setState] = useState<{ key: string; times: number[] | null; failed: boolean }>({ key: '', times: null, failed: false });
  const key = q.planId && q.placeId && q.date ? `${q.planId}|${q.placeId}|${q.therapistId ?? ''}|${q.date}` : '';
  useEffect(() => {
    if (!key) return;
    let live = true;
    scheduleFetch<{ dates: { date: number; times: number[] }[] }>('/api/booking/availability', {
      query: { planId: q.planId!, placeId: q.placeId!, therapistId: q.therapistId ?? undefined, from: q.date!, to: q.date!, horizon: 'staff' },
    }).then(
      (res) => live && setState({ key, times: res.dates.find((d) => d.date === q.date)?.times ?? [], failed: false }),
      () => live && setState({ key, times: null, failed: true }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (!key) return { status: 'incomplete', times: [] };
  if (state.key !== key) return { status: 'loading', times: [] };
  if (state.failed) return { status: 'failed', times: [] };
  return { status: 'ready', times: state.times ?? [] };
}

/**
 * The staff's booking editor (spec §2 booking system, §8 conflicts): a booking for a member with
 * plan, place, therapist (or any), room (or automatic), date up to 7 days back and time with the
 * free times suggested, body parts, symptoms, special requests, total amount and remark. The
 * shared schema checks the form before sending; a conflict shows its reasons and, for soft ones
 * only, a save-anyway once the user accepts the risk. Whatever was typed stays on any error.
 */
export function BookingEditor(p: {
  options: EditorOptions;
  initial: EditorInitial;
  bookingId?: number;
  memberSearchPath: string;
  cancelHref: string;
  onSaved: (saved: { id: number; placeId: number; date: number }) => void;
}) {
  const { t } = useTranslation();
  const o = p.options;
  const init = p.initial;
  const [member, setMember] = useState<MemberPick | null>(init.member);
  const [placeId, setPlaceId] = useState<number | null>(init.placeId ?? o.places[0]?.id ?? null);
  const [planId, setPlanId] = useState<number | null>(init.planId);
  const [therapistId, setTherapistId] = useState<number | null>(init.therapistId);
  const [roomId, setRoomId] = useState<number | null>(init.roomId);
  const [date, setDate] = useState(init.date ? isoOf(init.date) : '');
  const [start, setStart] = useState(init.start !== null ? clockText(init.start) : '');
  const [parts, setParts] = useState<number[]>(init.parts);
  const [symptoms, setSymptoms] = useState<number[]>(init.symptoms);
  const [requests, setRequests] = useState<SpecialRequest[]>(init.specialRequests.filter((r): r is SpecialRequest => (SPECIAL_REQUESTS as readonly string[]).includes(r)));
  const [otherRequest, setOtherRequest] = useState(init.otherRequest);
  const [total, setTotal] = useState(init.totalAmtCents !== null ? dollarsText(init.totalAmtCents) : '');
  const [totalTouched, setTotalTouched] = useState(init.totalAmtCents !== null);
  const [remark, setRemark] = useState(init.remark);
  const [askMember, setAskMember] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const idempotencyKey = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const place = o.places.find((x) => x.id === placeId) ?? null;
  const plan = o.plans.find((x) => x.id === planId) ?? null;
  const step = MINUTE_GRIDS[(place?.minuteGrid ?? 'half') as MinuteGrid] ?? 30;
  const placeRoomIds = new Set(o.rooms.filter((r) => r.placeId === placeId).map((r) => r.id));
  const plans = o.plans.filter((x) => x.id === planId || (x.isEnabled && x.roomIds.some((r) => placeRoomIds.has(r))));
  const therapists = o.therapists
    .filter((x) => !plan || plan.staffIds.includes(x.id) || x.id === therapistId)
    .sort((a, b) => Number(b.placeId === placeId) - Number(a.placeId === placeId));
  const rooms = o.rooms.filter((r) => r.placeId === placeId && (r.id === roomId || (r.isEnabled && (!plan || plan.roomIds.includes(r.id)))));
  const ymd = ymdOf(date);
  const free = useFreeTimes({ planId, placeId, therapistId, date: ymd });
  const startValue = hhmmOfText(start);
  // A booking being changed holds its own time, which the availability API counts as taken: offer it too.
  const ownStart = p.bookingId && init.date === ymd && init.start !== null ? init.start : null;
  const chips = ownStart !== null && !free.times.includes(ownStart) ? [...free.times, ownStart].sort((a, b) => a - b) : free.times;
  const visibleSymptoms = useMemo(
    () => o.symptoms.filter((s) => parts.length === 0 || symptoms.includes(s.id) || (s.bodyPartId !== null && parts.includes(s.bodyPartId))),
    [o.symptoms, parts, symptoms],
  );

  const clear = (...fields: string[]) => setErrors((e) => (fields.some((f) => f in e) ? Object.fromEntries(Object.entries(e).filter(([k]) => !fields.includes(k))) : e));
  const showErrors = (errs: Record<string, string>) => {
    setErrors(errs);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const choosePlan = (id: number | null) => {
    clear('planId', 'totalAmtCents');
    setPlanId(id);
    const next = o.plans.find((x) => x.id === id);
    if (next && !totalTouched) setTotal(dollarsText(next.priceCents));
    if (next && therapistId && !next.staffIds.includes(therapistId)) setTherapistId(null);
    if (next && roomId && !next.roomIds.includes(roomId)) setRoomId(null);
  };
  const choosePlace = (id: number | null) => {
    clear('placeId', 'roomId');
    setPlaceId(id);
    if (roomId && !o.rooms.some((r) => r.id === roomId && r.placeId === id)) setRoomId(null);
  };

  /** The request body, or the field errors the shared schema finds. */
  const build = (force: boolean) => {
    const amount = total.trim() === '' ? undefined : Number(total.trim());
    const body = {
      memberId: member?.id ?? '',
      planId: planId ?? 0,
      placeId: placeId ?? 0,
      therapistId,
      roomId,
      date: ymd ?? Number.NaN,
      start: startValue ?? Number.NaN,
      parts,
      symptoms,
      specialRequests: requests,
      otherRequest: requests.includes('OTHER') ? otherRequest : '',
      totalAmtCents: amount !== undefined && isDollarAmount(amount) ? centsOf(amount) : undefined,
      remark,
      force,
      askMember: !p.bookingId && askMember,
    };
    const found: Record<string, string> = {};
    const parsed = staffBookingInput.safeParse(body);
    if (!parsed.success) for (const i of parsed.error.issues) found[String(i.path[0])] ??= scheduleMessageKey(i.message);
    if (!member) found.memberId = 'desk:form.memberRequired';
    if (!planId) found.planId = 'desk:form.planRequired';
    if (!date.trim()) found.date = 'desk:form.dateRequired';
    else if (ymd !== null && (ymd < o.window.from || ymd > o.window.to)) found.date = 'desk:form.dateWindow';
    if (!start.trim()) found.start = 'desk:form.startRequired';
    if (amount !== undefined && !isDollarAmount(amount)) found.totalAmtCents = 'desk:form.amount';
    return { body, found };
  };

  const save = async (force: boolean): Promise<void> => {
    const { body, found } = build(force);
    if (Object.keys(found).length) return showErrors(found);
    setBusy(true);
    try {
      idempotencyKey.current ??= newIdempotencyKey();
      const res = p.bookingId
        ? await scheduleFetch<{ booking: { id: number; place: { id: number }; date: number } }>(`/api/manage/bookings/${p.bookingId}`, { method: 'PUT', body })
        : await scheduleFetch<{ booking: { id: number; place: { id: number }; date: number } }>('/api/manage/bookings', { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey.current } });
      setBusy(false);
      toast(t(force ? 'desk:editor.savedForced' : 'desk:editor.saved'));
      p.onSaved({ id: res.booking.id, placeId: res.booking.place.id, date: res.booking.date });
    } catch (err) {
      setBusy(false);
      const refusal = refusalOf(err);
      if (refusal) {
        if (await showRefusal(refusal)) return save(true);
        return;
      }
      const fields = validationErrors(err);
      if (fields) return showErrors(fields);
      showFailure(err);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) void save(false);
  };

  const labels = {
    place: t('desk:editor.place'),
    plan: t('desk:editor.plan'),
    therapist: t('desk:editor.therapist'),
    room: t('desk:editor.room'),
    date: t('desk:editor.date'),
    start: t('desk:editor.start'),
    total: t('desk:editor.total'),
    remark: t('desk:editor.remark'),
    other: t('desk:editor.otherRequest'),
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5" data-testid="booking-form" aria-busy={busy}>
      <section className="card space-y-4 p-4 sm:p-5" aria-labelledby="editor-who">
        <h2 id="editor-who" className="text-lg font-semibold">{t('desk:editor.who')}</h2>
        <MemberPicker value={member} onChange={(m) => { clear('memberId'); setMember(m); }} searchPath={p.memberSearchPath} error={errors.memberId} />
      </section>

      <section className="card grid gap-4 p-4 sm:grid-cols-2 sm:p-5" aria-labelledby="editor-what">
        <h2 id="editor-what" className="text-lg font-semibold sm:col-span-2">{t('desk:editor.what')}</h2>
        <Field label={labels.place} error={errors.placeId}>
          {(id, d) => (
            <select id={id} name="place" className={INPUT} value={placeId ?? ''} aria-describedby={d} aria-invalid={!!errors.placeId} onChange={(e) => choosePlace(e.target.value ? Number(e.target.value) : null)}>
              {o.places.map((x) => <option key={x.id} value={x.id}>{x.name}</option>)}
            </select>
          )}
        </Field>
        <Field label={labels.plan} error={errors.planId} hint={plan ? t('desk:editor.planHint', { minutes: plan.durationMin, price: formatMoney(plan.priceCents) }) : undefined}>
          {(id, d) => (
            <select id={id} name="plan" className={INPUT} value={planId ?? ''} aria-describedby={d} aria-invalid={!!errors.planId} onChange={(e) => choosePlan(e.target.value ? Number(e.target.value) : null)}>
              <option value="">{t('desk:editor.choose')}</option>
              {plans.map((x) => <option key={x.id} value={x.id}>{x.name}{x.isEnabled ? '' : ` (${t('desk:editor.planOff')})`}</option>)}
            </select>
          )}
        </Field>
        <Field label={labels.therapist} error={errors.therapistId}>
          {(id, d) => (
            <select id={id} name="therapist" className={INPUT} value={therapistId ?? ''} aria-describedby={d} aria-invalid={!!errors.therapistId} onChange={(e) => { clear('therapistId'); setTherapistId(e.target.value ? Number(e.target.value) : null); }}>
              <option value="">{t('desk:editor.anyTherapist')}</option>
              {therapists.map((x) => (
                <option key={x.id} value={x.id}>{x.name}{x.placeId !== null && x.placeId !== placeId ? ` (${o.places.find((pl) => pl.id === x.placeId)?.name ?? ''})` : ''}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label={labels.room} error={errors.roomId} hint={t('desk:editor.roomHint')}>
          {(id, d) => (
            <select id={id} name="room" className={INPUT} value={roomId ?? ''} aria-describedby={d} aria-invalid={!!errors.roomId} onChange={(e) => { clear('roomId'); setRoomId(e.target.value ? Number(e.target.value) : null); }}>
              <option value="">{t('desk:editor.autoRoom')}</option>
              {rooms.map((r) => <option key={r.id} value={r.id}>{t('desk:column.room', { code: r.code })} · {r.name}</option>)}
            </select>
          )}
        </Field>
      </section>

      <section className="card grid gap-4 p-4 sm:grid-cols-2 sm:p-5" aria-labelledby="editor-when">
        <h2 id="editor-when" className="text-lg font-semibold sm:col-span-2">{t('desk:editor.when')}</h2>
        <Field label={labels.date} error={errors.date} hint={t('desk:editor.dateHint', { from: isoOf(o.window.from), to: isoOf(o.window.to) })}>
          {(id, d) => (
            <input id={id} type="date" name="date" className={INPUT} value={date} min={isoOf(o.window.from)} max={isoOf(o.window.to)} aria-describedby={d} aria-invalid={!!errors.date} onChange={(e) => { clear('date'); setDate(e.target.value); }} />
          )}
        </Field>
        <Field label={labels.start} error={errors.start} hint={t('desk:editor.startHint', { minutes: step })}>
          {(id, d) => (
            <input id={id} type="time" name="start" className={INPUT} value={start} step={step * 60} aria-describedby={d} aria-invalid={!!errors.start} onChange={(e) => { clear('start'); setStart(e.target.value); }} />
          )}
        </Field>
        <div className="sm:col-span-2" data-testid="free-times">
          <h3 className="text-sm font-medium">{ymd ? t('desk:editor.freeTitle', { date: dateLabel(t, ymd) }) : t('desk:editor.freeTitleNoDate')}</h3>
          <div aria-live="polite" className="mt-2 text-sm">
            {free.status === 'incomplete' && <p className="text-stone-600 dark:text-stone-400">{t('desk:editor.freeIncomplete')}</p>}
            {free.status === 'loading' && <p>{t('ui.loading')}</p>}
            {free.status === 'failed' && <p>{t('desk:editor.freeFailed')}</p>}
            {free.status === 'ready' && chips.length === 0 && <p data-testid="free-none">{t('desk:editor.freeNone')}</p>}
            {free.status === 'ready' && chips.length > 0 && (
              <ul className="flex flex-wrap gap-1.5">
                {chips.map((time) => (
                  <li key={time}>
                    <button
                      type="button"
                      className={`min-h-9 rounded-full border px-3 text-sm tabular-nums ${startValue === time ? 'border-emerald-800 bg-emerald-800 text-white dark:border-emerald-500 dark:bg-emerald-700' : 'border-stone-300 hover:bg-stone-100 dark:border-stone-700 dark:hover:bg-stone-800'}`}
                      aria-pressed={startValue === time}
                      data-testid="free-time"
                      data-time={time}
                      onClick={() => { clear('start'); setStart(clockText(time)); }}
                    >
                      {clockText(time)}
                      {time === ownStart && !free.times.includes(time) && <span className="ml-1 text-xs">({t('desk:editor.current')})</span>}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </section>

      <section className="card space-y-5 p-4 sm:p-5" aria-labelledby="editor-details">
        <h2 id="editor-details" className="text-lg font-semibold">{t('desk:editor.details')}</h2>
        <CheckGroup name="parts" legend={t('desk:editor.parts')} options={o.parts.map((x) => ({ value: x.id, label: x.name }))} selected={parts} onChange={(v) => { clear('parts'); setParts(v); }} error={errors.parts} />
        <CheckGroup
          name="symptoms"
          legend={t('desk:editor.symptoms')}
          hint={parts.length ? t('desk:editor.symptomsHint') : undefined}
          options={visibleSymptoms.map((x) => ({ value: x.id, label: x.name }))}
          selected={symptoms}
          onChange={(v) => { clear('symptoms'); setSymptoms(v); }}
          error={errors.symptoms}
        />
        <CheckGroup
          name="specialRequests"
          legend={t('desk:editor.requests')}
          options={SPECIAL_REQUESTS.map((r) => ({ value: r, label: t(enumLabelKey('specialRequest', r)) }))}
          selected={requests}
          onChange={(v) => { clear('specialRequests', 'otherRequest'); setRequests(v); }}
          error={errors.specialRequests}
        />
        {requests.includes('OTHER') && (
          <Field label={labels.other} error={errors.otherRequest}>
            {(id, d) => (
              <input id={id} name="otherRequest" className={INPUT} value={otherRequest} maxLength={BOOKING_TEXT_MAX} aria-describedby={d} aria-invalid={!!errors.otherRequest} onChange={(e) => { clear('otherRequest'); setOtherRequest(e.target.value); }} />
            )}
          </Field>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={labels.total} error={errors.totalAmtCents} hint={t('desk:editor.totalHint')}>
            {(id, d) => (
              <div className="relative">
                <span className="pointer-events-none absolute top-1/2 left-3 mt-0.5 -translate-y-1/2 text-stone-600 dark:text-stone-400" aria-hidden="true">{CURRENCY_PREFIX}</span>
                <input id={id} name="total" inputMode="decimal" className={`${INPUT} pl-11 tabular-nums`} value={total} maxLength={12} aria-describedby={d} aria-invalid={!!errors.totalAmtCents}
                  onChange={(e) => { clear('totalAmtCents'); setTotalTouched(true); setTotal(e.target.value); }}
                  onBlur={() => { const v = Number(total.trim()); if (total.trim() && isDollarAmount(v)) setTotal(dollarsText(centsOf(v))); }} />
              </div>
            )}
          </Field>
          <Field label={labels.remark} error={errors.remark} className="sm:col-span-2">
            {(id, d) => (
              <textarea id={id} name="remark" rows={3} className={INPUT} value={remark} maxLength={BOOKING_REMARK_MAX} aria-describedby={d} aria-invalid={!!errors.remark} onChange={(e) => { clear('remark'); setRemark(e.target.value); }} />
            )}
          </Field>
        </div>
        {!p.bookingId && (
          <label className="mt-4 flex items-start gap-2 text-sm">
            <input type="checkbox" name="askMember" className="mt-0.5 size-4" checked={askMember} onChange={(e) => setAskMember(e.target.checked)} data-testid="booking-ask-member" />
            <span>{t('desk:editor.askMember')}</span>
          </label>
        )}
      </section>

      <div className="flex flex-wrap justify-end gap-2">
        <Link to={p.cancelHref} className="btn btn-ghost">{t('desk:editor.cancel')}</Link>
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="booking-save">
          {p.bookingId ? t('desk:editor.saveChanges') : t('desk:editor.create')}
        </button>
      </div>
    </form>
  );
}

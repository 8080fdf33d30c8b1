import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { centsOf, dollarsText, isDollarAmount } from '../../../common/booking-setup-rules';
import { bookingStatusInput, type BookingStatusInput } from '../../../common/booking.schema';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../common/deal-rules';
import type { DrawablePackage } from '../../../common/package.schema';
import { formatDate } from '../../../common/date-format';
import { toClinicDate } from '../../../common/clinic-time';
import { useLocale } from '../i18n/use-locale';
import { BOOKING_REMARK_MAX, BOOKING_TEXT_MAX, BOOKING_TRANSITIONS, type BookingStatus } from '../../../common/booking-rules';
import { CURRENCY_PREFIX, formatMoney } from '../../../common/constants';
import { confirmBox } from '../overlays/dialogs';
import { forceCloseOverlay, nextId, openOverlay, requestCloseOverlay, toast, updateOverlay } from '../overlays/overlay-store';
import { scheduleFetch, scheduleMessageKey, showFailure, validationErrors } from './schedule-api';
import { Field, INPUT } from './field';
import { dateLabel, memberLabel, spanLabel, STATUS_STYLE } from './labels';
import { enumLabelKey, isEnumValue } from '../../../common/enum-labels';
import type { PresentedBooking } from '../../../server/presenters/booking';

/** A booking as GET /api/manage/bookings/{id} presents it. */
export type DeskBooking = PresentedBooking;

/** Transitions that ask for something first: a reason (reject, cancel) or the amount charged (done). */
const NEEDS_FORM: readonly BookingStatus[] = ['REJECT', 'CANCEL', 'DONE'];

async function postStatus(id: number, body: Partial<BookingStatusInput> & { status: BookingStatus }) {
  return scheduleFetch<{ booking: DeskBooking }>(`/api/manage/bookings/${id}/status`, { method: 'POST', body });
}

/**
 * The reject / cancel / done form: a required reason; or, to complete a visit, the member's package
 * session it will draw (unless staff charge instead) or the amount charged (prefilled with the total)
 * and how it was paid; the remark can be changed too.
 */
function StatusForm({ overlayId, booking, drawable, to, onDone }: { overlayId: string; booking: DeskBooking; drawable: DrawablePackage | null; to: BookingStatus; onDone: () => void }) {
  const { t } = useTranslation();
  const { lng } = useLocale();
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState(dollarsText(booking.actualAmtCents ?? booking.totalAmtCents));
  const [method, setMethod] = useState<PaymentMethod | ''>('');
  const [chargeInstead, setChargeInstead] = useState(false);
  const [remark, setRemark] = useState(booking.remark);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const dirty = () => updateOverlay(overlayId, { isUnsaved: true });
  const needsReason = to === 'REJECT' || to === 'CANCEL';
  const drawing = to === 'DONE' && !!drawable && !chargeInstead;
  const charging = to === 'DONE' && !drawing;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const value = Number(amount.trim());
    const body = {
      status: to, reason: needsReason ? reason : '', remark,
      ...(to === 'DONE' ? { chargeInstead } : {}),
      ...(charging && isDollarAmount(value) ? { actualAmtCents: centsOf(value) } : {}),
      ...(charging && method ? { method } : {}),
    };
    const found: Record<string, string> = {};
    const parsed = bookingStatusInput.safeParse(body);
    if (!parsed.success) for (const i of parsed.error.issues) found[String(i.path[0])] ??= scheduleMessageKey(i.message);
    if (charging && (amount.trim() === '' || !isDollarAmount(value))) found.actualAmtCents = 'desk:form.amount';
    else if (charging && value > 0 && !method) found.method = 'desk:form.methodRequired';
    if (Object.keys(found).length) {
      setErrors(found);
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    try {
      await postStatus(booking.id, body);
      forceCloseOverlay(overlayId);
      toast(t(`desk:action.done.${to}`));
      onDone();
    } catch (err) {
      const fields = validationErrors(err);
      if (fields) setErrors(fields);
      else showFailure(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate className="space-y-4" data-testid="status-form" data-status={to}>
      <p className="text-sm text-stone-700 dark:text-stone-300">{t(`desk:action.lead.${to}`)}</p>
      {needsReason && (
        <Field label={t('desk:detail.reason')} error={errors.reason} hint={t('desk:action.reasonHint')}>
          {(id, d) => (
            <textarea id={id} name="reason" rows={3} className={INPUT} value={reason} maxLength={BOOKING_TEXT_MAX} data-autofocus aria-describedby={d} aria-invalid={!!errors.reason} aria-required="true"
              onChange={(e) => { dirty(); setErrors({}); setReason(e.target.value); }} />
          )}
        </Field>
      )}
      {to === 'DONE' && drawable && (
        <div className="space-y-3 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100" data-testid="status-package">
          <p>
            {chargeInstead
              ? t('desk:action.package.kept', { title: drawable.title, left: drawable.left, total: drawable.total })
              : t('desk:action.package.will', { title: drawable.title, left: drawable.left, total: drawable.total, until: formatDate(toClinicDate(new Date(drawable.expiresAt)), lng) })}
          </p>
          <label className="flex items-center gap-2 font-medium">
            <input type="checkbox" className="h-5 w-5 shrink-0 accent-emerald-700" name="chargeInstead" checked={chargeInstead} data-testid="status-charge-instead"
              onChange={(e) => { dirty(); setErrors({}); setChargeInstead(e.target.checked); }} />
            {t('desk:action.package.chargeInstead')}
          </label>
        </div>
      )}
      {charging && (
        <Field label={t('desk:detail.actual')} error={errors.actualAmtCents} hint={t('desk:action.actualHint', { total: formatMoney(booking.totalAmtCents) })}>
          {(id, d) => (
            <div className="relative">
              <span className="pointer-events-none absolute top-1/2 left-3 mt-0.5 -translate-y-1/2 text-stone-600 dark:text-stone-400" aria-hidden="true">{CURRENCY_PREFIX}</span>
              <input id={id} name="actualAmount" inputMode="decimal" className={`${INPUT} pl-11 tabular-nums`} value={amount} maxLength={12} data-autofocus aria-describedby={d} aria-invalid={!!errors.actualAmtCents}
                onChange={(e) => { dirty(); setErrors({}); setAmount(e.target.value); }} />
            </div>
          )}
        </Field>
      )}
      {charging && (
        <Field label={t('desk:action.method')} error={errors.method} hint={t('desk:action.methodHint')}>
          {(id, d) => (
            <select id={id} name="method" className={INPUT} value={method} aria-describedby={d} aria-invalid={!!errors.method} data-testid="status-method"
              onChange={(e) => { dirty(); setErrors({}); setMethod(e.target.value as PaymentMethod | ''); }}>
              <option value="">{t('desk:action.methodNone')}</option>
              {PAYMENT_METHODS.map((m) => <option key={m} value={m}>{t(enumLabelKey('paymentMethod', m))}</option>)}
            </select>
          )}
        </Field>
      )}
      <Field label={t('desk:detail.remark')} error={errors.remark}>
        {(id, d) => (
          <textarea id={id} name="remark" rows={2} className={INPUT} value={remark} maxLength={BOOKING_REMARK_MAX} aria-describedby={d} aria-invalid={!!errors.remark}
            onChange={(e) => { dirty(); setRemark(e.target.value); }} />
        )}
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-ghost" onClick={() => requestCloseOverlay(overlayId)}>{t('desk:action.back')}</button>
        <button type="submit" className={`btn ${to === 'DONE' ? 'btn-primary' : 'bg-red-700 text-white hover:bg-red-800 dark:bg-red-600 dark:hover:bg-red-500'}`} disabled={busy} data-testid="status-submit">
          {t(`desk:action.submit.${to}`)}
        </button>
      </div>
    </form>
  );
}

function ActionTitle({ to }: { to: BookingStatus }) {
  const { t } = useTranslation();
  return <>{t(`desk:action.title.${to}`)}</>;
}

/**
 * The state changes of spec §4 offered from BOOKING_TRANSITIONS of the current state: accept,
 * attend and miss after a yes/no question; reject and cancel with a required reason; done with
 * the amount charged.
 */
export function BookingActions({ booking, drawable = null, onChanged }: { booking: DeskBooking; drawable?: DrawablePackage | null; onChanged: () => void }) {
  const { t } = useTranslation();
  const next = BOOKING_TRANSITIONS[booking.status as BookingStatus] ?? [];
  const act = async (to: BookingStatus) => {
    if (NEEDS_FORM.includes(to)) {
      const id = nextId('status');
      openOverlay({ id, mode: 'modal', Title: <ActionTitle to={to} />, Body: <StatusForm overlayId={id} booking={booking} drawable={drawable} to={to} onDone={onChanged} /> });
      return;
    }
    if (!(await confirmBox({ titleKey: `desk:action.title.${to}`, message: t(`desk:action.lead.${to}`) }))) return;
    try {
      await postStatus(booking.id, { status: to });
      toast(t(`desk:action.done.${to}`));
      onChanged();
    } catch (err) {
      showFailure(err);
    }
  };
  if (next.length === 0) return <p className="text-sm text-stone-700 dark:text-stone-300" data-testid="no-actions">{t('desk:action.none')}</p>;
  return (
    <div className="flex flex-wrap gap-2" data-testid="booking-actions">
      {next.map((to) => (
        <button
          key={to}
          type="button"
          className={`btn ${to === 'REJECT' || to === 'CANCEL' || to === 'MISS' ? 'btn-ghost border-red-700 text-red-800 hover:bg-red-50 dark:border-red-400 dark:text-red-300 dark:hover:bg-red-950' : 'btn-primary'}`}
          onClick={() => void act(to)}
          data-testid={`action-${to}`}
        >
          {t(`desk:action.button.${to}`)}
        </button>
      ))}
    </div>
  );
}

/** The booking's facts: state, forced mark, member, time and place, plan, details, amounts, reason and remark. */
export function BookingFacts({ booking: b, parts, symptoms }: { booking: DeskBooking; parts: { id: number; name: string }[]; symptoms: { id: number; name: string }[] }) {
  const { t } = useTranslation();
  const names = (ids: number[], list: { id: number; name: string }[]) => ids.map((id) => list.find((x) => x.id === id)?.name ?? `#${id}`).join(t('desk:listSeparator')) || '—';
  const requestName = (r: string) => (isEnumValue('specialRequest', r) ? t(enumLabelKey('specialRequest', r)) : r);
  const requests = b.specialRequests.map((r) => (r === 'OTHER' && b.otherRequest ? `${requestName(r)}: ${b.otherRequest}` : requestName(r))).join(t('desk:listSeparator')) || '—';
  // Settled when DONE: a package session drawn, or the amount charged with its payment.
  const actual = b.packageUse ? (
    <span data-testid="detail-package-use">{t('package.used', { left: b.packageUse.left })}</span>
  ) : b.actualAmtCents === null ? '—' : b.dealId ? (
    <Link className="link" to={`/manage/deals/${b.dealId}`} data-testid="detail-charge-deal">{formatMoney(b.actualAmtCents)}</Link>
  ) : formatMoney(b.actualAmtCents);
  const rows: [string, React.ReactNode, string?][] = [
    [t('desk:detail.member'), <>{memberLabel(b.member)}{b.member.phone && <span className="block text-sm text-stone-700 tabular-nums dark:text-stone-300">{b.member.phone}</span>}</>, 'member'],
    [t('desk:detail.when'), `${dateLabel(t, b.date)} ${spanLabel(b.start, b.end)}`, 'when'],
    [t('desk:detail.where'), `${b.place.name} · ${t('desk:column.room', { code: b.room.code })} ${b.room.name}`, 'where'],
    [t('desk:detail.therapist'), `${b.therapist.name}${b.preferredTherapistId === null ? ` (${t('desk:detail.assigned')})` : ''}`, 'therapist'],
    [t('desk:detail.plan'), `${b.plan.name} · ${t('desk:detail.minutes', { count: b.durationMin })}`, 'plan'],
    [t('desk:detail.parts'), names(b.parts, parts)],
    [t('desk:detail.symptoms'), names(b.symptoms, symptoms)],
    [t('desk:detail.requests'), requests, 'requests'],
    [t('desk:detail.total'), formatMoney(b.totalAmtCents), 'total'],
    [t('desk:detail.actual'), actual, 'actual'],
    ...(b.reason ? [[t('desk:detail.reason'), b.reason, 'reason'] as [string, string, string]] : []),
    [t('desk:detail.remark'), b.remark || '—', 'remark'],
    [t('desk:detail.source'), t(`desk:source.${b.source === 'MEMBER' ? 'MEMBER' : 'STAFF'}`)],
  ];
  return (
    <div>
      <p className="flex flex-wrap items-center gap-2">
        <span className={`rounded-md border-l-4 px-2 py-0.5 text-sm font-semibold text-stone-900 dark:text-stone-100 ${STATUS_STYLE[b.status]}`} data-testid="detail-status" data-status={b.status}>
          {t(enumLabelKey('bookingStatus', b.status))}
        </span>
        {b.isForced && (
          <span className="rounded bg-red-700 px-2 py-0.5 text-sm font-bold text-white dark:bg-red-500 dark:text-stone-950" data-testid="detail-forced" title={t('desk:legend.forced')}>
            ⚠ {t('desk:forced')}
          </span>
        )}
      </p>
      {b.isForced && <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">{t('desk:detail.forcedNote')}</p>}
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value, key]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-medium text-stone-600 dark:text-stone-400">{label}</dt>
            <dd className="break-words" data-field={key}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { memberBookingInput } from '../../../../common/booking.schema';
import { BOOKING_TEXT_MAX, SPECIAL_REQUESTS, type SpecialRequest } from '../../../../common/booking-rules';
import { enumLabelKey } from '../../../../common/enum-labels';
import type { BodyOptions } from '../api';
import type { FlowChoice } from '../flow-state';
import { LoadState } from '../../../components/member/load-state';

const box = 'mt-0.5 h-5 w-5 shrink-0 accent-emerald-700 dark:accent-emerald-500';
const pill =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-stone-300 px-3 py-2.5 text-sm has-[:checked]:border-emerald-700 has-[:checked]:bg-emerald-50 ' +
  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-emerald-600 dark:border-stone-600 dark:has-[:checked]:border-emerald-400 dark:has-[:checked]:bg-emerald-950';

/** Checkboxes drawn as pills, three a row on wide screens (body parts, symptoms). */
function PillChecks({ items, chosen, onToggle, testId }: { items: { id: number; name: string }[]; chosen: number[]; onToggle: (id: number, on: boolean) => void; testId: string }) {
  return (
    <ul className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2 md:grid-cols-3">
      {items.map((x) => (
        <li key={x.id}>
          <label className={pill}>
            <input type="checkbox" className={box} checked={chosen.includes(x.id)} onChange={(e) => onToggle(x.id, e.target.checked)} data-testid={`${testId}-${x.id}`} />
            <span>{x.name}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}

/** Body parts, symptoms and special requests (all optional; OTHER needs its text). */
export function DetailsStep({ choice, body, bodyFailed, onRetry, onDone }: { choice: FlowChoice; body: BodyOptions | null; bodyFailed: boolean; onRetry: () => void; onDone: (c: FlowChoice) => void }) {
  const { t } = useTranslation();
  const uid = useId();
  const [parts, setParts] = useState(choice.parts);
  const [symptoms, setSymptoms] = useState(choice.symptoms);
  const [requests, setRequests] = useState<SpecialRequest[]>(choice.requests);
  const [other, setOther] = useState(choice.other);
  const [otherError, setOtherError] = useState<string | null>(null);
  const otherRef = useRef<HTMLTextAreaElement>(null);

  const toggle = <T,>(list: T[], x: T, on: boolean) => (on ? [...list, x] : list.filter((y) => y !== x));
  const shownSymptoms = body?.symptoms.filter((s) => s.bodyPartId === null || parts.includes(s.bodyPartId)) ?? [];
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const keptSymptoms = symptoms.filter((id) => shownSymptoms.some((s) => s.id === id));
    const parsed = memberBookingInput.safeParse({
      planId: choice.plan,
      addonIds: choice.addons,
      placeId: choice.place,
      therapistId: choice.therapist === 'any' ? null : choice.therapist,
      date: choice.date,
      start: choice.time,
      parts,
      symptoms: keptSymptoms,
      specialRequests: requests,
      otherRequest: requests.includes('OTHER') ? other : '',
    });
    const issue = parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === 'otherRequest');
    if (issue) {
      setOtherError(issue.message);
      requestAnimationFrame(() => otherRef.current?.focus());
      return;
    }
    onDone({ ...choice, parts, symptoms: keptSymptoms, requests, other: requests.includes('OTHER') ? other.trim() : '' });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-7" data-testid="details-form">
      <fieldset>
        <legend className="font-semibold">{t('booking:details.parts')} <span className="font-normal text-stone-600 dark:text-stone-400">({t('booking:optional')})</span></legend>
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{t('booking:details.partsHint')}</p>
        {!body ? (
          <LoadState failed={bodyFailed} onRetry={onRetry} minHeight="min-h-32" />
        ) : (
          <PillChecks items={body.parts} chosen={parts} onToggle={(id, on) => setParts((l) => toggle(l, id, on))} testId="part" />
        )}
      </fieldset>

      {body && (
        <fieldset>
          <legend className="font-semibold">{t('booking:details.symptoms')} <span className="font-normal text-stone-600 dark:text-stone-400">({t('booking:optional')})</span></legend>
          {shownSymptoms.length === 0 ? (
            <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{t('booking:details.symptomsHint')}</p>
          ) : (
            <PillChecks items={shownSymptoms} chosen={symptoms} onToggle={(id, on) => setSymptoms((l) => toggle(l, id, on))} testId="symptom" />
          )}
        </fieldset>
      )}

      <fieldset>
        <legend className="font-semibold">{t('booking:details.requests')} <span className="font-normal text-stone-600 dark:text-stone-400">({t('booking:optional')})</span></legend>
        <ul className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
          {SPECIAL_REQUESTS.map((r) => (
            <li key={r}>
              <label className={pill}>
                <input
                  type="checkbox"
                  className={box}
                  checked={requests.includes(r)}
                  onChange={(e) => {
                    setRequests((l) => SPECIAL_REQUESTS.filter((x) => (x === r ? e.target.checked : l.includes(x))));
                    if (r === 'OTHER') setOtherError(null);
                  }}
                  data-testid={`request-${r}`}
                />
                <span>{t(enumLabelKey('specialRequest', r))}</span>
              </label>
            </li>
          ))}
        </ul>
        {requests.includes('OTHER') && (
          <div className="mt-4">
            <label htmlFor={`${uid}-other`} className="mb-1.5 block text-sm font-medium">{t('booking:details.other')}</label>
            <textarea
              id={`${uid}-other`}
              ref={otherRef}
              rows={3}
              maxLength={BOOKING_TEXT_MAX}
              value={other}
              onChange={(e) => {
                setOther(e.target.value);
                setOtherError(null);
              }}
              aria-invalid={otherError ? true : undefined}
              aria-describedby={otherError ? `${uid}-other-error` : undefined}
              required
              className="block min-h-11 w-full resize-y rounded-xl border border-stone-300 bg-white px-3.5 py-2 text-base text-stone-900 focus:border-emerald-700 focus:outline-2 focus:outline-emerald-600/40 aria-[invalid=true]:border-red-600 dark:border-stone-600 dark:bg-stone-950 dark:text-stone-100"
              data-testid="request-other-text"
            />
            {otherError && (
              <p id={`${uid}-other-error`} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300" data-field-error="otherRequest">{t(otherError)}</p>
            )}
          </div>
        )}
      </fieldset>

      <button type="submit" className="btn btn-primary w-full sm:w-auto" data-testid="details-next">{t('booking:details.next')}</button>
    </form>
  );
}

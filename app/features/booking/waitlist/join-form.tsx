import { useTranslation } from 'react-i18next';
import { addDays, isoFromYmd, textFromHhmm } from '../../../../common/clinic-time';
import { enumLabelKey } from '../../../../common/enum-labels';
import { DAY_PART_SPANS, DAY_PARTS, waitlistJoinInput, type DayPart } from '../../../../common/waitlist';
import { DateField, Form, FormButtons, MultiSelectField, SelectField, TimeField, useForm } from '../../../components/form';
import type { BookingOptions } from '../api';
import { waitlistApi } from './api';

export interface JoinPrefill {
  planId?: number;
  placeId?: number;
  therapistId?: number;
}

interface Values {
  planId: string;
  placeId: string;
  therapistId: string;
  dateFrom: number;
  dateTo: number;
  mode: 'parts' | 'span';
  dayParts: number[];
  timeFrom: number | null;
  timeTo: number | null;
}

/**
 * Join a waiting list: plan, place, optionally a therapist (those open online for the plan there),
 * a date range inside the booking window, and parts of the day or a from–to time. Checked with the
 * shared schema, then by the server.
 */
export function JoinWaitlistForm(p: { options: BookingOptions; win: { from: number; to: number }; prefill: JoinPrefill; onJoined: () => void }) {
  const { t } = useTranslation();
  // When each part of the day starts, from the rule matching uses (DAY_PART_SPANS).
  const partHint = (d: DayPart) => {
    const { from, to } = DAY_PART_SPANS[d];
    if (from === 0) return t('booking:waitlist.partBefore', { time: textFromHhmm(to) });
    if (to >= 2400) return t('booking:waitlist.partFrom', { time: textFromHhmm(from) });
    return t('booking:waitlist.partBetween', { from: textFromHhmm(from), to: textFromHhmm(to) });
  };
  const plans = p.options.plans.filter((x) => x.kind === 'basic');
  const form = useForm<Values>({
    ns: 'booking',
    initial: {
      planId: p.prefill.planId ? String(p.prefill.planId) : '',
      placeId: p.prefill.placeId ? String(p.prefill.placeId) : '',
      therapistId: p.prefill.therapistId ? String(p.prefill.therapistId) : '',
      dateFrom: p.win.from,
      dateTo: Math.min(addDays(p.win.from, 6), p.win.to),
      mode: 'parts',
      dayParts: [],
      timeFrom: null,
      timeTo: null,
    },
    check: (v) =>
      waitlistJoinInput.safeParse({
        planId: v.planId === '' ? undefined : Number(v.planId),
        placeId: v.placeId === '' ? undefined : Number(v.placeId),
        therapistId: v.therapistId === '' ? null : Number(v.therapistId),
        dateFrom: v.dateFrom,
        dateTo: v.dateTo,
        dayParts: v.mode === 'parts' ? v.dayParts.map((i) => DAY_PARTS[i]) : [],
        timeFrom: v.mode === 'span' ? v.timeFrom : null,
        timeTo: v.mode === 'span' ? v.timeTo : null,
      }),
    send: async (body) => {
      await waitlistApi.join(body);
    },
    saved: { toast: t('booking:waitlist.joined'), then: p.onJoined },
  });
  const v = form.values;
  const plan = plans.find((x) => String(x.id) === v.planId);
  const places = p.options.places.filter((x) => !plan || plan.placeIds.includes(x.id));
  const therapists = p.options.therapists.filter((x) => plan?.therapistIds.includes(x.id) && (x.placeId === null || String(x.placeId) === v.placeId));
  const label = (f: string) => t(`booking:waitlist.field.${f}`);
  return (
    <Form form={form} testId="waitlist-join-form" className="card space-y-4 p-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField {...form.field('planId')} label={label('planId')} placeholder={t('booking:waitlist.choose')} options={plans.map((x) => ({ value: x.id, label: x.name }))} onChange={(x) => form.change({ planId: x, therapistId: '' })} />
        <SelectField {...form.field('placeId')} label={label('placeId')} placeholder={t('booking:waitlist.choose')} options={places.map((x) => ({ value: x.id, label: x.name }))} onChange={(x) => form.change({ placeId: x, therapistId: '' })} />
        <SelectField {...form.field('therapistId')} label={label('therapistId')} placeholder={t('booking:therapist.any')} options={therapists.map((x) => ({ value: x.id, label: x.name }))} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField {...form.field('dateFrom')} label={label('dateFrom')} min={isoFromYmd(p.win.from)} max={isoFromYmd(p.win.to)} />
        <DateField {...form.field('dateTo')} label={label('dateTo')} min={isoFromYmd(p.win.from)} max={isoFromYmd(p.win.to)} />
      </div>
      <SelectField
        name="mode"
        label={label('mode')}
        value={v.mode}
        options={[
          { value: 'parts', label: t('booking:waitlist.mode.parts') },
          { value: 'span', label: t('booking:waitlist.mode.span') },
        ]}
        onChange={(x) => form.change({ mode: x as Values['mode'] }, 'dayParts', 'timeFrom', 'timeTo')}
      />
      {v.mode === 'parts' ? (
        <MultiSelectField
          name="dayParts"
          legend={label('dayParts')}
          options={DAY_PARTS.map((d: DayPart, i) => ({ value: i, label: t(enumLabelKey('dayPart', d)), hint: partHint(d) }))}
          values={v.dayParts}
          onChange={(x) => form.set('dayParts', x)}
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <TimeField {...form.field('timeFrom')} label={label('timeFrom')} placeholder="09:00" />
          <TimeField {...form.field('timeTo')} label={label('timeTo')} placeholder="12:00" />
        </div>
      )}
      <FormButtons busy={form.busy} saveLabel={t('booking:waitlist.join')} saveTestId="waitlist-join-submit" className="flex justify-end" />
    </Form>
  );
}


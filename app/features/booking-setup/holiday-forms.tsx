import { useTranslation } from 'react-i18next';
import { holidayAgainst, placeHolidayInput, publicHolidayInput } from '../../../common/booking-setup.schema';
import { isoFromYmd } from '../../../common/clinic-time';
import type { SetupPlaceHoliday, SetupPublicHoliday } from '../../../server/presenters/booking-setup';
import { confirmBox } from '../overlays/dialogs';
import { toast } from '../overlays/overlay-store';
import { DateField, EMPTY_TEXT, Form, FormButtons, LocalizedField, TextField, saveRow, sendJson, showFailure, useForm } from '../../components/form';
import { dateText } from './labels';
import { modalFormOptions, openFormModal, type ModalFormProps } from '../../components/form/modal-form';

/**
 * One closed date of a place. Before submit the date is checked against the dates the place
 * already lists (spec §5 "duplicate holiday dates must be changed or removed"); the server's
 * unique index answers 409 for anything the list did not know yet, shown under the date too.
 */
export function PlaceHolidayForm(p: ModalFormProps & { placeId: number; holiday: SetupPlaceHoliday | null; taken: number[] }) {
  const { t } = useTranslation('schedule');
  const form = useForm({
    initial: { date: p.holiday?.date ?? Number.NaN, name: p.holiday?.name ?? '' },
    check: (v) => holidayAgainst(placeHolidayInput, p.taken).safeParse(v),
    send: saveRow(`/api/manage/booking-setup/places/${p.placeId}/holidays`, p.holiday?.id),
    ...modalFormOptions(p, t('schedule:holidays.saved'), 'schedule'),
  });
  return (
    <Form form={form} testId="place-holiday-form">
      <HolidayDate value={form.values.date} onChange={(x) => form.set('date', x)} />
      <TextField
        name="name"
        label={t('schedule:holidays.name')}
        hint={t('schedule:holidays.nameHint')}
        value={form.values.name}
        maxLength={100}
        onChange={(x) => form.set('name', x)}
      />
      <FormButtons busy={form.busy} onCancel={p.onCancel} />
    </Form>
  );
}

function HolidayDate(p: { value: number; onChange: (ymd: number) => void }) {
  const { t } = useTranslation('schedule');
  return <DateField name="date" label={t('schedule:holidays.date')} value={p.value} required data-autofocus onChange={p.onChange} />;
}

/** A Hong Kong public holiday: its date and its name in three languages; a listed date is refused before submit and by the server. */
export function PublicHolidayForm(p: ModalFormProps & { holiday: SetupPublicHoliday | null; taken: number[] }) {
  const { t } = useTranslation('schedule');
  const form = useForm({
    initial: { date: p.holiday?.date ?? Number.NaN, name: p.holiday?.name ?? EMPTY_TEXT },
    check: (v) => holidayAgainst(publicHolidayInput, p.taken).safeParse(v),
    send: saveRow('/api/manage/booking-setup/public-holidays', p.holiday?.date),
    ...modalFormOptions(p, t('schedule:holidays.saved'), 'schedule'),
  });
  return (
    <Form form={form} testId="public-holiday-form">
      <HolidayDate value={form.values.date} onChange={(x) => form.set('date', x)} />
      <LocalizedField name="name" label={t('schedule:holidays.name')} value={form.values.name} maxLength={100} onChange={(x) => form.set('name', x)} />
      <FormButtons busy={form.busy} onCancel={p.onCancel} />
    </Form>
  );
}

/** A place's closed dates: the list, and add / edit / remove for those who may edit the place. */
export function PlaceHolidays(p: { placeId: number; holidays: SetupPlaceHoliday[]; canEdit: boolean; onChanged: () => void }) {
  const { t } = useTranslation('schedule');
  const taken = (except?: number) => p.holidays.map((h) => h.date).filter((d) => d !== except);
  const open = (holiday: SetupPlaceHoliday | null) =>
    openFormModal(holiday ? t('schedule:holidays.editTitle', { date: isoFromYmd(holiday.date) }) : t('schedule:holidays.addTitle'), (api) => (
      <PlaceHolidayForm
        placeId={p.placeId}
        holiday={holiday}
        taken={taken(holiday?.date)}
        onDirty={api.onDirty}
        onCancel={api.onCancel}
        onDone={() => {
          api.onDone();
          p.onChanged();
        }}
      />
    ));
  async function remove(h: SetupPlaceHoliday) {
    const yes = await confirmBox({ titleKey: 'schedule:holidays.deleteTitle', message: t('schedule:holidays.deleteMessage', { date: isoFromYmd(h.date) }) });
    if (!yes) return;
    try {
      await sendJson(`/api/manage/booking-setup/places/${p.placeId}/holidays/${h.id}`, 'DELETE');
      toast(t('schedule:holidays.deleted'));
      p.onChanged();
    } catch (err) {
      showFailure(err);
    }
  }
  return (
    <section aria-labelledby="place-holidays" className="card space-y-3 p-4 sm:p-5" data-testid="place-holidays">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="place-holidays" className="text-lg font-semibold">
            {t('schedule:holidays.placeTitle')}
          </h2>
          <p className="text-sm text-stone-600 dark:text-stone-400">{t('schedule:holidays.placeLead')}</p>
        </div>
        {p.canEdit && (
          <button type="button" className="btn btn-ghost" onClick={() => open(null)} data-testid="place-holiday-add">
            {t('schedule:holidays.add')}
          </button>
        )}
      </div>
      {p.holidays.length === 0 ? (
        <p className="text-sm text-stone-600 dark:text-stone-400">{t('schedule:holidays.none')}</p>
      ) : (
        <ul className="divide-y divide-stone-200 dark:divide-stone-800">
          {p.holidays.map((h) => (
            <li key={h.id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="place-holiday" data-date={h.date}>
              <span>
                <span className="font-medium tabular-nums">{dateText(t, h.date)}</span>
                {h.name && <span className="ml-2 text-stone-700 dark:text-stone-300">{h.name}</span>}
              </span>
              {p.canEdit && (
                <span className="flex gap-1">
                  <button type="button" className="nav-link text-sm" onClick={() => open(h)} aria-label={t('schedule:action.editLabel', { name: isoFromYmd(h.date) })}>
                    {t('schedule:action.edit')}
                  </button>
                  <button
                    type="button"
                    className="nav-link text-sm text-red-700 dark:text-red-400"
                    onClick={() => void remove(h)}
                    aria-label={t('schedule:action.deleteLabel', { name: isoFromYmd(h.date) })}
                  >
                    {t('schedule:action.delete')}
                  </button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PillTabs } from '../../components/member/pill-tabs';
import { formatInstantRange } from '../../../common/date-format';
import { enumLabelKey } from '../../../common/enum-labels';
import { useLocale } from '../i18n/use-locale';
import { eventsApi, type EventScope, type MemberEventRow } from './api';
import { cancelWithConfirm } from './cancel-registration';

const SCOPES: readonly EventScope[] = ['upcoming', 'past'];

/** "My events": upcoming and past registrations (`?scope=`), loaded in the browser, cancel while allowed. */
export function MyEvents() {
  const { t } = useTranslation('site');
  const { lng, to } = useLocale();
  const [params] = useSearchParams();
  const scope: EventScope = params.get('scope') === 'past' ? 'past' : 'upcoming';
  const [rows, setRows] = useState<MemberEventRow[] | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    eventsApi.mine(scope, lng).then((r) => live && setRows(r.rows), () => live && setRows([]));
    return () => {
      live = false;
    };
  }, [scope, lng, version]);

  const cancel = async (id: number) => {
    if (await cancelWithConfirm(id, t).catch(() => null)) setVersion((v) => v + 1);
  };

  return (
    <div>
      <PillTabs label={t('myEvents.tabs')} current={scope} tabs={SCOPES.map((s) => ({ key: s, to: `?scope=${s}`, label: t(`myEvents.${s}`), testId: `events-tab-${s}` }))} />
      <div className="mt-5 min-h-[16rem]" aria-busy={rows === null}>
        {rows === null ? (
          <p className="text-stone-600 dark:text-stone-400">{t('common:ui.loading')}</p>
        ) : rows.length === 0 ? (
          <div className="card p-6 text-center" data-testid="my-events-empty">
            <p className="text-stone-700 dark:text-stone-300">{scope === 'upcoming' ? t('myEvents.emptyUpcoming') : t('myEvents.emptyPast')}</p>
            <Link className="btn btn-primary mt-4" to={to('/events')}>{t('myEvents.browse')}</Link>
          </div>
        ) : (
          <ul className="space-y-3" data-testid="my-events-list">
            {rows.map((r) => (
              <li key={r.id} className="card p-4 sm:p-5" data-testid="my-event-row" data-state={r.state}>
                <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
                  <p className="min-w-0 font-semibold break-words text-emerald-950 dark:text-emerald-100">
                    {r.event.isPublic ? <Link className="link" to={to(`/events/${r.event.slug}`)}>{r.event.title}</Link> : r.event.title}
                  </p>
                  <span className="badge" data-testid="my-event-state">{t(enumLabelKey('eventRegistrationState', r.state))}</span>
                </div>
                <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
                  {formatInstantRange(r.event.startAt, r.event.endAt, lng)}{r.event.place && ` · ${r.event.place}`}
                  {r.attendance && ` · ${t(enumLabelKey('eventAttendance', r.attendance))}`}
                </p>
                {r.canCancel && (
                  <button type="button" className="btn btn-ghost mt-3" onClick={() => void cancel(r.id)} data-testid="my-event-cancel">
                    {t('eventRegistration.cancel')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

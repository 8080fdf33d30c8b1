import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { enumLabelKey } from '../../../common/enum-labels';
import { EVENT_ATTENDANCE, type EventAttendance } from '../../../common/event-registration-rules';
import { formatInstant } from '../../../common/date-format';
import { formatMemberCode } from '../../../common/validators/member-code';
import type { AttendeeList, AttendeeRow } from '../../../server/domain/event/list-attendees';
import { TitleCell } from '../../components/list/cells';
import { DataList, exportCsv, type Columns } from '../../components/list/data-list';
import { useRefresh } from '../../components/list/row-actions';
import { sendJson } from '../../components/form/send';
import { showFailure } from '../../components/form/form-errors';
import { useLocale } from '../i18n/use-locale';
import { toast } from '../overlays/overlay-store';

/**
 * An event's registrations for staff (docs/events.md): who, how to reach them, their state and
 * check-in. ATTEND / MISS are toggles (pressing the pressed one clears it), offered for CONFIRMED
 * registrations once the event has started and to staff with EVENT_EDIT; the CSV holds what is shown.
 */
export function EventAttendees({ list, canEdit, caption }: { list: AttendeeList; canEdit: boolean; caption: string }) {
  const { t } = useTranslation('cms');
  const { lng } = useLocale();
  const refresh = useRefresh();
  const formatDateTime = (iso: string) => formatInstant(iso, lng);
  const [busy, setBusy] = useState<number | null>(null);
  const mark = async (r: AttendeeRow, value: EventAttendance) => {
    setBusy(r.id);
    try {
      await sendJson(`/api/manage/events/${list.event.id}/attendees/${r.id}`, 'PUT', { attendance: r.attendance === value ? null : value });
      toast(t('cms:attendees.saved'));
      refresh();
    } catch (err) {
      showFailure(err);
    } finally {
      setBusy(null);
    }
  };
  const label = (value: EventAttendance | null) => (value ? t(enumLabelKey('eventAttendance', value)) : '');

  const columns: Columns<AttendeeRow> = [
    { id: 'name', header: t('cms:member.col.fullname'), cardTitle: true, cell: (r) => <TitleCell title={r.fullname} />, csv: (r) => r.fullname },
    { id: 'code', header: t('cms:member.col.code'), className: 'font-mono whitespace-nowrap', cell: (r) => formatMemberCode(r.code), csv: (r) => formatMemberCode(r.code) },
    {
      id: 'contact',
      header: t('cms:member.col.contact'),
      cell: (r) => (
        <>
          <span className="block whitespace-nowrap">{r.phone ?? '—'}</span>
          {r.email && <span className="block text-xs break-all text-stone-600 dark:text-stone-400">{r.email}</span>}
        </>
      ),
      csv: (r) => [r.phone, r.email].filter(Boolean).join(' / '),
    },
    { id: 'state', header: t('cms:attendees.col.state'), cellProps: { 'data-testid': 'attendee-state' }, cell: (r) => t(enumLabelKey('eventRegistrationState', r.state)), csv: (r) => t(enumLabelKey('eventRegistrationState', r.state)) },
    { id: 'createdAt', header: t('cms:attendees.col.registeredAt'), className: 'whitespace-nowrap tabular-nums', cell: (r) => formatDateTime(r.createdAt), csv: (r) => formatDateTime(r.createdAt) },
    {
      id: 'attendance',
      header: t('cms:attendees.col.attendance'),
      cell: (r) =>
        r.state !== 'CONFIRMED' ? (
          '—'
        ) : canEdit && list.canMark ? (
          <div className="flex gap-1" role="group" aria-label={t('cms:attendees.markLabel', { name: r.fullname })}>
            {EVENT_ATTENDANCE.map((v) => (
              <button
                key={v}
                type="button"
                aria-pressed={r.attendance === v}
                disabled={busy === r.id}
                onClick={() => void mark(r, v)}
                className="btn btn-ghost min-h-9 px-3 text-sm aria-pressed:bg-emerald-700 aria-pressed:text-white"
                data-testid={`attendance-${v}`}
              >
                {label(v)}
              </button>
            ))}
          </div>
        ) : (
          label(r.attendance) || '—'
        ),
      csv: (r) => label(r.attendance),
    },
  ];
  const confirmed = list.rows.filter((r) => r.state === 'CONFIRMED').length;
  const waiting = list.rows.filter((r) => r.state === 'WAITING').length;
  return (
    <>
      <p className="text-sm text-stone-700 dark:text-stone-300" data-testid="attendees-summary">
        {t('cms:attendees.summary', { confirmed, waiting })} · {list.event.seatMax === 0 ? t('cms:event.unlimited') : t('cms:attendees.seats', { n: list.event.seatMax })}
      </p>
      {!list.canMark && <p className="text-sm text-stone-600 dark:text-stone-400">{t('cms:attendees.notYet', { when: formatDateTime(list.event.startAt) })}</p>}
      <DataList
        caption={caption}
        testId="attendees-table"
        rows={list.rows}
        columns={columns}
        empty={t('cms:attendees.empty')}
        onExport={list.rows.length ? exportCsv(`attendees-event-${list.event.id}`) : undefined}
        rowAttrs={(r) => ({ 'data-testid': 'attendee-row', 'data-id': r.id, 'data-state': r.state })}
      />
    </>
  );
}

/** The events list's row actions with "Attendees" first (staff who may only view see it too). */
export function AttendeesAction({ event, name, others }: { event: { id: number; deletedAt: unknown }; name: string; others?: ReactNode }) {
  const { t } = useTranslation('cms');
  return (
    <div className="flex flex-wrap items-center justify-end gap-1">
      {!event.deletedAt && (
        <Link to={`/manage/events/${event.id}/attendees`} className="nav-link px-2 text-sm whitespace-nowrap" aria-label={t('cms:attendees.actionLabel', { name })} data-testid="event-attendees">
          {t('cms:attendees.action')}
        </Link>
      )}
      {others}
    </div>
  );
}

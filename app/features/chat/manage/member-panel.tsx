import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatClinicSpan } from '../../../../common/date-format';
import { enumLabelKey, isEnumValue } from '../../../../common/enum-labels';
import { useLocale } from '../../i18n/use-locale';
import { forceCloseOverlay, openOverlay } from '../../overlays/overlay-store';
import { chatApi, type RoomMember } from '../chat-api';
import { instantOf } from '../chat-format';

/** The member panel as a drawer, for screens too narrow to show it beside the thread. */
export function MemberDialog({ roomId, isBan, onClose }: { roomId: number; isBan: boolean; onClose: () => void }) {
  useEffect(() => {
    const id = openOverlay({ mode: 'drawer', titleKey: 'chat:member.panel', Body: <MemberPanel roomId={roomId} isBan={isBan} />, onClose });
    return () => forceCloseOverlay(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [roomId]);
  return null;
}

/** The member's profile and latest bookings (GET /api/manage/chat/rooms/{id}/member). */
export function MemberPanel({ roomId, isBan }: { roomId: number; isBan: boolean }) {
  const { t } = useTranslation();
  const { lng } = useLocale();
  const [data, setData] = useState<RoomMember | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setFailed(false);
    chatApi.roomMember(roomId, lng).then(
      (d) => live && setData(d),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [roomId, lng, isBan]);
  if (!data) return <p className="p-4 text-sm text-stone-600 dark:text-stone-400">{failed ? t('chat:thread.loadFailed') : t('chat:thread.loading')}</p>;
  const m = data.member;
  const row = (label: string, value: ReactNode, testId?: string) => (
    <div className="py-1.5">
      <dt className="text-xs text-stone-600 dark:text-stone-400">{label}</dt>
      <dd className="text-sm break-words" data-testid={testId}>{value || '—'}</dd>
    </div>
  );
  return (
    <div className="p-4" data-testid="chat-member">
      <h3 className="font-semibold">{t('chat:member.profile')}</h3>
      <dl className="mt-1 divide-y divide-stone-100 dark:divide-stone-800">
        {row(t('chat:member.name'), m.fullname, 'chat-member-name')}
        {row(t('chat:member.nickname'), m.nickname)}
        {row(t('chat:member.phone'), m.phone, 'chat-member-phone')}
        {row(t('chat:member.email'), m.email)}
        {row(t('chat:member.gender'), isEnumValue('gender', m.gender) ? t(enumLabelKey('gender', m.gender)) : m.gender)}
        {row(t('chat:member.since'), instantOf(m.createdAt, lng))}
        {row(t('chat:member.status'), m.isGood ? t('chat:member.active') : t('chat:member.inactive'))}
        {(m.isBan || isBan) && row(t('chat:manage.banned'), m.banReason || t('chat:manage.banNoReason'))}
      </dl>
      <h3 className="mt-4 font-semibold">{t('chat:member.bookings')}</h3>
      {data.bookings.length === 0 ? (
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{t('chat:member.noBookings')}</p>
      ) : (
        <ul className="mt-1 space-y-2" data-testid="chat-member-bookings">
          {data.bookings.map((b) => (
            <li key={b.id}>
              <Link to={`/manage/schedule/booking/${b.id}`} className="block rounded-lg border border-stone-200 p-2 text-sm hover:bg-stone-50 dark:border-stone-700 dark:hover:bg-stone-800">
                <span className="flex items-center justify-between gap-2">
                  <span className="font-semibold">#{b.id}</span>
                  <span className="badge">{isEnumValue('bookingStatus', b.status) ? t(enumLabelKey('bookingStatus', b.status)) : b.status}</span>
                </span>
                <span className="block">{formatClinicSpan(b.date, b.start, b.end, lng)}</span>
                <span className="block text-stone-700 dark:text-stone-300">{b.plan.name}</span>
                <span className="block text-xs text-stone-600 dark:text-stone-400">{[b.place.name, b.therapist.name].filter(Boolean).join(' · ')}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

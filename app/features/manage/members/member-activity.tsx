import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { enumLabelKey } from '../../../../common/enum-labels';
import type { MemberProfile } from '../../../../server/domain/members/get-member';
import { formatDateTime } from '../format';

/** A panel of the member's activity: a heading with the total, the latest few, and a way on. */
export function Panel(p: { id: string; title: string; total: number; empty: string; more?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={p.id} className="card space-y-3 p-4 sm:p-5" data-testid={p.id}>
      <h2 id={p.id} className="text-lg font-semibold">
        {p.title} <span className="text-sm font-normal text-stone-600 dark:text-stone-400">({p.total})</span>
      </h2>
      {p.total === 0 ? <p className="text-sm text-stone-600 dark:text-stone-400">{p.empty}</p> : <ul className="divide-y divide-stone-200 dark:divide-stone-800">{p.children}</ul>}
      {p.more}
    </section>
  );
}

/** The member's latest bookings (links to the booking on the schedule). */
export function MemberBookings({ bookings }: { bookings: MemberProfile['bookings'] }) {
  const { t } = useTranslation('cms');
  return (
    <Panel
      id="member-bookings"
      title={t('cms:member.bookings')}
      total={bookings.total}
      empty={t('cms:member.noBookings')}
      more={<NoShows count={bookings.noShows} text={t('common:waitlist.noShows', { n: bookings.noShows })} />}
    >
      {bookings.latest.map((b) => (
        <li key={b.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2">
          <Link to={`/manage/schedule/booking/${b.id}`} className="link min-w-0 font-medium break-words">
            {b.plan}
          </Link>
          <span className="text-sm text-stone-600 dark:text-stone-400">
            <time dateTime={b.startsAt} className="tabular-nums">{formatDateTime(b.startsAt)}</time> · {b.place} · {b.therapist} · {t(enumLabelKey('bookingStatus', b.status))}
          </span>
        </li>
      ))}
    </Panel>
  );
}

/** How many bookings the member missed (MISS), marked when there is any. */
export function NoShows({ count, text }: { count: number; text: string }) {
  return (
    <p className={`text-sm ${count > 0 ? 'font-medium text-amber-800 dark:text-amber-300' : 'text-stone-600 dark:text-stone-400'}`} data-testid="member-no-shows" data-count={count}>
      {text}
    </p>
  );
}

/** The member's chat rooms (customer service), newest activity first; the chat screen opens them. */
export function MemberChats({ chats }: { chats: MemberProfile['chats'] }) {
  const { t } = useTranslation('cms');
  return (
    <Panel
      id="member-chats"
      title={t('cms:member.chats')}
      total={chats.total}
      empty={t('cms:member.noChats')}
      more={
        chats.total > 0 && (
          <p>
            <Link to="/manage/chat" className="link text-sm">
              {t('cms:member.openChat')}
            </Link>
          </p>
        )
      }
    >
      {chats.latest.map((r) => (
        <li key={r.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2 text-sm">
          <span className="font-medium">{t('cms:member.chatRoom', { id: r.id })}</span>
          <span className="text-stone-600 dark:text-stone-400">
            {t('cms:member.chatMessages', { count: r.messages })} · <time dateTime={r.activeAt} className="tabular-nums">{formatDateTime(r.activeAt)}</time>
          </span>
        </li>
      ))}
    </Panel>
  );
}

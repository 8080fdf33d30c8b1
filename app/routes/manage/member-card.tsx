import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../common/constants';
import { enumLabelKey } from '../../../common/enum-labels';
import { pickText } from '../../../common/i18n-config';
import { can, canAny } from '../../../common/permissions';
import { formatMemberCode } from '../../../common/validators/member-code';
import { DealStateBadge } from '../../components/deal-state-badge';
import { BackLink, ScreenHeader } from '../../components/list/list-controls';
import { runRowAction, useRefresh } from '../../components/list/row-actions';
import { StatusBadge } from '../../components/booking-status-badge';
import { orNotFound } from '../../features/content/page-context';
import { useLocale } from '../../features/i18n/use-locale';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { formatDateTime } from '../../features/manage/format';
import { manageContext } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import { Panel } from '../../features/manage/members/member-activity';
import { GoodBadge } from '../../features/manage/members/member-badges';
import { ScanLink } from '../../features/manage/members/scan-link';
import type { MemberCard } from '../../../server/domain/members/member-card';
import type { Route } from './+types/member-card';
import { NoShows } from '../../features/manage/members/member-activity';

/**
 * manage/members/card/:code — the member card reception opens from a member's QR code (`/@{code}`):
 * who they are, today's bookings with one-tap check-in (ATTEND), upcoming bookings and unpaid deals.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services, actor, lng, t } = await manageContext(args, (p) => canAny(p, 'MEMBER,BOOKING', 'VIEW,EDIT'));
  const card = await orNotFound(services.members.card(args.params.code, lng));
  return {
    title: t('desk:card.title', { name: card.member.fullname }),
    card,
    canCheckIn: can(actor.permissions, 'BOOKING_EDIT'),
    canSeeMember: canAny(actor.permissions, 'MEMBER', 'VIEW,EDIT'),
    canSeeDeals: canAny(actor.permissions, 'SETTLEMENT', 'VIEW,EDIT'),
  };
}

export const meta: Route.MetaFunction = ({ data: d }) => manageMeta(d?.title);

type Brief = MemberCard['upcoming'][number];

function BookingLine({ b, children }: { b: Brief; children?: React.ReactNode }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-3" data-testid="card-booking" data-booking-id={b.id}>
      <div className="min-w-0">
        <Link to={`/manage/schedule/booking/${b.id}`} className="link font-medium break-words">{b.plan}</Link>
        <p className="text-sm text-stone-600 dark:text-stone-400">
          <time dateTime={b.startsAt} className="tabular-nums">{formatDateTime(b.startsAt)}</time> · {b.place} · {b.therapist} · {b.room}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <StatusBadge status={b.status} />
        {children}
      </div>
    </li>
  );
}

export default function MemberCardScreen({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('desk');
  const { lng } = useLocale();
  const refresh = useRefresh();
  const { member: m, today, upcoming, unpaid } = d.card;
  const checkIn = (b: Brief) =>
    runRowAction({
      path: `/api/manage/bookings/${b.id}/status`,
      method: 'POST',
      body: { status: 'ATTEND' },
      doneMessage: t('desk:card.checkedIn', { name: m.fullname }),
      onDone: refresh,
    });
  return (
    <div className="space-y-5">
      <BackLink to="/manage/members">{t('desk:card.back')}</BackLink>
      <ScreenHeader title={d.title} lead={t('desk:card.lead')}>
        <ScanLink next />
      </ScreenHeader>
      <section aria-labelledby="card-who" className="card flex flex-wrap items-center gap-4 p-4 sm:p-5" data-testid="member-card">
        {m.avatar ? (
          <img src={m.avatar} alt="" width={80} height={80} className="h-20 w-20 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" className="grid h-20 w-20 place-items-center rounded-full bg-emerald-100 text-2xl font-semibold text-emerald-900">
            {[...m.fullname][0] ?? '?'}
          </span>
        )}
        <div className="min-w-0 space-y-1">
          <h2 id="card-who" className="text-xl font-semibold break-words" data-testid="card-name">
            {m.fullname}
            {m.nickname && <span className="ml-2 text-base font-normal text-stone-600 dark:text-stone-400">({m.nickname})</span>}
          </h2>
          <p className="font-mono tracking-wider" data-testid="card-code">{formatMemberCode(m.code)}</p>
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <GoodBadge member={m} />
            {m.tags.map((tag) => (
              <span key={tag.id} className="rounded-full bg-stone-100 px-2 py-0.5 text-stone-800 dark:bg-stone-800 dark:text-stone-200">{pickText(tag.name, lng)}</span>
            ))}
          </p>
          <NoShows count={d.card.noShows} text={t('common:waitlist.noShows', { n: d.card.noShows })} />
          {d.canSeeMember && (
            <p><Link to={`/manage/members/${m.id}`} className="link text-sm">{t('desk:card.profile')}</Link></p>
          )}
        </div>
      </section>
      <div className="grid gap-5 lg:grid-cols-2">
        <Panel id="card-today" title={t('desk:card.today')} total={today.length} empty={t('desk:card.noneToday')}>
          {today.map((b) => (
            <BookingLine key={b.id} b={b}>
              {d.canCheckIn && b.canAttend && (
                <button type="button" className="btn btn-primary" onClick={() => void checkIn(b)} data-testid="card-check-in">
                  {t('desk:card.checkIn')}
                </button>
              )}
            </BookingLine>
          ))}
        </Panel>
        <div className="space-y-5">
          <Panel id="card-upcoming" title={t('desk:card.upcoming')} total={upcoming.length} empty={t('desk:card.noneUpcoming')}>
            {upcoming.map((b) => <BookingLine key={b.id} b={b} />)}
          </Panel>
          <Panel id="card-unpaid" title={t('desk:card.unpaid')} total={unpaid.length} empty={t('desk:card.noneUnpaid')}>
            {unpaid.map((x) => (
              <li key={x.id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="card-unpaid-deal">
                <span className="min-w-0 break-words">
                  {d.canSeeDeals ? <Link to={`/manage/deals/${x.id}`} className="link">{pickText(x.subject.title, lng)}</Link> : pickText(x.subject.title, lng)}
                  <span className="block text-sm text-stone-600 dark:text-stone-400">{t(enumLabelKey('dealKind', x.subject.kind))}</span>
                </span>
                <span className="flex items-center gap-2">
                  <span className="tabular-nums font-medium">{formatMoney(x.owedCents)}</span>
                  <DealStateBadge state={x.state} />
                </span>
              </li>
            ))}
          </Panel>
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}

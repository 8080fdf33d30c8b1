import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPhone } from '../../../common/validators/phone';
import { MemberCode } from '../../features/account/member-qr';
import { noindex, signedInPage } from '../../features/account/session';
import { CalendarFeed } from '../../features/booking/calendar-feed';
import { Notifications } from '../../features/notifications/member-notifications';
import { useLocale } from '../../features/i18n/use-locale';
import { logout } from '../../features/shell/account-nav';
import { IconChat, IconQr, IconScan, IconUser } from '../../features/shell/icons';
import { pageMeta } from '../../features/shell/seo';
import { useUser } from '../../features/shell/user-store';
import type { Route } from './+types/user';
import { TASK_PAGE_HANDLE } from '../../features/shell/layout-settings';

export const handle = TASK_PAGE_HANDLE;

export async function loader(args: Route.LoaderArgs) {
  return signedInPage(args, 'account:user.title');
}

export const meta: Route.MetaFunction = (args) => noindex(pageMeta(args.data?.seo, args));

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:items-baseline sm:gap-4">
      <dt className="text-sm text-stone-600 sm:w-36 sm:shrink-0 dark:text-stone-400">{label}</dt>
      <dd className="min-w-0 break-words font-medium">{children}</dd>
    </div>
  );
}

const IconCalendar = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <rect x="3" y="5" width="18" height="16" rx="2" /><path d="M3 10h18M8 3v4M16 3v4M12 14v4M10 16h4" />
  </svg>
);
const IconList = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01" />
  </svg>
);
const IconCard = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <rect x="2" y="5" width="20" height="14" rx="2" /><path d="M2 10h20M6 15h4" />
  </svg>
);
const IconWallet = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M4 7a2 2 0 0 1 2-2h12v4" /><path d="M4 7v11a2 2 0 0 0 2 2h14V9H6a2 2 0 0 1-2-2z" /><path d="M16 14.5h.01" />
  </svg>
);
const IconLock = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <rect x="4" y="10" width="16" height="11" rx="2" /><path d="M8 10V7a4 4 0 0 1 8 0v3" />
  </svg>
);

const IconTicket = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M3 8a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2v-2a2 2 0 0 0 0-4Z" /><path d="M13 6v12" strokeDasharray="2 2" />
  </svg>
);

export default function UserHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { to } = useLocale();
  // The store follows updateUser answers; before hydration the loader's copy is used.
  const user = useUser() ?? loaderData.user;
  const m = user.member;
  const name = m?.nickname ?? user.account ?? '';
  const notSet = <span className="font-normal text-stone-600 dark:text-stone-400">{t('account:user.notSet')}</span>;

  const shortcuts = [
    ...(m
      ? [
          { to: to('/booking'), icon: <IconCalendar />, title: t('booking:user.book'), desc: t('booking:user.bookDesc'), testId: 'link-book' },
          { to: to('/user/bookings'), icon: <IconList />, title: t('booking:user.bookings'), desc: t('booking:user.bookingsDesc'), testId: 'link-bookings' },
          { to: to('/user/waitlist'), icon: <IconList />, title: t('booking:waitlist.title'), desc: t('booking:waitlist.desc'), testId: 'link-waitlist' },
          { to: to('/user/events'), icon: <IconCalendar />, title: t('site:myEvents.title'), desc: t('site:myEvents.desc'), testId: 'link-events' },
          { to: to('/user/deals'), icon: <IconCard />, title: t('site:myDeals.title'), desc: t('site:myDeals.desc'), testId: 'link-deals' },
          { to: to('/user/balances'), icon: <IconWallet />, title: t('site:myBalances.title'), desc: t('site:myBalances.desc'), testId: 'link-balances' },
          { to: to('/user/packages'), icon: <IconTicket />, title: t('site:myPackages.title'), desc: t('site:myPackages.desc'), testId: 'link-packages' },
          { to: to('/chat'), icon: <IconChat />, title: t('chat:entry.title'), desc: t('chat:entry.desc'), testId: 'link-chat' },
        ]
      : []),
    { to: to('/user/profile'), icon: <IconUser />, title: t('account:user.profile'), desc: t('account:user.profileDesc'), testId: 'link-profile' },
    ...(m
      ? [
          { to: `${to('/user/profile')}#qr`, icon: <IconQr />, title: t('account:user.qr'), desc: t('account:user.qrDesc'), testId: 'link-qr' },
          { to: to('/user/scan'), icon: <IconScan />, title: t('account:user.scan'), desc: t('account:user.scanDesc'), testId: 'link-scan' },
        ]
      : []),
    { to: `${to('/user/profile')}#security`, icon: <IconLock />, title: t('account:user.security'), desc: t('account:user.securityDesc'), testId: 'link-security' },
  ];

  return (
    <main id="main">
      <div className="bg-gradient-to-b from-emerald-50 to-white dark:from-emerald-950/40 dark:to-[#121212]">
        <div className="mx-auto flex max-w-4xl flex-wrap items-end justify-between gap-4 px-4 py-10 sm:py-14">
          <div className="min-w-0">
            <p className="text-sm font-semibold tracking-wide text-emerald-800 uppercase dark:text-emerald-300">{t('account:user.title')}</p>
            <h1 className="mt-1 text-3xl font-bold tracking-tight break-words text-emerald-950 sm:text-4xl dark:text-emerald-100" data-testid="user-greeting">
              {t('account:user.hello', { name })}
            </h1>
            <p className="mt-2 text-stone-600 dark:text-stone-400">{t('account:user.lead')}</p>
          </div>
          <button type="button" className="btn btn-ghost" onClick={() => void logout(t('logout.success'))} data-testid="user-logout">
            {t('account:user.logout')}
          </button>
        </div>
      </div>

      <div className="mx-auto grid max-w-4xl grid-cols-1 gap-6 px-4 pb-12 lg:grid-cols-[1fr_1.1fr]">
        <section aria-labelledby="user-summary" className="card p-5 sm:p-6">
          <h2 id="user-summary" className="text-lg font-semibold text-emerald-950 dark:text-emerald-100">{t('account:user.summary')}</h2>
          <dl className="mt-2 divide-y divide-stone-200 dark:divide-stone-800">
            {m ? (
              <Row label={t('account:memberCode.label')}><MemberCode code={m.code} testId="user-member-code" /></Row>
            ) : (
              <Row label={t('account:user.account')}>{user.account ?? notSet}</Row>
            )}
            <Row label={t('account:user.phone')}>{user.phone ? formatPhone(user.phone) : notSet}</Row>
            <Row label={t('account:user.email')}>{user.email || notSet}</Row>
            {m && (
              <Row label={t('account:user.status')}>
                <span className={m.isGood ? 'badge' : 'inline-block rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100'}>
                  {m.isGood ? t('account:user.active') : t('account:user.inactive')}
                </span>
              </Row>
            )}
          </dl>
        </section>

        <nav aria-labelledby="user-shortcuts" className="card p-5 sm:p-6">
          <h2 id="user-shortcuts" className="text-lg font-semibold text-emerald-950 dark:text-emerald-100">{t('account:user.shortcuts')}</h2>
          <ul className="mt-3 space-y-1">
            {shortcuts.map((s) => (
              <li key={s.testId}>
                <Link to={s.to} className="flex items-start gap-3 rounded-xl p-3 hover:bg-stone-100 dark:hover:bg-stone-800" data-testid={s.testId}>
                  <span className="mt-0.5 grid h-10 w-10 shrink-0 place-items-center rounded-full bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">{s.icon}</span>
                  <span className="min-w-0">
                    <span className="block font-semibold">{s.title}</span>
                    <span className="block text-sm text-stone-600 dark:text-stone-400">{s.desc}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Notifications />
        {m && <CalendarFeed />}
      </div>
    </main>
  );
}

import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes';
import { LANGUAGES, LANGUAGE_PREFIX } from '../common/i18n-config';

/** The public site, once per language: zh-HK unprefixed, /zh-CN and /en prefixed (ADR 0003). */
function siteRoutes(lng: (typeof LANGUAGES)[number]) {
  const id = (name: string) => `${lng}:${name}`;
  const children = [
    index('routes/site/home.tsx', { id: id('home') }),
    route('team', 'routes/site/team.tsx', { id: id('team') }),
    route('services', 'routes/site/services.tsx', { id: id('services') }),
    route('services/:slug', 'routes/site/service.tsx', { id: id('service') }),
    route('blog', 'routes/site/blog.tsx', { id: id('blog') }),
    route('blog/:slug', 'routes/site/blog-post.tsx', { id: id('blog-post') }),
    route('faq', 'routes/site/faq.tsx', { id: id('faq') }),
    route('about', 'routes/site/about.tsx', { id: id('about') }),
    route('privacy', 'routes/site/privacy.tsx', { id: id('privacy') }),
    route('events', 'routes/site/events.tsx', { id: id('events') }),
    route('events/:slug', 'routes/site/event.tsx', { id: id('event') }),
    route('sign', 'routes/member/sign.tsx', { id: id('sign') }),
    route('user', 'routes/member/user.tsx', { id: id('user') }),
    route('user/profile', 'routes/member/profile.tsx', { id: id('profile') }),
    route('user/scan', 'routes/member/scan.tsx', { id: id('scan') }),
    route('booking', 'routes/member/booking.tsx', { id: id('booking') }),
    route('user/bookings', 'routes/member/bookings.tsx', { id: id('bookings') }),
    route('user/bookings/:id', 'routes/member/booking-detail.tsx', { id: id('booking-detail') }),
    route('user/events', 'routes/member/events.tsx', { id: id('my-events') }),
    route('user/deals', 'routes/member/deals.tsx', { id: id('my-deals') }),
    route('user/deals/:id', 'routes/member/deal.tsx', { id: id('deal') }),
    route('user/balances', 'routes/member/balances.tsx', { id: id('my-balances') }),
    route('user/packages', 'routes/member/packages.tsx', { id: id('my-packages') }),
    route('user/waitlist', 'routes/member/waitlist.tsx', { id: id('my-waitlist') }),
    route('user/medical-record', 'routes/member/medical-record.tsx', { id: id('medical-record') }),
    route('chat', 'routes/member/chat.tsx', { id: id('chat') }),
    // `/@{member code}`: what a member's QR code opens (any other single segment is the 404 page).
    route(':handle', 'routes/site/member-handle.tsx', { id: id('member-handle') }),
    route('*', 'routes/site/not-found.tsx', { id: id('not-found') }),
  ];
  const site = layout('routes/site/layout.tsx', { id: id('layout') }, children);
  const p = LANGUAGE_PREFIX[lng].slice(1);
  return p ? prefix(p, [site]) : [site];
}

/** The back office: one URL per screen, in the staff member's language (ADR 0003). */
const manageRoutes = [
  route('login', 'routes/manage/login.tsx'),
  route('manage', 'routes/manage/layout.tsx', [
    index('routes/manage/home.tsx'),
    route('roles', 'routes/manage/roles.tsx'),
    route('users', 'routes/manage/users.tsx'),
    route('admins', 'routes/manage/admins.tsx'),
    route('operation-log', 'routes/manage/operation-log.tsx'),
    route('jobs', 'routes/manage/jobs.tsx'),
    route('permissions', 'routes/manage/permissions.tsx'),
    route('types/:type', 'routes/manage/types.tsx'),
    route('site-settings', 'routes/manage/site-settings.tsx'),
    route('blog', 'routes/manage/blog.tsx'),
    route('blog/:id', 'routes/manage/blog-post.tsx'),
    route('faqs', 'routes/manage/faqs.tsx'),
    route('reviews', 'routes/manage/reviews.tsx'),
    route('albums', 'routes/manage/albums.tsx'),
    route('events', 'routes/manage/events.tsx'),
    route('events/:id/attendees', 'routes/manage/event-attendees.tsx'),
    route('blog/:id/preview', 'routes/manage/blog-preview.tsx'),
    route('promotions', 'routes/manage/promotions.tsx'),
    route('translations', 'routes/manage/translations.tsx'),
    route('members', 'routes/manage/members.tsx'),
    route('members/:id', 'routes/manage/member.tsx'),
    route('members/card/:code', 'routes/manage/member-card.tsx'),
    route('members/:id/ledger', 'routes/manage/member-ledger.tsx'),
    route('medical', 'routes/manage/medical.tsx'),
    route('scan', 'routes/manage/scan.tsx'),
    route('deals', 'routes/manage/deals.tsx'),
    route('deals/new', 'routes/manage/deal-new.tsx'),
    route('deals/:id', 'routes/manage/deal.tsx'),
    route('packages', 'routes/manage/packages.tsx'),
    route('settlement', 'routes/manage/settlement.tsx'),
    route('places', 'routes/manage/places.tsx'),
    route('places/:id', 'routes/manage/place.tsx'),
    route('rooms', 'routes/manage/rooms.tsx'),
    route('staff', 'routes/manage/staff.tsx'),
    route('service-plans', 'routes/manage/service-plans.tsx'),
    route('services', 'routes/manage/services.tsx'),
    route('schedule-entries', 'routes/manage/schedule-entries.tsx'),
    route('holidays', 'routes/manage/holidays.tsx'),
    route('weather', 'routes/manage/weather.tsx'),
    route('waitlist', 'routes/manage/waitlist.tsx'),
    route('schedule', 'routes/manage/schedule.tsx'),
    route('schedule/booking/:id', 'routes/manage/schedule-booking.tsx'),
    route('schedule/members', 'routes/manage/schedule-members.ts'),
    route('chat', 'routes/manage/chat.tsx'),
    route('*', 'routes/manage/not-found.tsx'),
  ]),
];

export default [
  ...manageRoutes,
  ...LANGUAGES.filter((l) => LANGUAGE_PREFIX[l]).flatMap(siteRoutes),
  ...siteRoutes('zh-HK'),
] satisfies RouteConfig;

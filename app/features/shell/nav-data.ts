import { HOME_SECTIONS } from '../../../common/constants';

/** Top-level pages of the nav, tab bar, left menu and footer (spec §2 "Shell and navigation"). */
export const MAIN_PAGES = [
  { path: '/team', key: 'nav.team' },
  { path: '/services', key: 'nav.services' },
  { path: '/blog', key: 'nav.blog' },
  { path: '/faq', key: 'nav.faq' },
  { path: '/about', key: 'nav.about' },
] as const;

export const HOME_MENU = HOME_SECTIONS.map((id) => ({ id, key: `home.section.${id}` as const }));

export const ABOUT_LINKS = [
  { path: '/about', key: 'nav.about' },
  { path: '/team', key: 'nav.team' },
  { path: '/events', key: 'nav.events' },
  { path: '/blog', key: 'nav.blog' },
  { path: '/faq', key: 'nav.faq' },
  { path: '/privacy', key: 'nav.privacy' },
] as const;

/** Account pages: the tab bar's account item is active on both (spec §2). */
export const ACCOUNT_PATH = '/user';
export const SIGN_PATH = '/sign';

/** The booking flow: the site's front door (issue 9 §1). */
export const BOOKING_PATH = '/booking';

/** The left menu's panel, controlled by the hamburger button. */
export const LEFT_MENU_ID = 'left-menu-panel';

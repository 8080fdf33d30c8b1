import { HOME_SECTIONS } from '../../../common/constants';

/** Site pages named by their path segment: each lives at `/<name>` and is labelled `nav.<name>`. */
function sitePages<const Name extends string>(...names: Name[]) {
  return names.map((name) => ({ path: `/${name}` as const, key: `nav.${name}` as const }));
}

/** Top-level pages of the nav, tab bar, left menu and footer (spec §2 "Shell and navigation"). */
export const MAIN_PAGES = sitePages('team', 'services', 'blog', 'faq', 'about');

export const HOME_MENU = HOME_SECTIONS.map((id) => ({ id, key: `home.section.${id}` as const }));

export const ABOUT_LINKS = sitePages('about', 'team', 'events', 'blog', 'faq', 'privacy');

/** Account pages: the tab bar's account item is active on both (spec §2). */
export const ACCOUNT_PATH = '/user';
export const SIGN_PATH = '/sign';

/** The booking flow: the site's front door (issue 9 §1). */
export const BOOKING_PATH = '/booking';

/** The left menu's panel, controlled by the hamburger button. */
export const LEFT_MENU_ID = 'left-menu-panel';

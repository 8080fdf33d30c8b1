import { canAny, type RESOURCES } from '../../../common/permissions';

type Resource = (typeof RESOURCES)[number];

/** One screen of the back office: its label key (manage:nav.item.<key>), the resource that guards it and, once built, its path. */
export interface SectionItem {
  key: string;
  resource: Resource;
  /** Set when the screen exists; items without a path are not shown yet. */
  path?: string;
}

export interface Section {
  /** Label key: manage:nav.section.<key>. */
  key: string;
  items: readonly SectionItem[];
}

export const MANAGE_HOME = '/manage';

/** How a section lists a screen: the resource that guards it or, where its URL is not `<base>/<kebab-case key>`, the resource and its path (null while the screen is not built). */
type ScreenSpec = Resource | { resource: Resource; path: string | null };

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** A section whose screens live at `<base>/<kebab-case key>` unless they say otherwise. */
function section(key: string, screens: Record<string, ScreenSpec>, base = MANAGE_HOME): Section {
  return {
    key,
    items: Object.entries(screens).map(([item, spec]): SectionItem => {
      if (typeof spec === 'string') return { key: item, resource: spec, path: `${base}/${kebab(item)}` };
      return spec.path === null ? { key: item, resource: spec.resource } : { key: item, resource: spec.resource, path: spec.path };
    }),
  };
}

const TYPE_KEYS = ['areas', 'blogCategories', 'countries', 'hashtags', 'industries', 'bodyParts', 'symptoms', 'memberTags', 'treatmentMethods'];

/** The whole back-office tree of spec §2; a screen not built yet says `path: null`. */
export const SECTION_TREE: readonly Section[] = [
  section('booking', { places: 'PLACE', rooms: 'ROOM', schedule: 'SCHEDULE', scheduleEntries: 'SCHEDULE', holidays: 'SCHEDULE', weather: 'BOOKING', waitlist: 'BOOKING', chat: 'CHAT' }),
  section('content', {
    blog: 'BLOG',
    reviews: 'REVIEW',
    events: 'EVENT',
    faq: { resource: 'FAQ', path: '/manage/faqs' },
    members: 'MEMBER',
    medical: 'MEDICAL_RECORD',
    servicePlans: 'SERVICE_PLAN',
    services: 'SERVICE_PLAN',
    promotions: 'PROMOTION',
    staff: 'STAFF',
    users: 'USER',
  }),
  section('settlement', { deals: 'SETTLEMENT', packages: 'SETTLEMENT', settlement: 'SETTLEMENT' }),
  section('system', {
    admins: 'ADMIN',
    albums: 'ALBUM',
    translations: 'TRANSLATION',
    operationLog: 'OPERATION_LOG',
    jobs: 'ADMIN',
    permissions: 'PERMISSION',
    roles: 'ROLE',
    siteSettings: 'SITE_SETTING',
  }),
  section('types', Object.fromEntries(TYPE_KEYS.map((key) => [key, 'TYPE'])), `${MANAGE_HOME}/types`),
];

export type VisibleItem = SectionItem & { path: string };

/** Whether the permissions open this item's screen (view or edit its resource). */
export function canOpen(permissions: readonly string[], item: Pick<SectionItem, 'resource'>): boolean {
  return canAny(permissions, item.resource, 'VIEW,EDIT');
}

/** The sections to show: only built screens the permissions allow, and no empty section. */
export function visibleSections(permissions: readonly string[], tree: readonly Section[] = SECTION_TREE): { key: string; items: VisibleItem[] }[] {
  return tree
    .map((s) => ({ key: s.key, items: s.items.filter((i): i is VisibleItem => !!i.path && canOpen(permissions, i)) }))
    .filter((s) => s.items.length > 0);
}

/** The item whose screen is at `pathname` (for guards and titles), if any. */
export function itemAt(pathname: string, tree: readonly Section[] = SECTION_TREE): SectionItem | undefined {
  return tree.flatMap((s) => s.items).find((i) => i.path && (pathname === i.path || pathname.startsWith(`${i.path}/`)));
}

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

/** The whole back-office tree of spec §2; later screens only add their `path`. */
export const SECTION_TREE: readonly Section[] = [
  {
    key: 'booking',
    items: [
      { key: 'places', resource: 'PLACE', path: '/manage/places' },
      { key: 'rooms', resource: 'ROOM', path: '/manage/rooms' },
      { key: 'schedule', resource: 'SCHEDULE', path: '/manage/schedule' },
      { key: 'scheduleEntries', resource: 'SCHEDULE', path: '/manage/schedule-entries' },
      { key: 'holidays', resource: 'SCHEDULE', path: '/manage/holidays' },
      { key: 'chat', resource: 'CHAT', path: '/manage/chat' },
    ],
  },
  {
    key: 'content',
    items: [
      { key: 'blog', resource: 'BLOG', path: '/manage/blog' },
      { key: 'reviews', resource: 'REVIEW', path: '/manage/reviews' },
      { key: 'events', resource: 'EVENT', path: '/manage/events' },
      { key: 'faq', resource: 'FAQ', path: '/manage/faqs' },
      { key: 'members', resource: 'MEMBER', path: '/manage/members' },
      { key: 'servicePlans', resource: 'SERVICE_PLAN', path: '/manage/service-plans' },
      { key: 'services', resource: 'SERVICE_PLAN', path: '/manage/services' },
      { key: 'promotions', resource: 'PROMOTION', path: '/manage/promotions' },
      { key: 'staff', resource: 'STAFF', path: '/manage/staff' },
      { key: 'users', resource: 'USER', path: '/manage/users' },
    ],
  },
  { key: 'settlement', items: [{ key: 'payment', resource: 'SETTLEMENT' }] },
  {
    key: 'system',
    items: [
      { key: 'admins', resource: 'ADMIN', path: '/manage/admins' },
      { key: 'albums', resource: 'ALBUM', path: '/manage/albums' },
      { key: 'translations', resource: 'TRANSLATION', path: '/manage/translations' },
      { key: 'operationLog', resource: 'OPERATION_LOG', path: '/manage/operation-log' },
      { key: 'permissions', resource: 'PERMISSION', path: '/manage/permissions' },
      { key: 'roles', resource: 'ROLE', path: '/manage/roles' },
      { key: 'siteSettings', resource: 'SITE_SETTING', path: '/manage/site-settings' },
    ],
  },
  {
    key: 'types',
    items: [
      { key: 'areas', resource: 'TYPE', path: '/manage/types/areas' },
      { key: 'blogCategories', resource: 'TYPE', path: '/manage/types/blog-categories' },
      { key: 'countries', resource: 'TYPE', path: '/manage/types/countries' },
      { key: 'hashtags', resource: 'TYPE', path: '/manage/types/hashtags' },
      { key: 'industries', resource: 'TYPE', path: '/manage/types/industries' },
      { key: 'bodyParts', resource: 'TYPE', path: '/manage/types/body-parts' },
      { key: 'symptoms', resource: 'TYPE', path: '/manage/types/symptoms' },
      { key: 'memberTags', resource: 'TYPE', path: '/manage/types/member-tags' },
      { key: 'treatmentMethods', resource: 'TYPE', path: '/manage/types/treatment-methods' },
    ],
  },
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


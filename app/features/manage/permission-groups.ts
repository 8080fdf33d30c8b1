import type { RESOURCES } from '../../../common/permissions';

type Resource = (typeof RESOURCES)[number];

/** The role editor's checkbox groups: the back-office sections (spec §2), then what belongs to none. */
export const PERMISSION_GROUPS: readonly { key: string; resources: readonly Resource[] }[] = [
  { key: 'booking', resources: ['PLACE', 'ROOM', 'SCHEDULE', 'BOOKING'] },
  { key: 'content', resources: ['BLOG', 'REVIEW', 'EVENT', 'FAQ', 'MEMBER', 'SERVICE_PLAN', 'PROMOTION', 'STAFF', 'USER'] },
  { key: 'settlement', resources: ['SETTLEMENT'] },
  { key: 'system', resources: ['ADMIN', 'ALBUM', 'TRANSLATION', 'OPERATION_LOG', 'PERMISSION', 'ROLE', 'SITE_SETTING'] },
  { key: 'types', resources: ['TYPE'] },
  { key: 'other', resources: ['CHAT'] },
];

import type { service, staff } from '../db/schema/content';
import type { LocalizedText } from '../../common/i18n-config';
import { presentStaff } from './booking-setup';

/** A team member as /manage/staff reads them: the public profile and the booking settings. */
export function presentTeamMember(r: typeof staff.$inferSelect) {
  return { ...presentStaff(r), bio: r.bio, photo: r.photo, albumId: r.albumId, sort: r.sort, updatedAt: r.updatedAt.getTime() };
}
export type ManagedTeamMember = ReturnType<typeof presentTeamMember>;

/** The profile alone: what the profile editor changes (the operation log's before and after). */
export function presentTeamProfile(r: typeof staff.$inferSelect) {
  return { id: r.id, slug: r.slug, name: r.name, title: r.title, bio: r.bio, qualifications: r.qualifications, photo: r.photo, albumId: r.albumId, sort: r.sort, isShow: r.isShow };
}
export type TeamProfile = ReturnType<typeof presentTeamProfile>;

/** A plan that books from a service page (service_plan.serviceId). */
export interface LinkedPlan {
  id: number;
  name: LocalizedText;
  isEnabled: boolean;
}

/** A service page as /manage/services reads it (the operation log's before and after without `plans`). */
export function presentServicePage(r: typeof service.$inferSelect) {
  return { id: r.id, slug: r.slug, icon: r.icon, name: r.name, summary: r.summary, content: r.content, highlights: r.highlights, image: r.image, sort: r.sort, isShow: r.isShow };
}
export type ServicePage = ReturnType<typeof presentServicePage>;
export type ManagedServicePage = ServicePage & { plans: LinkedPlan[]; updatedAt: number };

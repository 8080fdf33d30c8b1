import type { SiteSettings } from '../domain/content/get-site-settings';
import { editableSiteSettings } from '../domain/site/update-site-settings';

/** The public part of the site settings, as sent to browsers: the editable fields without the edit stamp. */
export function presentSite(s: SiteSettings) {
  const { updatedAt: _updatedAt, ...site } = editableSiteSettings(s);
  return site;
}
export type PublicSite = ReturnType<typeof presentSite>;

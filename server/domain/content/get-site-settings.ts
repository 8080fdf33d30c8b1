import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteSetting } from '../../db/schema/content';
import { AppError } from '../app-error';

export type SiteSettings = typeof siteSetting.$inferSelect;

/** The clinic's contact details and default meta (the single site_setting row). */
export async function getSiteSettings(db: Db): Promise<SiteSettings> {
  const [row] = await db.select().from(siteSetting).where(eq(siteSetting.id, 1));
  if (!row) throw new AppError('SITE_NOT_CONFIGURED');
  return row;
}

import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { service } from '../../db/schema/content';
import { AppError } from '../app-error';
import type { Service } from './list-services';
import { visibleAt } from './visible';

/** One visible service page by slug; NOT_FOUND otherwise. */
export async function getService(db: Db, slug: string, now = new Date()): Promise<Service> {
  const [row] = await db.select().from(service).where(and(eq(service.slug, slug), visibleAt(service, now)));
  if (!row) throw new AppError('NOT_FOUND', { resource: 'service', slug });
  return row;
}

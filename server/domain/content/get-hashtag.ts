import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hashtag } from '../../db/schema/content';
import { AppError } from '../app-error';
import type { Hashtag } from './list-blog-posts';

/** One blog hashtag by its key (the slug in /blog?tag=<key>); NOT_FOUND for a tag that does not exist. */
export async function getHashtag(db: Db, key: string): Promise<Hashtag> {
  const [row] = await db.select().from(hashtag).where(eq(hashtag.key, key));
  if (!row) throw new AppError('NOT_FOUND', { resource: 'hashtag', key });
  return row;
}

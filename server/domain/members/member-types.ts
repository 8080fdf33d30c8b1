import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { industry, memberTag } from '../../db/schema/types';
import { AppError } from '../app-error';
import type { Tx } from '../shared/manage-context';

/** The two type lists a member refers to: member tags (staff's labels) and industries. */
const LISTS = { tags: memberTag, favIndustries: industry } as const;
type ListField = keyof typeof LISTS;

/** Every entry of a list (enabled or not) for names and choices, in list order. */
export async function typeChoices(db: Db | Tx, field: ListField) {
  const t = LISTS[field];
  return db.select({ id: t.id, key: t.key, name: t.name, isEnabled: t.isEnabled }).from(t).orderBy(asc(t.sort), asc(t.id));
}
export type TypeChoice = Awaited<ReturnType<typeof typeChoices>>[number];

/**
 * Refuses ids that are not enabled entries of their list: 400 VALIDATION naming the field. Ids the
 * member already had stay allowed when their entry was switched off since (`kept`). `message` is
 * the key the form shows (the back office's `cms:` one by default).
 */
export async function checkTypeIds(db: Db | Tx, checks: { field: ListField; ids: readonly number[]; kept?: readonly number[] }[], message = 'cms:form.invalid'): Promise<void> {
  const fields: { field: string; message: string }[] = [];
  for (const c of checks) {
    const fresh = c.ids.filter((id) => !c.kept?.includes(id));
    if (!fresh.length) continue;
    const t = LISTS[c.field];
    const found = await db.select({ id: t.id }).from(t).where(and(inArray(t.id, fresh), eq(t.isEnabled, true)));
    if (found.length !== fresh.length) fields.push({ field: c.field, message });
  }
  if (fields.length) throw new AppError('VALIDATION', { fields });
}

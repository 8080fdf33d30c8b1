import type { FaqInput } from '../../../common/faq.schema';
import type { Db } from '../../db/client';
import { faq } from '../../db/schema/content';
import { presentFaq, type ManagedFaq } from '../../presenters/faq';
import { saveContentRow, setContentRowDeleted, writeContentRow, type BinKind } from '../shared/content-rows';
import type { ManageCtx, Tx } from '../shared/manage-context';

const FAQ: BinKind<typeof faq.$inferSelect, ManagedFaq> = { table: faq, resource: 'FAQ', present: presentFaq };

/** Writes an entry (a new one when `id` is null) from a parsed input: the editor's and the seed's one way in. */
export function writeFaq(tx: Tx, id: number | null, input: FaqInput) {
  return writeContentRow(tx, FAQ, id, input);
}

/** Creates (`id` null) or updates a FAQ entry (404 while deleted); logged; the public FAQ pages follow. */
export function saveFaq(db: Db, ctx: ManageCtx, id: number | null, input: FaqInput): Promise<ManagedFaq> {
  return saveContentRow(db, ctx, FAQ, id, input);
}

/** Deletes (to the bin) or restores an entry; logged (DELETE / RECOVER); the public FAQ pages follow. */
export function setFaqDeleted(db: Db, ctx: ManageCtx, id: number, deleted: boolean): Promise<ManagedFaq> {
  return setContentRowDeleted(db, ctx, FAQ, id, deleted);
}

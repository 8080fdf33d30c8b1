import { maskDocId } from '../../../common/validators/doc-id';
import { and, eq, ne } from 'drizzle-orm';
import { correctionValues, type MemberCorrectionInput } from '../../../common/member-correction.schema';
import type { Db } from '../../db/client';
import { member } from '../../db/schema/accounts';
import { AppError } from '../app-error';
import { uniqueViolation } from '../accounts/register-member';
import { recordOperation } from '../operation-log/record-operation';
import type { ManageCtx } from '../shared/manage-context';

/** The document in the log: its type and the last 4 characters only (the log is read by many). */
const maskedDocument = (d: { docType: string; docId: string; docNation: string | null }) => ({ docType: d.docType, docId: maskDocId(d.docId), docNation: d.docNation });

/**
 * Staff correct a member's identity details (issue 14, PDPO data-correction request): name, gender,
 * birth date, nationality and — typed again only when it changes — the document. Only what differs
 * is written; nothing differing is refused (400 on `reason`, "nothing to correct"); a document held
 * by another member is 409. Logged `CORRECT` with before, after (document masked) and the reason.
 */
export async function correctMember(db: Db, ctx: ManageCtx, id: string, parsed: MemberCorrectionInput): Promise<{ changed: string[] }> {
  const input = correctionValues(parsed);
  try {
    return await db.transaction(async (tx) => {
      const [m] = await tx.select().from(member).where(eq(member.id, id)).for('update');
      if (!m) throw new AppError('NOT_FOUND', { resource: 'member' });
      const wanted = { fullname: input.fullname, gender: input.gender, birth: input.birth, nationality: input.nationality };
      const changes: Partial<typeof member.$inferInsert> = {};
      for (const [k, v] of Object.entries(wanted) as [keyof typeof wanted, string | number][]) if (m[k] !== v) Object.assign(changes, { [k]: v });
      const doc = input.document;
      const docChanged = !!doc && (doc.docType !== m.docType || doc.docId !== m.docId || doc.docNation !== m.docNation);
      if (doc && docChanged) {
        const taken = await tx.select({ id: member.id }).from(member).where(and(eq(member.docType, doc.docType), eq(member.docId, doc.docId), ne(member.id, id)));
        if (taken.length) throw new AppError('DOC_ALREADY_REGISTERED');
        Object.assign(changes, doc);
      }
      const changed = Object.keys(changes);
      if (!changed.length) throw new AppError('VALIDATION', { fields: [{ field: 'reason', message: 'cms:member.correct.unchanged' }] });
      await tx.update(member).set({ ...changes, updatedAt: new Date() }).where(eq(member.id, id));
      const pick = (r: Record<string, unknown>) => Object.fromEntries(Object.keys(wanted).filter((k) => k in changes).map((k) => [k, r[k]]));
      await recordOperation(tx, ctx, {
        action: 'CORRECT', resource: 'MEMBER', resourceId: id,
        before: { ...pick(m), ...(docChanged ? { document: maskedDocument(m) } : {}) },
        after: { ...pick(changes), ...(docChanged ? { document: maskedDocument(doc!) } : {}), reason: input.reason },
      });
      return { changed: docChanged ? [...changed.filter((k) => !['docType', 'docId', 'docNation'].includes(k)), 'document'] : changed };
    });
  } catch (err) {
    throw uniqueViolation(err) ?? err;
  }
}

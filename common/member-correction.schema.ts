import { z } from 'zod';
import { ALWAYS, birthField, checkDocument, fields } from './account.schema';
import { normalizeDocId } from './validators/doc-id';
import { requiredChoice, requiredText } from './validators/field-message';
import { ymdFromDashed } from './validators/patterns';

/** Identity details only staff correct for a member (issue 14): what the member cannot change themselves. */
export const CORRECTABLE_FIELDS = ['fullname', 'gender', 'birth', 'nationality', 'docType', 'docId', 'docNation'] as const;
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];

/**
 * POST /api/manage/members/{id}/correction: the member's identity details as they should be, with the
 * reason (the member's request, the document seen). The same rules as registration; the document is
 * typed again only when it is being corrected (left empty = kept), so staff never need to read it.
 */
export const memberCorrectionInput = z
  .object({
    fullname: requiredText(100),
    gender: requiredChoice(['f', 'm', 'x']),
    birth: birthField,
    nationality: z.string().trim().length(2, 'types:form.required'),
    docType: z.enum(['cn', 'hk', 'mo', 'passport']).optional(),
    docId: z.string().trim().max(40, 'form.invalid').optional().default(''),
    docNation: z.string().trim().length(2).optional().or(z.literal('')),
    reason: z.string().trim().min(1, 'types:form.required').max(500, 'form.invalid'),
  })
  .superRefine((raw, ctx) => {
    const v = fields(raw);
    if (v.docId) checkDocument(v, ctx);
    if (v.docId && !v.docType) ctx.addIssue({ code: 'custom', path: ['docType'], message: 'types:form.required' });
  }, ALWAYS);
export type MemberCorrectionInput = z.output<typeof memberCorrectionInput>;

/** What a checked correction asks to hold: the birth date as YYYYMMDD, the document normalized (or none when kept). */
export function correctionValues(v: MemberCorrectionInput) {
  return {
    fullname: v.fullname,
    gender: v.gender as 'f' | 'm' | 'x',
    birth: ymdFromDashed(v.birth)!,
    nationality: v.nationality.toUpperCase(),
    document: v.docId && v.docType ? { docType: v.docType, docId: normalizeDocId(v.docId), docNation: v.docType === 'passport' ? v.docNation || null : null } : null,
    reason: v.reason,
  };
}

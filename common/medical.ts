import { z } from 'zod';
import { DOC_TYPES } from './enum-labels';

/**
 * The medical-record link (docs/privacy.md "Medical-record link"): a member's profile matched to
 * their Patient in the clinic's FHIR R4 record system by identity document and birth date — never
 * by name alone.
 */

/** The profile fields compared with a Patient, in the order shown. */
export const MEDICAL_FIELDS = ['name', 'gender', 'birth', 'phone', 'email', 'document'] as const;
export type MedicalField = (typeof MEDICAL_FIELDS)[number];

/** The fields a member may take from the record into their profile (phone changes by SMS code; birth date and document are the match itself). */
export const PULLABLE_FIELDS = ['name', 'gender', 'email'] as const satisfies readonly MedicalField[];


/** POST /api/user/medical/search: the member's document and birth date (both required), optionally a name or phone to compare. */
export const medicalSearchInput = z.object({
  docType: z.enum(DOC_TYPES),
  docId: z.string().trim().min(1, 'types:form.required').max(40, 'form.invalid'),
  /** YYYY-MM-DD. */
  birth: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'form.invalid'),
  name: z.string().trim().max(100, 'form.invalid').optional(),
  phone: z.string().trim().max(30, 'form.invalid').optional(),
});
export type MedicalSearchInput = z.infer<typeof medicalSearchInput>;

/** A FHIR resource id (R4: 1–64 of A–Z a–z 0–9 - .). */
export const FHIR_ID = /^[A-Za-z0-9\-.]{1,64}$/;

export const medicalLinkInput = z.object({ patientId: z.string().regex(FHIR_ID, 'form.invalid') });
export type MedicalLinkInput = z.infer<typeof medicalLinkInput>;

export const medicalPullInput = z.object({ fields: z.array(z.enum(PULLABLE_FIELDS)).min(1, 'types:form.required') });
export type MedicalPullInput = z.infer<typeof medicalPullInput>;

export const MEDICAL_LINK_STATES = ['UNLINKED', 'AMBIGUOUS', 'LINKED'] as const;
export type MedicalLinkState = (typeof MEDICAL_LINK_STATES)[number];

/** GET /api/manage/medical/members and /manage/medical: link state, member code or name, page. */
export const medicalListQuery = z.object({
  status: z.enum(MEDICAL_LINK_STATES).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type MedicalListQuery = z.infer<typeof medicalListQuery>;

/** One row of the comparison: our value, the record's, and whether they agree. */
export interface MedicalFieldDiff {
  field: MedicalField;
  ours: string | null;
  theirs: string | null;
  same: boolean;
}

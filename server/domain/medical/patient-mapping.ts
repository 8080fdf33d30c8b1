import type { Patient } from '@medplum/fhirtypes';
import type { MedicalFieldDiff } from '../../../common/medical';
import { documentIdentifier, documentOf, FHIR_SYSTEMS, memberCodeIdentifier, type FhirDocType } from '../../integrations/fhir/identifiers';

/** What of a member's profile the record system sees (server/db/schema/accounts.ts member + user_account). */
export interface MedicalProfile {
  memberId: string;
  code: string;
  fullname: string;
  gender: 'f' | 'm' | 'x';
  /** YYYYMMDD. */
  birth: number;
  docType: FhirDocType;
  docId: string;
  phone: string | null;
  email: string | null;
}

const GENDER_TO_FHIR = { f: 'female', m: 'male', x: 'other' } as const;
const GENDER_FROM_FHIR: Record<string, 'f' | 'm' | 'x'> = { female: 'f', male: 'm', other: 'x', unknown: 'x' };

export const isoBirth = (ymd: number) => `${String(ymd).slice(0, 4)}-${String(ymd).slice(4, 6)}-${String(ymd).slice(6, 8)}`;

/** The name a Patient is known by: its official text, else given and family names. */
export function patientName(p: Patient): string | null {
  const n = p.name?.find((x) => x.use === 'official') ?? p.name?.[0];
  if (!n) return null;
  return n.text ?? ([...(n.given ?? []), n.family].filter(Boolean).join(' ') || null);
}

const telecom = (p: Patient, system: 'phone' | 'email') => p.telecom?.find((t) => t.system === system && t.value)?.value ?? null;
const norm = (s: string | null) => (s ?? '').normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
/** Names agree when equal after spacing and case, or when one of the Patient's names equals ours. */
export function sameName(ours: string, p: Patient): boolean {
  const candidates = (p.name ?? []).flatMap((n) => [n.text ?? '', [...(n.given ?? []), n.family].join(' '), [n.family, ...(n.given ?? [])].join(' ')]);
  return candidates.some((c) => norm(c) === norm(ours));
}

/** Whether a phone typed in the search is on the Patient (digits compared, the last 8 enough for a local number). */
export function samePhone(typed: string, p: Patient): boolean {
  const digits = typed.replace(/\D/g, '');
  return digits.length >= 8 && (p.telecom ?? []).some((t) => t.system === 'phone' && (t.value ?? '').replace(/\D/g, '').endsWith(digits.slice(-8)));
}

/** Whether the Patient carries this member's document and birth date (the only way identity is established; never by name). */
export function matchesIdentity(profile: Pick<MedicalProfile, 'docType' | 'docId' | 'birth'>, p: Patient): boolean {
  const system = FHIR_SYSTEMS[profile.docType];
  return p.birthDate === isoBirth(profile.birth) && (p.identifier ?? []).some((i) => i.system === system && (i.value ?? '').toUpperCase() === profile.docId);
}

/** Field by field: the member's profile against a Patient. */
export function comparePatient(profile: MedicalProfile, p: Patient): MedicalFieldDiff[] {
  const doc = documentOf(p.identifier);
  const theirName = patientName(p);
  const theirGender = p.gender ? (GENDER_FROM_FHIR[p.gender] ?? null) : null;
  const theirPhone = telecom(p, 'phone');
  const theirEmail = telecom(p, 'email');
  const ourDoc = `${profile.docType}:${profile.docId}`;
  const theirDoc = doc ? `${doc.type}:${doc.number.toUpperCase()}` : null;
  return [
    { field: 'name', ours: profile.fullname, theirs: theirName, same: sameName(profile.fullname, p) },
    { field: 'gender', ours: profile.gender, theirs: theirGender, same: theirGender === profile.gender },
    { field: 'birth', ours: isoBirth(profile.birth), theirs: p.birthDate ?? null, same: p.birthDate === isoBirth(profile.birth) },
    { field: 'phone', ours: profile.phone, theirs: theirPhone, same: norm(theirPhone) === norm(profile.phone) },
    { field: 'email', ours: profile.email, theirs: theirEmail, same: norm(theirEmail) === norm(profile.email) },
    { field: 'document', ours: ourDoc, theirs: theirDoc, same: theirDoc === ourDoc },
  ];
}

/** A new Patient from the member's profile: document and member-code identifiers, name, gender, birth date, phone, e-mail. */
export function patientFromProfile(profile: MedicalProfile): Patient {
  return withProfile({ resourceType: 'Patient', identifier: [documentIdentifier(profile.docType, profile.docId)] }, profile);
}

/**
 * The Patient with our profile pushed onto it: name, gender, phone and e-mail replaced by ours, our
 * member code added; birth date and document (the match itself) and everything else kept.
 */
export function withProfile(p: Patient, profile: MedicalProfile): Patient {
  const others = (p.name ?? []).filter((n) => n.use !== 'official');
  const telecoms = (p.telecom ?? []).filter((t) => t.system !== 'phone' && t.system !== 'email');
  const identifiers = (p.identifier ?? []).filter((i) => i.system !== FHIR_SYSTEMS.memberCode);
  return {
    ...p,
    identifier: [...identifiers, memberCodeIdentifier(profile.code)],
    name: [{ use: 'official', text: profile.fullname }, ...others],
    gender: GENDER_TO_FHIR[profile.gender],
    birthDate: p.birthDate ?? isoBirth(profile.birth),
    telecom: [
      ...(profile.phone ? [{ system: 'phone' as const, value: profile.phone }] : []),
      ...(profile.email ? [{ system: 'email' as const, value: profile.email }] : []),
      ...telecoms,
    ],
  };
}

/** The record's values of the fields a member accepts into their profile. */
export function pulledValues(p: Patient): { name: string | null; gender: 'f' | 'm' | 'x' | null; email: string | null } {
  return { name: patientName(p), gender: p.gender ? (GENDER_FROM_FHIR[p.gender] ?? null) : null, email: telecom(p, 'email')?.toLowerCase() ?? null };
}

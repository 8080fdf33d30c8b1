import type { Identifier } from '@medplum/fhirtypes';

/**
 * Identifier systems this clinic writes on a FHIR Patient (docs/privacy.md "Medical-record link").
 * The document number is stored normalized (no brackets or spaces, upper case: A1234563), the
 * member code as shown on the card without separator. The `type` coding is HL7 v2 table 0203, so a
 * record system that ignores our system URIs still knows what the number is.
 */
export const FHIR_SYSTEMS = {
  hk: 'http://aloha.clinic/fhir/sid/hkid',
  cn: 'http://aloha.clinic/fhir/sid/cn-resident-id',
  mo: 'http://aloha.clinic/fhir/sid/mo-bir',
  passport: 'http://aloha.clinic/fhir/sid/passport',
  memberCode: 'http://aloha.clinic/fhir/sid/member-code',
} as const;

export type FhirDocType = 'hk' | 'cn' | 'mo' | 'passport';

const V2_0203 = 'http://terminology.hl7.org/CodeSystem/v2-0203';

/** The identifier of an identity document (HKID, mainland or Macau ID, passport). */
export function documentIdentifier(type: FhirDocType, number: string): Identifier {
  return {
    use: 'official',
    type: { coding: [{ system: V2_0203, code: type === 'passport' ? 'PPN' : 'NI' }] },
    system: FHIR_SYSTEMS[type],
    value: number,
  };
}

/** Our member code on a Patient we created or linked. */
export function memberCodeIdentifier(code: string): Identifier {
  return { use: 'secondary', type: { coding: [{ system: V2_0203, code: 'MR' }] }, system: FHIR_SYSTEMS.memberCode, value: code };
}

/** The document on a Patient, if it carries one of our systems. */
export function documentOf(identifiers: readonly Identifier[] | undefined): { type: FhirDocType; number: string } | null {
  for (const type of ['hk', 'cn', 'mo', 'passport'] as const) {
    const found = identifiers?.find((i) => i.system === FHIR_SYSTEMS[type] && i.value);
    if (found) return { type, number: found.value! };
  }
  return null;
}

import { describe, expect, it } from 'vitest';
import type { Patient } from '@medplum/fhirtypes';
import { maskDocId } from '../../../common/validators/doc-id';
import { expectCases } from '../../../tests/helpers/expect-cases';
import { documentIdentifier, FHIR_SYSTEMS } from '../../integrations/fhir/identifiers';
import { comparePatient, matchesIdentity, patientFromProfile, pulledValues, samePhone, withProfile, type MedicalProfile } from './patient-mapping';

const profile: MedicalProfile = {
  memberId: 'm1', code: 'K7MQ4QX9', fullname: 'Chan Tai Man', gender: 'm', birth: 19900115, docType: 'hk', docId: 'A1234563', phone: '+85261234567', email: 'a@example.com',
};
const patient: Patient = {
  resourceType: 'Patient',
  id: 'p1',
  identifier: [documentIdentifier('hk', 'A1234563'), { system: 'http://other.example/mrn', value: '77' }],
  name: [{ use: 'official', family: 'CHAN', given: ['Tai Man'] }, { use: 'nickname', text: 'Man' }],
  gender: 'male',
  birthDate: '1990-01-15',
  telecom: [{ system: 'phone', value: '+85260000000' }, { system: 'fax', value: '1' }],
};

describe('medical-record matching and comparison', () => {
  it('takes identity only from the document and the birth date, never from a name', () => {
    expect(matchesIdentity(profile, patient)).toBe(true);
    expect(matchesIdentity({ ...profile, birth: 19900116 }, patient)).toBe(false);
    expect(matchesIdentity({ ...profile, docId: 'A7654327' }, patient)).toBe(false);
    expect(matchesIdentity(profile, { ...patient, identifier: [{ system: FHIR_SYSTEMS.passport, value: 'A1234563' }] })).toBe(false);
    expect(matchesIdentity(profile, { ...patient, identifier: [], name: [{ text: 'Chan Tai Man' }] })).toBe(false);
  });

  it('compares field by field: given and family names in either order, case and spacing aside', () => {
    const same = Object.fromEntries(comparePatient(profile, patient).map((d) => [d.field, d.same]));
    expect(same).toEqual({ name: true, gender: true, birth: true, phone: false, email: false, document: true });
    expect(comparePatient({ ...profile, fullname: 'chan  tai man' }, patient)[0]!.same).toBe(true);
    expect(comparePatient({ ...profile, fullname: '陳大文' }, patient)[0]).toMatchObject({ same: false, theirs: 'Tai Man CHAN' });
  });

  it('a new Patient carries the document, the member code and the whole profile, and compares equal', () => {
    const p = patientFromProfile(profile);
    expect(p.identifier?.map((i) => i.system)).toEqual([FHIR_SYSTEMS.hk, FHIR_SYSTEMS.memberCode]);
    expect(comparePatient(profile, p).every((d) => d.same)).toBe(true);
  });

  it('a push replaces name, gender, phone and e-mail, keeps the rest and adds the member code once', () => {
    const pushed = withProfile(withProfile(patient, profile), profile);
    expect(pushed.identifier?.filter((i) => i.system === FHIR_SYSTEMS.memberCode)).toHaveLength(1);
    expect(pushed.identifier?.some((i) => i.value === '77')).toBe(true);
    expect(pushed.name?.map((n) => n.use)).toEqual(['official', 'nickname']);
    expect(pushed.telecom).toEqual([{ system: 'phone', value: '+85261234567' }, { system: 'email', value: 'a@example.com' }, { system: 'fax', value: '1' }]);
    expect(comparePatient(profile, pushed).every((d) => d.same)).toBe(true);
  });

  it('pulls the name, gender and e-mail the record holds', () => {
    expect(pulledValues({ ...patient, telecom: [{ system: 'email', value: 'B@Example.com' }] })).toEqual({ name: 'Tai Man CHAN', gender: 'm', email: 'b@example.com' });
  });

  it('a typed phone matches by its last eight digits, whatever the spacing or prefix', () => {
    expectCases((typed: string) => samePhone(typed, patient), [
      ['6000 0000', true],
      ['+852 6000-0000', true],
      ['6000 0001', false],
      ['0000', false],
    ]);
  });

  it('masks document numbers in lists', () => {
    expectCases(maskDocId, [
      ['A1234563', '••••4563'],
      ['AB9876543', '•••••6543'],
      ['K1234560', '••••4560'],
      ['110101199003070011', '••••••••••••••0011'],
      ['1234', '1234'],
    ]);
  });
});

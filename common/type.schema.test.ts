import { describe, expect, it } from 'vitest';
import { sortableFields, TYPE_DEFS, TYPE_INPUTS, TYPE_NAMES, typeKey, typeListQuery } from './type.schema';

const name = { 'zh-HK': '灣仔區', 'zh-CN': '湾仔区', en: 'Wan Chai' };

describe('type list schemas', () => {
  it('keys are trimmed and lower-cased, then a–z, 0–9 and single dashes', () => {
    expect(typeKey.parse('  Wan-Chai ')).toBe('wan-chai');
    for (const bad of ['wan chai', 'wan--chai', '-wan', 'chai-', '灣仔', '', 'a'.repeat(51)]) expect(typeKey.safeParse(bad).success, bad).toBe(false);
  });

  it('needs the name in all three languages', () => {
    const r = TYPE_INPUTS.areas.safeParse({ key: 'wan-chai', name: { ...name, 'zh-CN': '  ' } });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path.join('.'))).toEqual(['name.zh-CN']);
    expect(TYPE_INPUTS.areas.parse({ key: 'wan-chai', name })).toEqual({ key: 'wan-chai', name, sort: 0, isEnabled: true });
  });

  it('countries: codes upper-cased, calling code without +', () => {
    const c = TYPE_INPUTS.countries.parse({ code2: 'th', code3: 'tha', callingCode: '+66', name });
    expect(c).toMatchObject({ code2: 'TH', code3: 'THA', callingCode: '66', enableCountry: true, enablePhone: true, enableSpeech: false });
    expect(TYPE_INPUTS.countries.safeParse({ code2: 'THA', code3: 'TH', callingCode: '0', name }).success).toBe(false);
  });

  it('every list describes fields that its input has, and sorts by its default column', () => {
    for (const type of TYPE_NAMES) {
      const shape = Object.keys(TYPE_INPUTS[type].shape);
      expect(TYPE_DEFS[type].fields.map((f) => f.field).sort(), type).toEqual(shape.sort());
      expect(sortableFields(type), type).toContain(TYPE_DEFS[type].defaultSort);
      expect(typeListQuery(type).parse({}).sort).toBe(TYPE_DEFS[type].defaultSort);
    }
    expect(typeListQuery('hashtags').safeParse({ sort: 'sort' }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changePasswordInput, changePhoneInput, codeSignInInput, passwordSignInInput, phoneInput, profileInput, registerInput, resetPasswordInput,
} from './account.schema';
import { makeMemberCode } from './validators/member-code';

/** The first message of each field, as the forms show them. */
function messages(schema: z.ZodType, value: unknown): Record<string, string> {
  const r = schema.safeParse(value);
  const out: Record<string, string> = {};
  if (r.success) return out;
  for (const i of r.error.issues) {
    const name = String(i.path[0] ?? '');
    if (!(name in out)) out[name] = i.message;
  }
  return out;
}

const validRegistration = {
  callingCode: '852', phone: '5123 4567', code: '123456', password: 'secret1', passwordConfirm: 'secret1', fullname: '李小美', nickname: '小美',
  gender: 'f', birth: '1995-04-03', email: '', docType: 'hk', docId: 'A123456(3)', docNation: '', nationality: 'HK', referrer: '',
  altcha: 'solution', agreePrivacy: true, marketingSms: false, marketingEmail: false, lng: 'zh-HK',
};
const blankRegistration = {
  callingCode: '852', phone: '', code: '', password: '', passwordConfirm: '', fullname: '', nickname: '', gender: '', birth: '', email: '',
  docType: 'hk', docId: '', docNation: '', nationality: '', referrer: '', altcha: '', agreePrivacy: false, marketingSms: false, marketingEmail: false, lng: 'en',
};

describe('registerInput messages: empty asks, wrong corrects', () => {
  it('accepts a complete registration', () => {
    expect(messages(registerInput, validRegistration)).toEqual({});
  });

  it('asks for every empty field: "enter" for text, "choose" for a choice', () => {
    expect(messages(registerInput, blankRegistration)).toEqual({
      phone: 'form.required',
      code: 'form.required',
      password: 'form.required',
      passwordConfirm: 'form.password.confirm',
      fullname: 'form.required',
      nickname: 'form.required',
      gender: 'form.requiredChoice',
      birth: 'form.required',
      docId: 'form.required',
      nationality: 'form.requiredChoice',
      altcha: 'error.bot.missing',
      agreePrivacy: 'form.privacy.required',
    });
  });

  it('treats spaces alone as empty, and a missing field like an empty one', () => {
    const { fullname, gender, ...rest } = validRegistration;
    void fullname;
    void gender;
    expect(messages(registerInput, { ...rest, nickname: '   ' })).toEqual({ fullname: 'form.required', nickname: 'form.required', gender: 'form.requiredChoice' });
  });

  it('says "correct" only for a value that is there but wrong', () => {
    expect(
      messages(registerInput, {
        ...validRegistration,
        phone: '12',
        code: '12a',
        gender: 'q',
        birth: '1990-02-30',
        fullname: 'x'.repeat(101),
        email: 'not-an-email',
        nationality: 'HKG',
        callingCode: 'abc',
      }),
    ).toEqual({
      phone: 'form.invalid',
      code: 'form.invalid',
      gender: 'form.invalid',
      birth: 'form.invalid',
      fullname: 'form.invalid',
      email: 'form.invalid',
      nationality: 'form.invalid',
      callingCode: 'form.invalid',
    });
  });

  it('keeps the fields’ own messages for their own rules, all at once', () => {
    expect(
      messages(registerInput, { ...validRegistration, password: '12345', passwordConfirm: 'other1', birth: '2020-01-01', docId: 'A123456(7)', phone: '1234' }),
    ).toEqual({
      password: 'form.password.length',
      passwordConfirm: 'form.password.mismatch',
      birth: 'error.age.under18',
      docId: 'error.doc.invalid',
      phone: 'form.invalid',
    });
  });

  it('asks for the passport’s issuing country only for a passport', () => {
    expect(messages(registerInput, { ...validRegistration, docType: 'passport', docId: 'K12345678' })).toEqual({ docNation: 'form.requiredChoice' });
    expect(messages(registerInput, { ...validRegistration, docType: 'passport', docId: 'K12345678', docNation: 'GB' })).toEqual({});
  });

  it('takes a referrer’s member code in any case, with or without the dash, and says "check the code" for a typo', () => {
    const code = makeMemberCode(() => 5);
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4).toLowerCase()}`;
    const ok = registerInput.safeParse({ ...validRegistration, referrer: typed });
    expect(ok.success && ok.data.referrer).toBe(code);
    const typo = code.slice(0, 3) + (code[3] === 'A' ? 'B' : 'A') + code.slice(4);
    expect(messages(registerInput, { ...validRegistration, referrer: typo })).toEqual({ referrer: 'error.referrer.checkCode' });
    // The old 22-character id is not a member code.
    expect(messages(registerInput, { ...validRegistration, referrer: '7Ytq1pKbNvQ3WmXe2Hc9Rz' })).toEqual({ referrer: 'error.referrer.checkCode' });
    const none = registerInput.safeParse(validRegistration);
    expect(none.success && none.data.referrer).toBeNull();
  });
});

describe('the other account forms follow the same rule', () => {
  it('sign-in: empty identifier and password are asked for', () => {
    expect(messages(passwordSignInInput, { identifier: '', password: '' })).toEqual({ identifier: 'form.required', password: 'form.required' });
  });

  it('sign-in by code and phone change: empty vs wrong phone and code', () => {
    for (const schema of [codeSignInInput, changePhoneInput]) {
      expect(messages(schema, { callingCode: '852', phone: '', code: '' })).toEqual({ phone: 'form.required', code: 'form.required' });
      expect(messages(schema, { callingCode: '852', phone: '12345', code: '99' })).toEqual({ phone: 'form.invalid', code: 'form.invalid' });
      expect(messages(schema, { callingCode: '852', phone: '6123 4567', code: '123456' })).toEqual({});
    }
    expect(messages(phoneInput, { callingCode: '', phone: '61234567' })).toEqual({ callingCode: 'form.requiredChoice' });
  });

  it('forgot password: every empty field asked for, then the passwords compared', () => {
    expect(messages(resetPasswordInput, { callingCode: '852', phone: '', code: '', password: '', passwordConfirm: '' })).toEqual({
      phone: 'form.required', code: 'form.required', password: 'form.required', passwordConfirm: 'form.password.confirm',
    });
    expect(messages(resetPasswordInput, { callingCode: '852', phone: '61234567', code: '123456', password: 'secret1', passwordConfirm: 'secret2' })).toEqual({
      passwordConfirm: 'form.password.mismatch',
    });
  });

  it('password change: empty, too short, the same as before', () => {
    expect(messages(changePasswordInput, { oldPassword: '', password: '', passwordConfirm: '' })).toEqual({
      oldPassword: 'form.required', password: 'form.required', passwordConfirm: 'form.password.confirm',
    });
    expect(messages(changePasswordInput, { oldPassword: 'old', password: '123', passwordConfirm: '123' })).toEqual({ password: 'form.password.length' });
    expect(messages(changePasswordInput, { oldPassword: 'secret1', password: 'secret1', passwordConfirm: 'secret1' })).toEqual({ password: 'error.password.same' });
  });

  it('profile: an empty nickname is asked for, a wrong e-mail corrected, an empty e-mail allowed', () => {
    expect(messages(profileInput, { nickname: ' ', email: 'x@', signature: '', marketingSms: false, marketingEmail: false, lng: 'en' })).toEqual({ nickname: 'form.required', email: 'form.invalid' });
    expect(messages(profileInput, { nickname: 'Mei', email: '', signature: '', marketingSms: false, marketingEmail: false, lng: 'en' })).toEqual({});
  });
});

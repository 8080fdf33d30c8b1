import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../common/i18n-config';
import { isValidDocId, type DocIdType } from '../../common/validators/doc-id';
import { isValidMemberCode } from '../../common/validators/member-code';

/** Examples the forms show must pass the forms' own checks: a reader who copies one must not be refused. */
const account = (lng: string) => JSON.parse(fs.readFileSync(path.join('locales', lng, 'account.json'), 'utf8')) as {
  docHint: Record<DocIdType, string>;
  register: { referrerHint: string };
};

/** Document-number-like runs in a hint: letters, digits and brackets holding at least 4 digits. */
const documentNumbers = (hint: string) => [...hint.matchAll(/[A-Z0-9][A-Z0-9()]{4,}/g)].map((m) => m[0]).filter((s) => (s.match(/\d/g) ?? []).length >= 4);

describe('examples in the account hints', () => {
  for (const lng of LANGUAGES) {
    it(`every example document number in ${lng} passes its document check`, () => {
      const hints = account(lng).docHint;
      const seen: string[] = [];
      for (const [type, hint] of Object.entries(hints) as [DocIdType, string][]) {
        for (const example of documentNumbers(hint)) {
          seen.push(`${type}:${example}`);
          expect(isValidDocId(type, example), `${lng} docHint.${type}: ${example}`).toBe(true);
        }
      }
      // The Hong Kong and Macau hints carry an example; a test that found none would prove nothing.
      expect(seen.some((s) => s.startsWith('hk:')), `${lng} has no HKID example`).toBe(true);
      expect(seen.some((s) => s.startsWith('mo:')), `${lng} has no Macau example`).toBe(true);
    });

    it(`the example member code in ${lng} has a valid check character`, () => {
      const examples = account(lng).register.referrerHint.match(/\b[A-Z0-9]{4}-[A-Z0-9]{4}\b/g) ?? [];
      expect(examples.length).toBeGreaterThan(0);
      for (const code of examples) expect(isValidMemberCode(code), code).toBe(true);
    });
  }
});

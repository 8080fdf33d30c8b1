import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MARKETING_WORDING } from '../../common/privacy';

/**
 * Each consent choice stores the version of the wording the member was shown. The version means
 * something only if the text cannot change under it: the three languages' wording hashes to the
 * value kept beside the version, so editing the text fails here until the version is raised (and
 * the new hash recorded). Members' earlier choices keep the version they agreed to.
 */
describe('marketing consent wording', () => {
  it('matches the text of its version in every language', () => {
    const wording = (['zh-HK', 'zh-CN', 'en'] as const).map((lng) => {
      const locale = JSON.parse(readFileSync(path.resolve(__dirname, `../../locales/${lng}/account.json`), 'utf8')) as { marketing: { wording: string } };
      return locale.marketing.wording;
    });
    const sha256 = createHash('sha256').update(wording.join('\n')).digest('hex');
    expect(sha256, `the consent wording changed: raise MARKETING_WORDING.version (now ${MARKETING_WORDING.version}) and set sha256 to ${sha256}`).toBe(MARKETING_WORDING.sha256);
  });
});

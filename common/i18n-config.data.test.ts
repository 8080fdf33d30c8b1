import { describe, expect, it } from 'vitest';
import { pagePathOf, splitLocalePath } from './i18n-config';

describe('language of data requests', () => {
  it.each([
    ['/en.data', 'en', '/'],
    ['/zh-CN.data', 'zh-CN', '/'],
    ['/_root.data', 'zh-HK', '/'],
    ['/en/team.data', 'en', '/team'],
    ['/team', 'zh-HK', '/team'],
  ])('%s is a %s page at %s', (raw, lng, path) => {
    expect(splitLocalePath(pagePathOf(new URL(`http://x${raw}`)))).toEqual({ lng, path });
  });
});

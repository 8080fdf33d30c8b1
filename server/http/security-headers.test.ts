import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, hashInlineScripts } from './security-headers';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('a cached page allows its own inline scripts by hash', () => {
  const nonce = 'r3nd3rOnly';
  const html = [
    `<link rel="modulepreload" href="/assets/a.js" nonce="${nonce}"/>`,
    `<script nonce="${nonce}">boot()</script>`,
    `<script nonce="${nonce}" type="module" async="">import("/assets/a.js")</script>`,
    `<script nonce="${nonce}" src="/assets/b.js"></script>`,
    `<script nonce="${nonce}">boot()</script>`,
    `<script nonce="${nonce}">line1\r\nline2\rline3</script>`,
    '<script>stolen()</script>',
    '<script nonce="AlohaNoncePlaceholder0000">guessed()</script>',
  ].join('');

  it("hashes exactly the scripts rendered with this render's nonce, once each, and removes the nonce", () => {
    const out = hashInlineScripts(html, nonce);
    expect(out.scriptSources).toEqual([sha('boot()'), sha('import("/assets/a.js")'), sha('line1\nline2\nline3')]);
    expect(out.html).not.toContain(nonce);
    expect(out.html).toContain('<script>boot()</script>');
    expect(out.html).toContain('<link rel="modulepreload" href="/assets/a.js"/>');
    // Markup that did not come from this render keeps no way to run.
    expect(out.scriptSources).not.toContain(sha('stolen()'));
    expect(out.scriptSources).not.toContain(sha('guessed()'));
  });

  it('puts the sources in script-src after self', () => {
    expect(contentSecurityPolicy([sha('a'), sha('b')])).toContain(`script-src 'self' ${sha('a')} ${sha('b')};`);
    expect(contentSecurityPolicy([])).toContain("script-src 'self';");
  });
});

import { describe, expect, it } from 'vitest';
import { isPostImageSource, linkKind, sanitizePostHtml } from './sanitize-post-html';

const ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'rel', 'target'],
  img: ['src', 'alt', 'width', 'height', 'loading'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  ol: ['start'],
};
const TAGS = new Set(['p', 'h2', 'h3', 'h4', 'strong', 'em', 's', 'code', 'pre', 'br', 'hr', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td']);

/**
 * Reads the sanitizer's output (always double-quoted attributes, `<` in text escaped) and returns
 * what would make it active: a tag or attribute outside the allowlist, a link or image address
 * the rules refuse, a stray `<` that is not a tag.
 */
function activeParts(html: string): string[] {
  const problems: string[] = [];
  const rest = html.replace(/<(\/?)([a-z0-9]+)((?:\s+[a-z-]+="[^"<>]*")*)\s*\/?>/g, (_m, _close: string, tag: string, attrs: string) => {
    if (!TAGS.has(tag)) problems.push(`tag ${tag}`);
    for (const [, name, value] of attrs.matchAll(/\s+([a-z-]+)="([^"]*)"/g)) {
      if (!(ATTRIBUTES[tag] ?? []).includes(name!)) problems.push(`attribute ${tag}.${name}`);
      const decoded = value!.replace(/&amp;/g, '&').replace(/&quot;/g, '"');
      if (name === 'href' && !linkKind(decoded)) problems.push(`href ${value}`);
      if (name === 'src' && !isPostImageSource(decoded)) problems.push(`src ${value}`);
      if (name === 'target' && value !== '_blank') problems.push(`target ${value}`);
    }
    return '';
  });
  if (rest.includes('<')) problems.push(`markup left as text: ${rest}`);
  return problems;
}

/** OWASP XSS filter evasion cheat sheet style payloads: each must come back inert. */
const PAYLOADS: [what: string, html: string][] = [
  ['script', '<script>alert(1)</script>'],
  ['script with a source, upper case', '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>'],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['library img onerror', '<img src="/uploads/a.webp" onerror="alert(1)">'],
  ['img javascript src with a tab', '<IMG SRC="jav\tascript:alert(\'XSS\');">'],
  ['img data: source', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ['img outside the library', '<img src="https://evil.example/pixel.gif">'],
  ['img path escaping the library', '<img src="/uploads/../api/manage/users">'],
  ['img srcset', '<img src="/uploads/a.webp" srcset="javascript:alert(1) 1x">'],
  ['svg onload', '<svg onload=alert(1)>'],
  ['svg with a script', '<svg><script>alert(1)</script></svg>'],
  ['svg style mXSS', '<svg><style><img src=x onerror=alert(1)></style></svg>'],
  ['math xlink', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>'],
  ['javascript: link', '<a href="javascript:alert(1)">x</a>'],
  ['javascript: mixed case', '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ['javascript: as decimal entities', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>'],
  ['javascript: as hex entities without semicolons', '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>'],
  ['javascript: split by an encoded tab', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  ['javascript: split by an encoded newline', '<a href="jav&#x0A;ascript:alert(1)">x</a>'],
  ['javascript: split by a NUL', '<a href="java&#0000script:alert(1)">x</a>'],
  ['javascript: after spaces', '<a href="  javascript:alert(1)">x</a>'],
  ['javascript: after a control character', '<a href=" &#14;  javascript:alert(1)">x</a>'],
  ['vbscript:', '<a href="vbscript:msgbox(1)">x</a>'],
  ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['protocol-relative link', '<a href="//evil.example/x">x</a>'],
  ['backslash link', '<a href="/\\evil.example">x</a>'],
  ['link with credentials', '<a href="https://user:pass@evil.example/">x</a>'],
  ['style expression', '<p style="width: expression(alert(1))">x</p>'],
  ['style url', '<p style="background:url(javascript:alert(1))">x</p>'],
  ['style element', '<style>@import "https://evil.example/x.css";</style><p>x</p>'],
  ['iframe', '<iframe src="javascript:alert(1)"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['object', '<object data="javascript:alert(1)"></object>'],
  ['embed', '<embed src="javascript:alert(1)">'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['link stylesheet', '<link rel=stylesheet href="javascript:alert(1)">'],
  ['body onload', '<BODY ONLOAD=alert(\'XSS\')>'],
  ['unknown element onclick', '<x onclick=alert(1)>click</x>'],
  ['table background and cell onclick', '<table background="javascript:alert(1)"><tr><td onclick="alert(1)" colspan="x">x</td></tr></table>'],
  ['form', '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">x</button></form>'],
  ['nested malformed script', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
  ['doubled brackets', '<<script>script>alert(1)<</script>/script>'],
  ['broken quotes', '<img """><script>alert(1)</script>">'],
  ['noscript mXSS', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['comment', '<p>ok</p><!-- <script>alert(1)</script> -->'],
  ['template', '<template><script>alert(1)</script></template>'],
  ['attribute name breaking the tag', '<p a"onmouseover=alert(1)//>x</p>'],
  ['class and id', '<p class="x" id="y" data-x="1">x</p>'],
  ['target other than _blank', '<a href="https://ok.example" target="_top">x</a>'],
];

describe('sanitizePostHtml', () => {
  for (const [what, html] of PAYLOADS) {
    it(`leaves ${what} inert`, () => {
      const out = sanitizePostHtml(html);
      expect(activeParts(out), out).toEqual([]);
      expect(out.toLowerCase()).not.toMatch(/javascript:|vbscript:|data:|onerror|onload|onclick|<script|<svg|<iframe|style=/);
      // Stable: what is stored sanitizes to itself.
      expect(sanitizePostHtml(out)).toBe(out);
    });
  }

  it('the check above is no formality: it finds every payload active before sanitizing', () => {
    for (const [what, html] of PAYLOADS) expect(activeParts(html), what).not.toEqual([]);
  });

  it('keeps what the editor makes, as it made it', () => {
    const doc = [
      '<h2>Heading</h2><h3>Sub</h3><h4>Small</h4>',
      '<p>Some <strong>bold</strong>, <em>italic</em>, <s>struck</s> and <code>code</code>.<br />Next line.</p>',
      '<ul><li><p>one</p></li><li><p>two</p></li></ul><ol start="3"><li><p>three</p></li></ol>',
      '<blockquote><p>A quote</p></blockquote><hr /><pre><code>let x = 1 &lt; 2;</code></pre>',
      '<p><img src="/uploads/media/ab12/photo-960.webp" alt="A room" width="960" height="540" loading="lazy" /></p>',
      '<table><thead><tr><th colspan="1" rowspan="1"><p>A</p></th></tr></thead><tbody><tr><td colspan="2" rowspan="1"><p>1</p></td></tr></tbody></table>',
      '<p><a href="/services/physiotherapy">a page</a>, <a href="mailto:hello@aloha.example">mail</a>, <a href="tel:+852-1234-5678">call</a></p>',
    ].join('');
    expect(sanitizePostHtml(doc)).toBe(doc);
  });

  it('forces rel on external links and lazy loading on images; drops what the editor adds for itself', () => {
    expect(sanitizePostHtml('<p><a href="https://ok.example/a?b=1&amp;c=2" rel="opener" target="_blank" class="link">x</a></p>')).toBe(
      '<p><a href="https://ok.example/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer nofollow">x</a></p>',
    );
    expect(sanitizePostHtml('<p><a href="/blog" target="_blank">x</a></p>')).toBe('<p><a href="/blog" target="_blank" rel="noopener">x</a></p>');
    expect(sanitizePostHtml('<img src="/images/blog/a.svg" title="t" width="12px" style="width:1px">')).toBe('<img src="/images/blog/a.svg" alt="" loading="lazy" />');
    expect(sanitizePostHtml('<table style="min-width: 50px"><colgroup><col style="min-width: 25px"></colgroup><tbody><tr><td colspan="1" rowspan="1"><p>x</p></td></tr></tbody></table>')).toBe(
      '<table><tbody><tr><td colspan="1" rowspan="1"><p>x</p></td></tr></tbody></table>',
    );
  });

  it('keeps the text of a refused link or unknown tag, and drops script text entirely', () => {
    expect(sanitizePostHtml('<p><a href="javascript:alert(1)">read <em>this</em></a></p>')).toBe('<p>read <em>this</em></p>');
    // A refused link at the top level leaves the next element's closing tag alone.
    expect(sanitizePostHtml('<p>a</p><a href="javascript:alert(1)">link</a><p>b</p><a>bare</a><h2>c</h2>')).toBe('<p>a</p>link<p>b</p>bare<h2>c</h2>');
    expect(sanitizePostHtml('<div><span>kept</span></div><script>alert("gone")</script>')).toBe('kept');
    expect(sanitizePostHtml('<p>1 &lt; 2 &amp; 3 > 2</p>')).toBe('<p>1 &lt; 2 &amp; 3 &gt; 2</p>');
  });
});

/**
 * A strict XML 1.0 well-formedness parser for the documents the server writes (feeds, sitemap):
 * one root element, matched tags, quoted and unique attributes, only the five named entities and
 * character references, no character XML forbids. Throws on the first fault; returns the tree with
 * text and attribute values decoded. (No DTDs: the server never writes one.)
 */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  /** The element's own text, decoded (CDATA included). */
  text: string;
}

const NAME = '[A-Za-z_][\\w.:-]*';
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;
const ENTITY = /&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g;

function decode(raw: string, where: string): string {
  if (raw.includes('<')) throw new Error(`"<" in ${where}`);
  if (raw.replace(ENTITY, '').includes('&')) throw new Error(`A bare "&" or an unknown entity in ${where}: ${raw.slice(0, 80)}`);
  return raw.replace(ENTITY, (e) => {
    const named: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" };
    if (named[e]) return named[e];
    const code = e[2] === 'x' ? parseInt(e.slice(3, -1), 16) : parseInt(e.slice(2, -1), 10);
    const ch = String.fromCodePoint(code);
    if (FORBIDDEN.test(ch) || code === 0) throw new Error(`A character reference XML forbids in ${where}: ${e}`);
    return ch;
  });
}

export function parseXml(doc: string): XmlElement {
  if (FORBIDDEN.test(doc)) throw new Error('A character XML forbids');
  let rest = doc.replace(/^\uFEFF/, '').replace(/^<\?xml\s[^?]*\?>/, '');
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  const tag = new RegExp(`^<(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"]*"|'[^']*'))*)\\s*(/?)>`);
  const attr = new RegExp(`(${NAME})\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'g');
  while (rest.length) {
    let m: RegExpExecArray | null;
    if (rest.startsWith('<!--')) {
      const end = rest.indexOf('-->');
      if (end < 0 || rest.slice(4, end).includes('--')) throw new Error('A broken comment');
      rest = rest.slice(end + 3);
    } else if (rest.startsWith('<![CDATA[')) {
      const end = rest.indexOf(']]>');
      if (end < 0 || !stack.length) throw new Error('A broken or stray CDATA section');
      stack.at(-1)!.text += rest.slice(9, end);
      rest = rest.slice(end + 3);
    } else if (rest.startsWith('<?')) {
      const end = rest.indexOf('?>');
      if (end < 0) throw new Error('A broken processing instruction');
      rest = rest.slice(end + 2);
    } else if ((m = new RegExp(`^</(${NAME})\\s*>`).exec(rest))) {
      const open = stack.pop();
      if (!open || open.name !== m[1]) throw new Error(`</${m[1]}> closes <${open?.name ?? 'nothing'}>`);
      rest = rest.slice(m[0].length);
    } else if ((m = tag.exec(rest))) {
      if (!stack.length && root) throw new Error('A second root element');
      const el: XmlElement = { name: m[1]!, attrs: {}, children: [], text: '' };
      for (const a of m[2]!.matchAll(attr)) {
        if (a[1]! in el.attrs) throw new Error(`Attribute ${a[1]} twice on <${el.name}>`);
        el.attrs[a[1]!] = decode(a[2] ?? a[3] ?? '', `${el.name}@${a[1]}`);
      }
      if (stack.length) stack.at(-1)!.children.push(el);
      else root = el;
      if (m[3] !== '/') stack.push(el);
      rest = rest.slice(m[0].length);
    } else if (rest.startsWith('<')) {
      throw new Error(`Not a tag: ${rest.slice(0, 60)}`);
    } else {
      const end = rest.indexOf('<');
      const text = end < 0 ? rest : rest.slice(0, end);
      if (!stack.length) {
        if (text.trim()) throw new Error(`Text outside the root: ${text.slice(0, 60)}`);
      } else stack.at(-1)!.text += decode(text, `<${stack.at(-1)!.name}>`);
      rest = end < 0 ? '' : rest.slice(end);
    }
  }
  if (stack.length) throw new Error(`<${stack.at(-1)!.name}> is never closed`);
  if (!root) throw new Error('No root element');
  return root;
}

/** The child elements named `name` (direct children only). */
export const childrenNamed = (el: XmlElement, name: string) => el.children.filter((c) => c.name === name);
/** The text of the first child named `name` ('' when absent). */
export const childText = (el: XmlElement, name: string) => childrenNamed(el, name)[0]?.text ?? '';

import sanitizeHtml, { type IOptions } from 'sanitize-html';

/**
 * The one sanitizer of blog post bodies (issue 11): every write path (create, replace, seed) runs
 * the HTML through it, so the database never holds what a client sent unchecked. An allowlist of
 * what the rich-text editor makes; everything else is dropped — the tag (its text kept) or, for
 * script, style, iframe, svg and the like, the tag with everything in it.
 *
 * - Links: http, https, mailto, tel or a path on this site; an absolute http(s) link is external
 *   and always gets rel="noopener noreferrer nofollow"; target only `_blank`. A link with any
 *   other address keeps its text and loses the link.
 * - Images: only a path on this site under /uploads/ (the album library) or /images/; alt,
 *   width and height (digits); always loading="lazy". An image with any other source is dropped.
 * - Tables: colspan and rowspan (1–999).
 * - No other attribute anywhere: no style, class, id or on… handlers.
 */

const ALLOWED_TAGS = [
  'p', 'h2', 'h3', 'h4', 'strong', 'em', 's', 'code', 'pre', 'br', 'hr', 'blockquote', 'ul', 'ol', 'li', 'a', 'img',
  'table', 'thead', 'tbody', 'tr', 'th', 'td',
];

/** Dropped with everything inside them (text of a script or an svg is never content). */
const DROPPED_WITH_CONTENT = [
  'script', 'style', 'textarea', 'option', 'select', 'xmp', 'noscript', 'noembed', 'noframes', 'iframe', 'frame', 'frameset',
  'object', 'embed', 'applet', 'svg', 'math', 'template', 'title', 'head', 'plaintext', 'canvas', 'audio', 'video', 'form',
  'button', 'input', 'dialog', 'portal',
];

/** Characters that never belong in an address: whitespace and control characters (scheme tricks). */
const UNSAFE_IN_URL = /[\s\u0000-\u001f\u007f\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff\\]/;

/** What kind of address a link has, or null when it may not be a link at all. */
export function linkKind(href: string): 'external' | 'site' | 'contact' | null {
  if (href === '' || UNSAFE_IN_URL.test(href)) return null;
  if (/^\/(?!\/)/.test(href)) return 'site';
  if (/^mailto:[^@]+@[^@]+$/i.test(href) || /^tel:\+?[\d().-]+$/i.test(href)) return 'contact';
  if (!/^https?:\/\//i.test(href)) return null;
  try {
    const u = new URL(href);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '' && !u.username && !u.password ? 'external' : null;
  } catch {
    return null;
  }
}

/** A library or static image on this site: /uploads/… or /images/…, plain segments only (no "..", no query). */
export function isPostImageSource(src: string): boolean {
  return /^\/(?:uploads|images)(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/.test(src);
}

const digits = (v: string | undefined, max: number) => (v !== undefined && /^\d{1,5}$/.test(v) && Number(v) >= 1 && Number(v) <= max ? String(Number(v)) : undefined);
const only = (attribs: Record<string, string | undefined>) => Object.fromEntries(Object.entries(attribs).filter(([, v]) => v !== undefined)) as Record<string, string>;

const tableCell = (tagName: string, attribs: Record<string, string>) => ({ tagName, attribs: only({ colspan: digits(attribs.colspan, 999), rowspan: digits(attribs.rowspan, 999) }) });

const OPTIONS: IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    // alt may be empty (a decorative image): sanitize-html's default allowedEmptyAttributes keeps it.
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  parseStyleAttributes: false,
  transformTags: {
    a: (_tag, attribs) => {
      const href = (attribs.href ?? '').trim();
      const kind = linkKind(href);
      // No address: the exclusive filter below drops the tag and keeps its text. (Renaming it to a
      // disallowed tag instead would mislabel a later closing tag: sanitize-html 2.17.5 keys renames by depth.)
      if (!kind) return { tagName: 'a', attribs: {} };
      const blank = attribs.target === '_blank';
      const rel = kind === 'external' ? 'noopener noreferrer nofollow' : blank ? 'noopener' : undefined;
      return { tagName: 'a', attribs: only({ href, target: blank ? '_blank' : undefined, rel }) };
    },
    img: (_tag, attribs) => {
      const src = (attribs.src ?? '').trim();
      if (!isPostImageSource(src)) return { tagName: 'img', attribs: {} };
      return { tagName: 'img', attribs: only({ src, alt: attribs.alt ?? '', width: digits(attribs.width, 10_000), height: digits(attribs.height, 10_000), loading: 'lazy' }) };
    },
    ol: (_tag, attribs) => ({ tagName: 'ol', attribs: only({ start: digits(attribs.start, 99_999) }) }),
    th: tableCell,
    td: tableCell,
  },
  // An image whose source was refused is dropped whole; a link whose address was refused keeps its text.
  exclusiveFilter: (frame) => (frame.tag === 'img' && !frame.attribs.src ? true : frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

/** The post body as it may be stored and shown: only what the allowlist above keeps. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

import { isSitePath } from './site-values';

/** The longest link a post may hold. */
export const LINK_HREF_MAX = 2000;

/**
 * Where a link in a post may go: an http(s) address with a host, a mailto: e-mail address, a tel:
 * number, or a path on this site with an optional query or #fragment ("/services/physiotherapy#fees").
 * Anything else (javascript:, data:, "//host", relative paths) is refused. The rich-text editor
 * checks links with it; the server's sanitizer decides what is stored. (Its own module: public
 * pages import site-values.ts and should not carry it.)
 */
export function isLinkHref(s: string): boolean {
  if (s.length === 0 || s.length > LINK_HREF_MAX || s !== s.trim()) return false;
  if (/^tel:/i.test(s)) return /^tel:\+?[0-9][0-9 ().-]{2,30}$/i.test(s);
  if (/\s/.test(s)) return false;
  if (/^https?:\/\//i.test(s)) {
    try {
      const u = new URL(s);
      return (u.protocol === 'https:' || u.protocol === 'http:') && !!u.hostname && !u.username && !u.password;
    } catch {
      return false;
    }
  }
  if (/^mailto:/i.test(s)) return /^mailto:[^@\s/:?#]+@[^@\s/:?#]+\.[^@\s/:?#]+(\?[^\s]*)?$/i.test(s);
  const m = /^([^?#]*)([?#].*)?$/.exec(s);
  return !!m && isSitePath(m[1]!) && !/[<>"'`\\]/.test(m[2] ?? '');
}

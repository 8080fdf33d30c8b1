/** Site-setting values people type (phones, links, paths), checked the same in the browser and on the server. */

/** A phone as people read it: optional "+", digits, spaces or dashes; 8–15 digits in all. */
export function isDisplayPhone(s: string): boolean {
  if (!/^\+?\d[\d -]*\d$/.test(s) || /[ -]{2}/.test(s)) return false;
  const digits = s.replace(/\D/g, '').length;
  return digits >= 8 && digits <= 15;
}

/** An https:// address with a host (http and other schemes are refused). */
export function isHttpsUrl(s: string): boolean {
  try {
    const u = new URL(s);
    return u.protocol === 'https:' && !!u.hostname && !u.username && !u.password;
  } catch {
    return false;
  }
}

/** A path on this site ("/images/share.png"): no "..", no "//", no query, no scheme. */
export function isSitePath(s: string): boolean {
  return /^\/[A-Za-z0-9._~\-/]*$/.test(s) && !s.includes('//') && !s.split('/').includes('..');
}

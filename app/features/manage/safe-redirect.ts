import { MANAGE_HOME } from './section-tree';

/**
 * A redirect target from a query string, kept only when it is a path on this site ("/manage/users?x=1");
 * anything else ("//evil.example", "https://…", "/\\evil", "javascript:") gives the fallback.
 */
export function safeRedirect(value: string | null | undefined, fallback = MANAGE_HOME): string {
  if (!value || value.length > 2000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f\\]/.test(value)) return fallback;
  try {
    const url = new URL(value, 'http://same.origin');
    if (url.origin !== 'http://same.origin') return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

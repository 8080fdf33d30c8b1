/**
 * Quick replies of the back office: a short list per staff account kept in this browser's
 * localStorage (docs/chat.md: a screen concern, no server storage).
 */
export const QUICK_REPLY_MAX = 20;
export const QUICK_REPLY_MAX_LENGTH = 500;

export const quickRepliesKey = (userId: string) => `aloha.chat.quickReplies.${userId}`;

/** The stored list, or null when none was saved yet (the screen then offers its defaults). */
export function readQuickReplies(storage: Pick<Storage, 'getItem'> | undefined, userId: string): string[] | null {
  const raw = storage?.getItem(quickRepliesKey(userId));
  if (raw === null || raw === undefined) return null;
  try {
    const v: unknown = JSON.parse(raw);
    return Array.isArray(v) ? cleanQuickReplies(v.filter((x): x is string => typeof x === 'string')) : null;
  } catch {
    return null;
  }
}

/** Trimmed, non-empty, unique, at most QUICK_REPLY_MAX of at most QUICK_REPLY_MAX_LENGTH characters. */
export function cleanQuickReplies(list: readonly string[]): string[] {
  const out: string[] = [];
  for (const item of list) {
    const text = item.trim().slice(0, QUICK_REPLY_MAX_LENGTH);
    if (text && !out.includes(text)) out.push(text);
    if (out.length === QUICK_REPLY_MAX) break;
  }
  return out;
}

export function writeQuickReplies(storage: Pick<Storage, 'setItem'> | undefined, userId: string, list: readonly string[]): string[] {
  const clean = cleanQuickReplies(list);
  try {
    storage?.setItem(quickRepliesKey(userId), JSON.stringify(clean));
  } catch {
    // storage full or blocked: the list still applies to this page
  }
  return clean;
}

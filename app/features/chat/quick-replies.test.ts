import { describe, expect, it } from 'vitest';
import { cleanQuickReplies, QUICK_REPLY_MAX, quickRepliesKey, readQuickReplies, writeQuickReplies } from './quick-replies';

function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
}

describe('quick replies (kept per staff account in localStorage)', () => {
  it('has none saved at first, then keeps each account’s own list', () => {
    const s = memoryStorage();
    expect(readQuickReplies(s, 'a')).toBeNull();
    writeQuickReplies(s, 'a', ['Thank you!', '  Please hold on.  ']);
    writeQuickReplies(s, 'b', ['Hi']);
    expect(readQuickReplies(s, 'a')).toEqual(['Thank you!', 'Please hold on.']);
    expect(readQuickReplies(s, 'b')).toEqual(['Hi']);
    expect([...s.m.keys()]).toEqual([quickRepliesKey('a'), quickRepliesKey('b')]);
  });

  it('drops blanks and repeats, caps the count, and survives a damaged value', () => {
    expect(cleanQuickReplies(['', 'a', 'a', ' b '])).toEqual(['a', 'b']);
    expect(cleanQuickReplies(Array.from({ length: 30 }, (_, i) => `r${i}`))).toHaveLength(QUICK_REPLY_MAX);
    const s = memoryStorage();
    s.setItem(quickRepliesKey('x'), '{not json');
    expect(readQuickReplies(s, 'x')).toBeNull();
  });
});

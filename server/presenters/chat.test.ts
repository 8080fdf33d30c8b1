import { describe, expect, it } from 'vitest';
import { isMessageRead, presentMessage, type ChatMessageRecord } from './chat';

const at = (ms: number) => new Date(Date.UTC(2026, 10, 30, 1, 0, 0, ms));
const msg = (over: Partial<ChatMessageRecord>): ChatMessageRecord => ({
  id: 1, roomId: 7, senderId: 'm1', senderType: 'MEMBER', side: 'MEMBER', type: 'TEXT', content: 'hi', data: {}, needI18nParse: false, clientId: 'client-0001', createdAt: at(500), senderName: 'Kit', ...over,
});

describe('chat message presentation (spec §4)', () => {
  it('is read exactly when created no later than the receiving side’s mark (ms precision)', () => {
    const m = msg({});
    expect(isMessageRead(m, { memberReadAt: null, staffReadAt: null })).toBe(false);
    expect(isMessageRead(m, { memberReadAt: at(900), staffReadAt: at(499) })).toBe(false);
    expect(isMessageRead(m, { memberReadAt: null, staffReadAt: at(500) })).toBe(true);
    expect(isMessageRead(msg({ side: 'STAFF', senderType: 'STAFF' }), { memberReadAt: at(501), staffReadAt: null })).toBe(true);
  });

  it.each([
    // sender side, sender type, reader, receiving side has read → direction, state
    ['MEMBER', 'MEMBER', 'MEMBER', false, 'OUT', 'SENT'],
    ['MEMBER', 'MEMBER', 'MEMBER', true, 'OUT', 'SAW'],
    ['MEMBER', 'MEMBER', 'STAFF', false, 'IN', 'RECEIVE'],
    ['MEMBER', 'MEMBER', 'STAFF', true, 'IN', 'SAW'],
    ['STAFF', 'STAFF', 'STAFF', false, 'OUT', 'SENT'],
    ['STAFF', 'STAFF', 'MEMBER', true, 'IN', 'SAW'],
    ['STAFF', 'SYSTEM', 'MEMBER', false, 'SYSTEM', 'RECEIVE'],
    ['MEMBER', 'SYSTEM', 'MEMBER', false, 'SYSTEM', 'RECEIVE'],
  ] as const)('%s message by %s read by %s (read: %s) → %s %s', (side, senderType, reader, read, direction, state) => {
    const mark = read ? at(600) : at(100);
    const marks = side === 'MEMBER' ? { memberReadAt: null, staffReadAt: mark } : { memberReadAt: mark, staffReadAt: null };
    expect(presentMessage(msg({ side, senderType }), marks, reader)).toMatchObject({ direction, state, isRead: read, createAt: at(500).getTime() });
  });

  it('never shows the member which staff account answered, and returns the client id only to its side', () => {
    const staffMsg = msg({ side: 'STAFF', senderType: 'STAFF', senderId: 'staff-1', senderName: 'amy', clientId: 'client-0002' });
    expect(presentMessage(staffMsg, { memberReadAt: null, staffReadAt: null }, 'MEMBER')).toMatchObject({ sender: null, senderName: null, clientId: null });
    expect(presentMessage(staffMsg, { memberReadAt: null, staffReadAt: null }, 'STAFF')).toMatchObject({ sender: 'staff-1', senderName: 'amy', clientId: 'client-0002' });
    expect(presentMessage(msg({}), { memberReadAt: null, staffReadAt: null }, 'STAFF')).toMatchObject({ sender: 'm1', senderName: 'Kit', clientId: null });
  });
});

// The demo accounts the e2e server is seeded with (server/db/seed/seed-accounts.ts).
export const MEMBER = { phone: '6123 4567', e164: '+85261234567', password: 'member123', nickname: '大文' };
export const ADMIN = { account: 'admin', password: 'Aloha#Admin2026' };
export const STAFF = { account: 'staff', password: 'Aloha#Staff2026' };

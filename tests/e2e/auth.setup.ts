// The "setup" project: signs each demo role in once through the API and stores the session for the
// whole run (tests/e2e/auth-state.ts). The accounts are the seed's (server/db/seed/seed-accounts.ts).
import fs from 'node:fs';
import path from 'node:path';
import { expect, request, test as setup } from '@playwright/test';
import { ADMIN, MEMBER, STAFF } from './accounts';
import { authFile, type Role } from './auth-state';

const SIGN_IN: Record<Role, { path: string; data: Record<string, string> }> = {
  member: { path: '/api/auth/sign-in', data: { identifier: MEMBER.phone, callingCode: '852', password: MEMBER.password } },
  admin: { path: '/api/auth/staff-sign-in', data: ADMIN },
  staff: { path: '/api/auth/staff-sign-in', data: STAFF },
};

for (const [role, how] of Object.entries(SIGN_IN) as [Role, (typeof SIGN_IN)[Role]][]) {
  setup(`signs in as ${role} once for the run`, async ({ baseURL }) => {
    const api = await request.newContext({ baseURL });
    await api.get('/api/boot-up');
    const token = (await api.storageState()).cookies.find((c) => c.name === 'xsrf-token')?.value ?? '';
    const res = await api.post(how.path, { data: how.data, headers: { 'x-xsrf-token': token } });
    expect(res.status(), `${role} signs in: ${await res.text()}`).toBe(200);
    fs.mkdirSync(path.dirname(authFile(role)), { recursive: true });
    await api.storageState({ path: authFile(role) });
    await api.dispose();
  });
}

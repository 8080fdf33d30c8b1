import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, operationLog } from '../../server/db/schema/accounts';
import { signedIn, type ApiBrowser } from '../helpers/api-browser';
import { signedInMembers } from '../helpers/members';
import { signedInStaff } from '../helpers/staff';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

/**
 * Staff correct a member's identity details for a data-correction request (issue 14; docs/privacy.md):
 * registration's rules, the reason required, only what differs written, a document held by another
 * member refused, logged CORRECT with before, after (document masked) and the reason; MEMBER_EDIT only.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let editor: ApiBrowser & { userId: string };

beforeAll(async () => {
  t = await createTestApp();
  editor = await signedInStaff(t, ['MEMBER_EDIT']);
});
afterAll(() => t?.close());

const row = async (id: string) => (await t.database.db.select().from(member).where(eq(member.id, id)))[0]!;
const valid = { fullname: 'Chan Tai Man', gender: 'm', birth: '1980-02-03', nationality: 'HK', docType: 'passport', docId: '', docNation: '', reason: 'Member wrote on 2026-11-20, passport seen at the desk' };
const path = (id: string) => `/api/manage/members/${id}/correction`;

describe(`staff correction of identity details on ${TEST_DB_KIND}`, () => {
  it('only MEMBER_EDIT staff; the member and MEMBER_VIEW are refused; an unknown member is 404', async () => {
    const [m] = await signedInMembers(t, 1);
    const viewer = await signedInStaff(t, ['MEMBER_VIEW']);
    expect((await m!.call('POST', path(m!.memberId), valid)).status).toBe(403);
    expect((await viewer.call('POST', path(m!.memberId), valid)).status).toBe(403);
    expect((await (await signedIn(t, 'member')).call('POST', path(m!.memberId), valid)).status).toBe(403);
    expect((await editor.call('POST', path('tm000000000000000000'), valid)).status).toBe(404);
  });

  it('refuses bad input with the field named and changes nothing', async () => {
    const [m] = await signedInMembers(t, 1);
    const before = await row(m!.memberId);
    for (const [over, field, message] of [
      [{ reason: ' ' }, 'reason', 'types:form.required'],
      [{ birth: '2020-01-01' }, 'birth', 'error.age.under18'],
      [{ docType: 'hk', docId: 'A1234567' }, 'docId', 'error.doc.invalid'],
      [{ fullname: '' }, 'fullname', undefined],
      [{ gender: 'q' }, 'gender', undefined],
    ] as const) {
      const res = await editor.call('POST', path(m!.memberId), { ...valid, ...over });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.json.data.fields.map((f: { field: string }) => f.field)).toContain(field);
      if (message) expect(res.json.data.fields).toContainEqual({ field, message });
    }
    // Nothing differing from what is held: said on the reason, nothing logged.
    const same = await editor.call('POST', path(m!.memberId), { ...valid, fullname: before.fullname, gender: before.gender, birth: '1990-01-01', nationality: before.nationality });
    expect(same.status).toBe(400);
    expect(same.json.data.fields).toContainEqual({ field: 'reason', message: 'cms:member.correct.unchanged' });
    expect(await row(m!.memberId)).toEqual(before);
    expect(await t.database.db.select().from(operationLog).where(and(eq(operationLog.resourceId, m!.memberId), eq(operationLog.action, 'CORRECT')))).toEqual([]);
  });

  it('writes what differs and logs before, after and the reason; a document is masked in the log', async () => {
    const [m, other] = await signedInMembers(t, 2);
    const res = await editor.call('POST', path(m!.memberId), { ...valid, docType: 'hk', docId: 'g123456(a)' });
    expect(res.status, res.text).toBe(200);
    expect(res.json.changed.sort()).toEqual(['birth', 'document', 'fullname', 'gender', 'nationality']);
    expect(await row(m!.memberId)).toMatchObject({ fullname: 'Chan Tai Man', gender: 'm', birth: 19800203, nationality: 'HK', docType: 'hk', docId: 'G123456A', docNation: null });
    const [log] = await t.database.db.select().from(operationLog).where(and(eq(operationLog.resourceId, m!.memberId), eq(operationLog.action, 'CORRECT')));
    expect(log).toMatchObject({ actorId: editor.userId, resource: 'MEMBER' });
    expect(log!.before).toMatchObject({ fullname: expect.stringMatching(/^Test Member/), birth: 19900101, document: { docType: 'passport' } });
    expect(log!.after).toMatchObject({ fullname: 'Chan Tai Man', birth: 19800203, document: { docType: 'hk', docId: '••••456A' }, reason: valid.reason });
    expect(JSON.stringify(log)).not.toContain('G123456A');
    // Only the name this time: the document left empty is kept.
    const again = await editor.call('POST', path(m!.memberId), { ...valid, fullname: 'Chan Tai-man' });
    expect(again.json.changed).toEqual(['fullname']);
    expect(await row(m!.memberId)).toMatchObject({ fullname: 'Chan Tai-man', docId: 'G123456A' });
    // Another member's document: 409, nothing written.
    const taken = await editor.call('POST', path(other!.memberId), { ...valid, docType: 'hk', docId: 'G123456(A)' });
    expect([taken.status, taken.json.code]).toEqual([409, 'DOC_ALREADY_REGISTERED']);
    expect((await row(other!.memberId)).docType).toBe('passport');
  });

  it('staff see birth date, nationality and the masked document on the member page data', async () => {
    const [m] = await signedInMembers(t, 1);
    const seen = (await editor.call('GET', `/api/manage/members/${m!.memberId}`)).json.member;
    const held = await row(m!.memberId);
    expect(seen).toMatchObject({ birth: '1990-01-01', nationality: 'GB', docType: 'passport', docIdMasked: `${'•'.repeat(held.docId.length - 4)}${held.docId.slice(-4)}` });
    expect(JSON.stringify(seen)).not.toContain(held.docId);
  });
});

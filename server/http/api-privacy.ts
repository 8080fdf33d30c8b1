import type { Context } from 'hono';
import { z } from 'zod';
import { CLOSE_ACCOUNT_PER_HOUR, DATA_EXPORT_PER_HOUR, closeAccountInput, staffDataExportInput, staffEraseInput } from '../../common/privacy';
import { MEMBER_ID } from '../../common/member-manage.schema';
import type { AppServices } from '../services';
import { perm } from './permission';
import { route, type AnyRoute } from './route';
import { lngOf } from './route-kit';
import { clearSessionCookie } from './auth-session';

const memberParams = z.object({ id: z.string().regex(MEMBER_ID) });

/** A ZIP only this request may read: downloaded, never kept by any cache. */
function zipDownload(c: Context, zip: Buffer, name: string) {
  return c.body(new Uint8Array(zip), 200, {
    'Content-Type': 'application/zip',
    'Content-Disposition': `attachment; filename="${name}"`,
    'Cache-Control': 'private, no-store',
  });
}

/** Personal-data rights (issue 14; docs/privacy.md). */
export function privacyRoutes(services: AppServices, opts: { secure: boolean }): AnyRoute[] {
  const p = services.privacy;
  return [
    route({
      method: 'get', path: '/api/user/data-export', access: 'member',
      limits: [{ name: 'data-export', limit: DATA_EXPORT_PER_HOUR, windowMs: 3_600_000 }],
      summary: 'Everything held about the signed-in member as a ZIP: data/<table>.json for every table, their files, and index.html to read (?lng= for the page)',
      handler: async (c, { actor }) => {
        const out = await p.export(actor.id, lngOf(c));
        return zipDownload(c, out.zip, out.fileName);
      },
    }),
    route({
      method: 'post', path: '/api/manage/members/{id}/data-export', access: 'staff', permission: perm.edit('MEMBER'), params: memberParams, body: staffDataExportInput,
      summary: "A member's data for their written request (the same ZIP, in the member's language); logged with the request named",
      handler: async (c, { ctx, params, body }) => {
        const out = await p.exportForRequest(ctx, params.id, body.reason);
        return zipDownload(c, out.zip, out.fileName);
      },
    }),
    route({
      method: 'post', path: '/api/user/close-account', access: 'member', body: closeAccountInput,
      limits: [{ name: 'close-account', limit: CLOSE_ACCOUNT_PER_HOUR, windowMs: 3_600_000 }],
      // Future bookings and event places are cancelled: the front desk's lists change.
      changesDesk: true,
      summary: 'Closes the signed-in member\'s account (password, or a sign-in code sent to their phone, again) and erases their personal data; signs them out',
      handler: async (c, { actor, body }) => {
        await p.closeAccount(actor, body);
        clearSessionCookie(c, opts.secure);
        return c.json({ ok: true });
      },
    }),
    route({
      method: 'post', path: '/api/manage/members/{id}/erase', access: 'staff', permission: perm.delete('MEMBER'), params: memberParams, body: staffEraseInput,
      limits: [{ name: 'member-erase', limit: CLOSE_ACCOUNT_PER_HOUR * 4, windowMs: 3_600_000 }],
      changesDesk: true,
      summary: "Erases a member's personal data on request (financial records kept, anonymised); logged with the reason",
      handler: async (c, { ctx, params, body }) => {
        const out = await p.erase(ctx, params.id, body.reason);
        return c.json({ erasedAt: out.erasedAt.toISOString() });
      },
    }),
  ];
}

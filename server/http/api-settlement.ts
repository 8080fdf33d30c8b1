import { DEFAULT_LNG, isLng } from '../../common/i18n-config';
import { settlementCloseInput, settlementQuery } from '../../common/settlement.schema';
import type { AppServices } from '../services';
import { perm } from './permission';
import { route, type AnyRoute } from './route';
import { settlementWorkbook } from './settlement-workbook';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The settlement report (docs/deals.md "Settlement"): money received and given back in a period of
 * clinic dates, as JSON for the screen and as an XLSX workbook (SETTLEMENT_VIEW; periods of at most
 * 366 days); closing a period (SETTLEMENT_EDIT) and the closed periods (SETTLEMENT_VIEW).
 */
export function settlementRoutes(services: AppServices): AnyRoute[] {
  return [
    route({
      method: 'get', path: '/api/manage/settlement', access: 'staff', permission: perm.view('SETTLEMENT'), query: settlementQuery,
      summary: 'Money movements dated from..to (clinic dates inclusive, ≤ 366 days; refunds negative): total, received, refunded and sums by day, method, place, therapist, service and kind, in cents, every movement, the CREDIT/POINT ledger by currency and reason, and the closed-through date (400 SETTLEMENT_PERIOD_*)',
      handler: async (c, { query }) => c.json(await services.settlement.report(query.from, query.to)),
    }),
    route({
      method: 'get', path: '/api/manage/settlement.xlsx', access: 'staff', permission: perm.view('SETTLEMENT'), query: settlementQuery,
      summary: "The settlement report as an XLSX workbook (Summary, Payments and Ledger sheets, HK dollars), headers in ?lng= or the staff member's language",
      handler: async (c, { actor, query }) => {
        const lng = isLng(query.lng) ? query.lng : isLng(actor.lng) ? actor.lng : DEFAULT_LNG;
        const report = await services.settlement.report(query.from, query.to);
        const t = await services.i18n.fixedT(lng);
        const bytes = await settlementWorkbook(report, lng, (key) => t(key));
        return c.body(new Uint8Array(bytes), 200, {
          'Content-Type': XLSX_MIME,
          'Content-Disposition': `attachment; filename="settlement-${query.from}-${query.to}.xlsx"`,
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
        });
      },
    }),
    route({
      method: 'get', path: '/api/manage/settlement/closes', access: 'staff', permission: perm.view('SETTLEMENT'),
      summary: 'The closed settlement periods, newest first: through, from (the day after the previous close), who and when, the note and the totals (cents)',
      handler: async (c) => c.json({ items: await services.settlement.closes() }),
    }),
    route({
      method: 'post', path: '/api/manage/settlement/close', access: 'staff', permission: perm.edit('SETTLEMENT'), body: settlementCloseInput,
      summary: 'Closes the settlement through a clinic date before today and after the last closed one (400 SETTLEMENT_CLOSE_INVALID): the totals are stored and nothing dated inside can be recorded any more; logged',
      handler: async (c, { ctx, body }) => c.json(await services.settlement.close(ctx, body)),
    }),
  ];
}

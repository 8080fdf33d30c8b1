import { DEFAULT_LNG, isLng } from '../../common/i18n-config';
import { settlementQuery } from '../../common/settlement.schema';
import type { AppServices } from '../services';
import { perm } from './permission';
import { route, type AnyRoute } from './route';
import { settlementWorkbook } from './settlement-workbook';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The settlement report (docs/deals.md "Settlement"): payments received in a period of clinic dates,
 * as JSON for the screen and as an XLSX workbook. SETTLEMENT_VIEW; periods of at most 366 days.
 */
export function settlementRoutes(services: AppServices): AnyRoute[] {
  return [
    route({
      method: 'get', path: '/api/manage/settlement', access: 'staff', permission: perm.view('SETTLEMENT'), query: settlementQuery,
      summary: 'Payments received (ACCEPT deals paid in from..to, clinic dates inclusive, ≤ 366 days): total and sums by day, method, place and item, in cents, plus every payment (400 SETTLEMENT_PERIOD_*)',
      handler: async (c, { query }) => c.json(await services.settlement.report(query.from, query.to)),
    }),
    route({
      method: 'get', path: '/api/manage/settlement.xlsx', access: 'staff', permission: perm.view('SETTLEMENT'), query: settlementQuery,
      summary: "The settlement report as an XLSX workbook (Summary and Payments sheets, HK dollars), headers in ?lng= or the staff member's language",
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
  ];
}

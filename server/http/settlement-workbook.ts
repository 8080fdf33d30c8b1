import ExcelJS from 'exceljs';
import { isoFromYmd, toClinicDate, toClinicTime, textFromHhmm } from '../../common/clinic-time';
import { pickText, type Lng } from '../../common/i18n-config';
import { settlementItemLabel, type SettlementReport, type SettlementSum } from '../../common/settlement.schema';

type T = (key: string) => string;

/** Money cells: HK dollars as numbers, computed from integer cents here and only here. */
const MONEY_FORMAT = '#,##0.00';
const dollars = (cents: number) => cents / 100;

/**
 * The settlement report as an XLSX workbook (GET /api/manage/settlement.xlsx): a Summary sheet with
 * the totals by method, place, therapist, service, kind and day (each group ending on the period's
 * total), a Payments sheet with every movement (refunds negative) and a Ledger sheet with the CREDIT
 * and POINT movements by reason. Headers in `lng`.
 */
export async function settlementWorkbook(report: SettlementReport, lng: Lng, t: T): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Aloha';
  const s = (key: string) => t(`manage:settlement.${key}`);
  const methodLabel = (m: string) => t(`common:enum.paymentMethod.${m}`);
  const named = (name: Parameters<typeof pickText>[0], none: string) => (name ? pickText(name, lng) : s(none));

  const summary = wb.addWorksheet(s('sheet.summary'));
  summary.columns = [{ width: 36 }, { width: 12 }, { width: 16 }];
  summary.addRow([s('title')]).font = { bold: true, size: 14 };
  summary.addRow([s('period'), `${report.from} – ${report.to}`]);
  if (report.closedThrough) summary.addRow([s('closedThroughLabel'), report.closedThrough]);
  for (const [key, sum] of [['received', report.received], ['refunded', report.refunded]] as const) {
    summary.addRow([s(key), sum.count, dollars(sum.cents)]).getCell(3).numFmt = MONEY_FORMAT;
  }
  summary.addRow([]);
  const group = (heading: string, rows: { label: string; sum: SettlementSum }[]) => {
    summary.addRow([heading, s('col.count'), s('col.amount')]).font = { bold: true };
    for (const r of rows) summary.addRow([r.label, r.sum.count, dollars(r.sum.cents)]).getCell(3).numFmt = MONEY_FORMAT;
    const total = summary.addRow([s('total'), report.total.count, dollars(report.total.cents)]);
    total.font = { bold: true };
    total.getCell(3).numFmt = MONEY_FORMAT;
    summary.addRow([]);
  };
  group(s('byMethod'), report.byMethod.map((r) => ({ label: methodLabel(r.method), sum: r })));
  group(s('byPlace'), report.byPlace.map((r) => ({ label: named(r.name, 'noPlace'), sum: r })));
  group(s('byTherapist'), report.byTherapist.map((r) => ({ label: named(r.name, 'noTherapist'), sum: r })));
  group(s('byService'), report.byService.map((r) => ({ label: settlementItemLabel(r, lng, t), sum: r })));
  group(s('byKind'), report.byKind.map((r) => ({ label: t(`common:enum.dealKind.${r.kind}`), sum: r })));
  group(s('byDay'), report.byDay.map((r) => ({ label: r.date, sum: r })));

  const payments = wb.addWorksheet(s('sheet.payments'));
  payments.columns = [
    { header: s('col.deal'), width: 10 },
    { header: s('col.paidAt'), width: 18 },
    { header: s('col.member'), width: 20 },
    { header: s('col.memberCode'), width: 12 },
    { header: s('col.item'), width: 32 },
    { header: s('col.place'), width: 18 },
    { header: s('col.method'), width: 14 },
    { header: s('col.amount'), width: 14, style: { numFmt: MONEY_FORMAT } },
    { header: s('col.staff'), width: 16 },
    { header: s('col.therapist'), width: 18 },
    { header: s('col.note'), width: 30 },
  ];
  payments.getRow(1).font = { bold: true };
  for (const r of report.rows) {
    const at = new Date(r.at);
    payments.addRow([
      r.dealId,
      `${isoFromYmd(toClinicDate(at))} ${textFromHhmm(toClinicTime(at))}`,
      r.member.name,
      r.member.code,
      settlementItemLabel(r.item, lng, t),
      named(r.place?.name ?? null, 'noPlace'),
      methodLabel(r.method),
      dollars(r.cents),
      r.staff ?? '',
      named(r.therapist?.name ?? null, 'noTherapist'),
      r.note,
    ]);
  }
  const total = payments.addRow(['', s('total'), '', '', '', '', '', dollars(report.total.cents), '', '', '']);
  total.font = { bold: true };
  total.getCell(8).numFmt = MONEY_FORMAT;

  // CREDIT is money (HK dollars); POINT are whole points.
  const ledger = wb.addWorksheet(s('sheet.ledger'));
  ledger.columns = [
    { header: s('col.currency'), width: 14 },
    { header: s('col.reason'), width: 20 },
    { header: s('col.count'), width: 12 },
    { header: s('col.delta'), width: 16 },
  ];
  ledger.getRow(1).font = { bold: true };
  for (const r of report.ledger) {
    const row = ledger.addRow([t(`common:enum.ledgerCurrency.${r.currency}`), t(`common:enum.ledgerReason.${r.reason}`), r.count, r.currency === 'CREDIT' ? dollars(r.delta) : r.delta]);
    if (r.currency === 'CREDIT') row.getCell(4).numFmt = MONEY_FORMAT;
  }

  return Buffer.from(await wb.xlsx.writeBuffer());
}

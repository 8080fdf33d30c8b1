import ExcelJS from 'exceljs';
import { isoFromYmd, toClinicDate, toClinicTime, textFromHhmm } from '../../common/clinic-time';
import { pickText, type Lng } from '../../common/i18n-config';
import type { SettlementReport, SettlementSum } from '../../common/settlement.schema';

type T = (key: string) => string;

/** Money cells: HK dollars as numbers, computed from integer cents here and only here. */
const MONEY_FORMAT = '#,##0.00';
const dollars = (cents: number) => cents / 100;

/**
 * The settlement report as an XLSX workbook (GET /api/manage/settlement.xlsx): a Summary sheet with
 * the totals by method, place and item, and a Payments sheet with every payment. Headers in `lng`.
 */
export async function settlementWorkbook(report: SettlementReport, lng: Lng, t: T): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Aloha';
  const s = (key: string) => t(`manage:settlement.${key}`);
  const methodLabel = (m: string | null) => (m ? t(`common:enum.paymentMethod.${m}`) : s('noMethod'));

  const summary = wb.addWorksheet(s('sheet.summary'));
  summary.columns = [{ width: 36 }, { width: 12 }, { width: 16 }];
  summary.addRow([s('title')]).font = { bold: true, size: 14 };
  summary.addRow([s('period'), `${report.from} – ${report.to}`]);
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
  group(s('byPlace'), report.byPlace.map((r) => ({ label: r.name ? pickText(r.name, lng) : s('noPlace'), sum: r })));
  group(s('byItem'), report.byItem.map((r) => ({ label: pickText(r.title, lng), sum: r })));

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
    { header: s('col.approver'), width: 16 },
  ];
  payments.getRow(1).font = { bold: true };
  for (const r of report.rows) {
    const at = new Date(r.paidAt);
    payments.addRow([
      r.dealId,
      `${isoFromYmd(toClinicDate(at))} ${textFromHhmm(toClinicTime(at))}`,
      r.member.name,
      r.member.code,
      pickText(r.item.title, lng),
      r.place ? pickText(r.place.name, lng) : s('noPlace'),
      methodLabel(r.method),
      dollars(r.cents),
      r.approver ?? '',
    ]);
  }
  const total = payments.addRow(['', s('total'), '', '', '', '', '', dollars(report.total.cents), '']);
  total.font = { bold: true };
  total.getCell(8).numFmt = MONEY_FORMAT;

  return Buffer.from(await wb.xlsx.writeBuffer());
}

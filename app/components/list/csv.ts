/** CSV export of a list: RFC 4180 quoting, spreadsheet-formula guard, UTF-8 with a BOM for Excel. */

export type CsvValue = string | number | boolean | null | undefined;

/** Starts like a spreadsheet formula (=, @, tab, CR, or + / - not followed by a plain number or phone). */
const FORMULA = /^(?:[=@\t\r]|[+-](?![\d\s().]*$))/;

/** One cell: quoted when it holds a comma, quote, line break or edge space; quotes doubled; formulas defused. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let s = typeof value === 'string' ? value : String(value);
  if (typeof value === 'string' && FORMULA.test(s)) s = `'${s}`;
  return /[",\r\n]|^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** A whole file: the header line, then one line per row, CRLF between lines. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((line) => line.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Columns that declare a `csv` value, as header and rows. */
export function csvOf<Row>(columns: readonly { header: string; csv?: (row: Row) => CsvValue }[], rows: readonly Row[]): string {
  const cols = columns.filter((c): c is { header: string; csv: (row: Row) => CsvValue } => typeof c.csv === 'function');
  return toCsv(
    cols.map((c) => c.header),
    rows.map((r) => cols.map((c) => c.csv(r))),
  );
}

/** "users-2026-11-25.csv" */
export function csvFileName(base: string, now = new Date()): string {
  return `${base}-${now.toISOString().slice(0, 10)}.csv`;
}

/** Lets the browser save `text` as a CSV file. */
export function downloadCsv(fileName: string, text: string): void {
  downloadBlob(fileName, new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
}

/** Lets the browser save a file made or fetched in the page (a CSV, a ZIP answered to a POST). */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

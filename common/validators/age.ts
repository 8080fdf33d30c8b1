/** Age rules of spec §5: adults only, dates as YYYYMMDD integers. */
export const MIN_AGE = 18;

/** Whether `y` is a Gregorian leap year. */
export function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

/** Number of days in month `m` (1–12) of year `y`, or 0 for an invalid month. */
export function daysInMonth(y: number, m: number): number {
  if (!Number.isInteger(m) || m < 1 || m > 12) return 0;
  if (m === 2) return isLeapYear(y) ? 29 : 28;
  return m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
}

/** Whether `ymd` (YYYYMMDD integer, year 1–9999) is a real calendar date. */
export function isRealDate(ymd: number): boolean {
  if (!Number.isSafeInteger(ymd) || ymd < 10101 || ymd > 99991231) return false;
  const y = Math.floor(ymd / 10000);
  const m = Math.floor(ymd / 100) % 100;
  const d = ymd % 100;
  return y >= 1 && d >= 1 && d <= daysInMonth(y, m);
}

/** Whether someone born on `birthYmd` is at least `years` old on `today` (29 Feb births count from 1 Mar in non-leap years). */
export function isAtLeastAge(birthYmd: number, today: { y: number; m: number; d: number }, years: number = MIN_AGE): boolean {
  if (!isRealDate(birthYmd)) return false;
  const by = Math.floor(birthYmd / 10000);
  let m = Math.floor(birthYmd / 100) % 100;
  let d = birthYmd % 100;
  const y = by + years;
  if (m === 2 && d === 29 && !isLeapYear(y)) {
    m = 3;
    d = 1;
  }
  const reached = y * 10000 + m * 100 + d;
  return today.y * 10000 + today.m * 100 + today.d >= reached;
}

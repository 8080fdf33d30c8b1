import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { eq, inArray, is, or, sql, type SQL } from 'drizzle-orm';
import JSZip from 'jszip';
import { schema, type Db } from '../../db/client';
import { member, operationLog, userAccount } from '../../db/schema/accounts';
import type { FileStore } from '../../integrations/storage/file-store';
import { keyOf } from '../../integrations/storage/file-store';
import { AppError } from '../app-error';
import type { Translate } from '../notifications/notify';
import { isLng, type Lng } from '../../../common/i18n-config';
import { toClinicDate, toClinicTime } from '../../../common/clinic-time';
import { formatDateTime } from '../../../common/date-format';

/**
 * Columns never handed out, even to the person they belong to: secrets that prove who they are
 * (a password's hash, a session's or a calendar feed's token, a one-time code) — knowing them helps
 * nobody and a leaked export must not open the account.
 */
export const EXPORT_WITHHELD: Record<string, readonly string[]> = {
  user_account: ['password_hash'],
  session: ['id'],
  otp_code: ['code_hash'],
  calendar_feed: ['token_hash'],
};

/**
 * Columns naming a member without a foreign key (reviews can be imported without an account, error
 * reports, the SMS log and one-time codes outlive accounts): matched by the member's id, or by their phone for the
 * SMS log and one-time codes. privacy-tables.test.ts fails on a person column that is neither a foreign key nor here.
 */
export const SOFT_REFERENCES: readonly { table: string; column: string; by: 'id' | 'phone' }[] = [
  { table: 'review', column: 'member_id', by: 'id' },
  { table: 'error_report', column: 'member_id', by: 'id' },
  { table: 'sms_outbox', column: 'to', by: 'phone' },
  { table: 'otp_code', column: 'phone', by: 'phone' },
];

type Row = Record<string, unknown>;
export interface TableInfo {
  name: string;
  table: PgTable;
  columns: PgColumn[];
  /** Its own key (single-column primary key or `id`), when it has one others can reference. */
  key: PgColumn | null;
  /** Foreign keys: this table's column → the referenced table and column. */
  refs: { column: PgColumn; table: string; foreignColumn: string }[];
}

export function tables(): TableInfo[] {
  return (Object.values(schema) as unknown[])
    .filter((t): t is PgTable => is(t, PgTable))
    .map((table) => {
      const cfg = getTableConfig(table);
      const key = cfg.columns.find((c) => c.primary) ?? null;
      const refs = cfg.foreignKeys.flatMap((fk) => {
        const r = fk.reference();
        return r.columns.length === 1 ? [{ column: r.columns[0]!, table: getTableConfig(r.foreignTable).name, foreignColumn: r.foreignColumns[0]!.name }] : [];
      });
      return { name: cfg.name, table, columns: cfg.columns, key, refs };
    });
}

/** Every table's rows that are about one person, by table name (a table with none is listed empty). */
export type PersonalData = Map<string, Row[]>;

/**
 * Everything the database holds about a member (issue 14, data access request): their account and
 * member rows, then — following every foreign key — each row that points at a row already
 * collected (their bookings, then those bookings' add-ons, reminders…; their chat room, then its
 * messages…), and the operation log's entries about them. Secrets (EXPORT_WITHHELD) are left out.
 */
export async function collectPersonalData(db: Db, memberId: string): Promise<PersonalData> {
  const all = tables();
  const [account] = await db.select({ id: userAccount.id, phone: userAccount.phone }).from(userAccount).where(eq(userAccount.id, memberId));
  const [m] = await db.select({ id: member.id }).from(member).where(eq(member.id, memberId));
  if (!account || !m) throw new AppError('NOT_FOUND', { resource: 'member', id: memberId });
  const out: PersonalData = new Map(all.map((t) => [t.name, []]));
  /** Keys collected per table (what other tables' foreign keys are matched against). */
  const keys = new Map<string, Set<string>>();
  const seen = new Map<string, Set<string>>();
  const add = (t: TableInfo, rows: Row[]) => {
    const got = seen.get(t.name) ?? new Set<string>();
    seen.set(t.name, got);
    const fresh: Row[] = [];
    for (const row of rows) {
      const id = JSON.stringify(t.key ? row[t.key.name] : row);
      if (got.has(id)) continue;
      got.add(id);
      fresh.push(row);
      if (t.key) (keys.get(t.name) ?? keys.set(t.name, new Set()).get(t.name)!).add(String(row[t.key.name]));
    }
    out.get(t.name)!.push(...fresh);
    return fresh.length;
  };
  const run = db as unknown as { execute: (q: SQL) => Promise<{ rows: Row[] }> };
  const selectRows = async (t: TableInfo, where: SQL) => (await run.execute(sql`select * from ${t.table} where ${where}`)).rows;

  const byName = new Map(all.map((t) => [t.name, t]));
  add(byName.get('user_account')!, await selectRows(byName.get('user_account')!, eq(userAccount.id, memberId)));
  add(byName.get('member')!, await selectRows(byName.get('member')!, eq(member.id, memberId)));
  // What staff wrote about them (corrections, tags, bans) is theirs to see too.
  add(byName.get('operation_log')!, await selectRows(byName.get('operation_log')!, eq(operationLog.resourceId, memberId)));
  for (const ref of SOFT_REFERENCES) {
    const t = byName.get(ref.table)!;
    const value = ref.by === 'id' ? memberId : account.phone;
    const column = t.columns.find((c) => c.name === ref.column)!;
    if (value) add(t, await selectRows(t, eq(column, value)));
  }

  // Follow the foreign keys until no table gains a row.
  for (let grew = true; grew; ) {
    grew = false;
    for (const t of all) {
      const matches = t.refs
        .map((r) => ({ r, ids: keys.get(r.table) }))
        .filter(({ r, ids }) => ids && ids.size > 0 && byName.get(r.table)?.key?.name === r.foreignColumn);
      if (!matches.length) continue;
      const where = or(...matches.map(({ r, ids }) => inArray(r.column, [...ids!])))!;
      if (add(t, await selectRows(t, where)) > 0) grew = true;
    }
  }
  // Withheld columns and other people's addresses: out.
  for (const [name, rows] of out) {
    const withheld = EXPORT_WITHHELD[name] ?? [];
    for (const row of rows) {
      for (const c of withheld) if (c in row) row[c] = '(withheld)';
      if (name === 'operation_log' && row.actor_id !== memberId) row.ip = null;
    }
  }
  return out;
}

/** Stored files the collected rows name (/uploads/… paths anywhere in them): avatar, chat files, receipts. */
export function filesNamed(data: PersonalData): string[] {
  const found = new Set<string>();
  const visit = (v: unknown) => {
    if (typeof v === 'string') {
      if (keyOf(v)) found.add(v);
    } else if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') Object.values(v).forEach(visit);
  };
  for (const rows of data.values()) rows.forEach(visit);
  return [...found].sort();
}

/** JSON for a value from the database (dates as ISO text, big numbers as text). */
const jsonOf = (v: unknown) => JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? x.toString() : x), 2);

export interface ExportPage {
  /** The page's texts in the member's language. */
  title: string;
  lead: string;
  generatedAt: string;
  tableTitle: (table: string) => string;
  filesTitle: string;
  lng: string;
}

/**
 * The ZIP a member downloads: `data/<table>.json` for every table (empty ones too, so they can see
 * nothing is held there), `files/…` for each stored file their rows name, and `index.html`, a page
 * people can read with every table's rows.
 */
export async function buildExportZip(data: PersonalData, files: FileStore, page: ExportPage): Promise<Buffer> {
  const zip = new JSZip();
  const names = [...data.keys()].sort();
  for (const name of names) zip.file(`data/${name}.json`, jsonOf(data.get(name)));
  const stored: string[] = [];
  for (const p of filesNamed(data)) {
    const f = await files.read(p);
    if (f) {
      zip.file(`files/${keyOf(p)}`, f.bytes);
      stored.push(p);
    }
  }
  zip.file('index.html', exportHtml(data, names, stored, page));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const cell = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'object' && !(v instanceof Date) ? jsonOf(v) : v instanceof Date ? v.toISOString() : String(v));

function exportHtml(data: PersonalData, names: string[], stored: string[], page: ExportPage): string {
  // The page shows the tables holding something; the JSON lists every table, empty ones too.
  const sections = names.filter((name) => data.get(name)!.length > 0).map((name) => {
    const rows = data.get(name)!;
    const cols = [...new Set(rows.flatMap((r) => Object.keys(r)))];
    const body = `<div class="scroll"><table><thead><tr>${cols.map((c) => `<th scope="col"><code>${esc(c)}</code></th>`).join('')}</tr></thead><tbody>${rows
      .map((r) => `<tr>${cols.map((c) => `<td>${esc(cell(r[c]))}</td>`).join('')}</tr>`)
      .join('')}</tbody></table></div>`;
    return `<section><h2>${esc(page.tableTitle(name))} <small>(<code>${esc(name)}</code>, ${rows.length})</small></h2>${body}</section>`;
  });
  const fileList = stored.length ? `<section><h2>${esc(page.filesTitle)}</h2><ul>${stored.map((p) => `<li><a href="files/${esc(keyOf(p)!)}">${esc(keyOf(p)!)}</a></li>`).join('')}</ul></section>` : '';
  return `<!doctype html><html lang="${esc(page.lng)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(page.title)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:1rem;color:#1c1917}h2{font-size:1.05rem;margin-top:1.5rem}small{color:#57534e;font-weight:normal}.scroll{overflow-x:auto}table{border-collapse:collapse;font-size:13px}th,td{border:1px solid #d6d3d1;padding:4px 6px;text-align:left;vertical-align:top;white-space:pre-wrap;max-width:28rem;overflow-wrap:anywhere}</style>
</head><body><main><h1>${esc(page.title)}</h1><p>${esc(page.lead)}</p><p>${esc(page.generatedAt)}</p>${sections.join('')}${fileList}</main></body></html>`;
}

/**
 * The member's data access request, answered: every row about them (collectPersonalData), their
 * files and a page to read in `lng` (their own language when not given), named for them and the day.
 */
export async function personalDataZip(db: Db, files: FileStore, translate: Translate, memberId: string, lng: Lng | null, now: Date) {
  const data = await collectPersonalData(db, memberId);
  const account = data.get('user_account')![0]!;
  const lang: Lng = lng ?? (isLng(account.lng) ? account.lng : 'zh-HK');
  const t = await translate(lang);
  const held = [...data].filter(([, rows]) => rows.length > 0).length;
  const zip = await buildExportZip(data, files, {
    lng: lang,
    title: t('account:dataExport.page.title'),
    lead: t('account:dataExport.page.lead', { tables: held, none: data.size - held }),
    generatedAt: t('account:dataExport.page.generatedAt', { when: formatDateTime(toClinicDate(now), toClinicTime(now), lang, { year: true }) }),
    tableTitle: (name) => t(`account:dataExport.table.${name}`),
    filesTitle: t('account:dataExport.page.files'),
  });
  const code = String(data.get('member')![0]!.code ?? memberId);
  return { zip, fileName: `aloha-data-${code}-${toClinicDate(now)}.zip` };
}

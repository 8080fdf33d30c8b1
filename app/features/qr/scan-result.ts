import { DEFAULT_LNG, localizePath, splitLocalePath, type Lng } from '../../../common/i18n-config';

/**
 * What a scanned QR code holds (spec §2, §4, §5), read without side effects:
 * - a web address (http/https): the path and query to open on this site, whatever its origin;
 * - JSON that is a plain object with a `type` (a non-empty string) or a valid `id` (a positive
 *   whole number, or its digits): a payload for a handler;
 * - anything else (other JSON, plain text, other schemes): unsupported ("不支援的 QR Code").
 */
export type ScanResult = { kind: 'address'; path: string; memberProfile: boolean } | { kind: 'payload'; payload: QrPayload } | { kind: 'unsupported' };

/** A readable scan: what a custom handler receives. */
export type ReadableScan = Exclude<ScanResult, { kind: 'unsupported' }>;

export interface QrPayload {
  type?: string;
  id?: number;
  [key: string]: unknown;
}

/** Longest payload `type` taken as one. */
const TYPE_MAX = 50;

export function readScan(text: string): ScanResult {
  const raw = text.trim();
  if (/^https?:\/\//i.test(raw)) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return { kind: 'unsupported' };
    }
    // "//host" would leave the site: keep one leading slash.
    const pathname = `/${url.pathname.replace(/^\/+/, '')}`;
    return { kind: 'address', path: pathname + url.search, memberProfile: pathname.startsWith('/@') };
  }
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { kind: 'unsupported' };
  }
  if (!isPlainObject(value)) return { kind: 'unsupported' };
  const type = typeof value.type === 'string' && value.type.trim() && value.type.length <= TYPE_MAX ? value.type.trim() : undefined;
  const id = validId(value.id);
  if (type === undefined && id === undefined) return { kind: 'unsupported' };
  const payload: QrPayload = { ...value, type, id };
  if (type === undefined) delete payload.type;
  if (id === undefined) delete payload.id;
  return { kind: 'payload', payload };
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function validId(v: unknown): number | undefined {
  const n = typeof v === 'string' && /^[1-9]\d{0,15}$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** A back-office or server path: the same in every language. */
const UNLOCALIZED = /^\/(manage|login|api)(\/|$)/;

/**
 * What the default handler does with a readable scan: open the address's path and query (with the
 * "member profile scanned" toast for `/@…`), in `siteLng` when given and the path carries no language
 * of its own. No JSON payload type is known to it yet, so payloads are unsupported (null).
 */
export function defaultScanAction(result: ReadableScan, siteLng?: Lng): { to: string; memberProfile: boolean } | null {
  if (result.kind !== 'address') return null;
  const { path, memberProfile } = result;
  const prefixed = splitLocalePath(path.split('?')[0]!).lng !== DEFAULT_LNG;
  const to = siteLng && !prefixed && !UNLOCALIZED.test(path) ? localizePath(path, siteLng) : path;
  return { to, memberProfile };
}

/**
 * Handles a readable scan: gives it to `handler`, or else to the default action. Returns what to
 * do next: `done` (the scanner closes), `open` a path (then closes), or `unsupported` (keeps scanning).
 * A handler returning `false` says it cannot use the code.
 */
export function routeScan(
  text: string,
  handler: ((result: ReadableScan) => boolean | void) | undefined,
  siteLng?: Lng,
): { next: 'done' } | { next: 'open'; to: string; memberProfile: boolean } | { next: 'unsupported' } {
  const result = readScan(text);
  if (result.kind === 'unsupported') return { next: 'unsupported' };
  if (handler) return handler(result) === false ? { next: 'unsupported' } : { next: 'done' };
  const action = defaultScanAction(result, siteLng);
  return action ? { next: 'open', ...action } : { next: 'unsupported' };
}

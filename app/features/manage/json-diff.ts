/** One field of an operation-log entry: its dotted path and the value before and after. */
export interface DiffRow {
  path: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function flatten(value: unknown, prefix: string, out: Map<string, unknown>): void {
  if (isPlainObject(value) && Object.keys(value).length > 0) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (prefix) {
    out.set(prefix, value);
  }
}

/**
 * Before/after as rows, nested objects flattened to dotted paths (arrays compared whole), in
 * first-seen order; `changed` marks differing values. A null side (create, delete) shows as undefined.
 */
export function diffJson(before: unknown, after: unknown): DiffRow[] {
  const a = new Map<string, unknown>();
  const b = new Map<string, unknown>();
  flatten(before, '', a);
  flatten(after, '', b);
  const paths = [...new Set([...a.keys(), ...b.keys()])];
  return paths.map((path) => ({
    path,
    before: a.get(path),
    after: b.get(path),
    changed: JSON.stringify(a.get(path)) !== JSON.stringify(b.get(path)),
  }));
}

/** A value as one short line of text ("—" for nothing). */
export function showValue(v: unknown): string {
  if (v === undefined || v === null) return '—';
  if (typeof v === 'string') return v;
  return JSON.stringify(v);
}

import type { Context } from 'hono';

/** A stored file answered to one person: its bytes, type and the name it was sent with. */
export interface PrivateFile {
  bytes: Buffer;
  mime: string;
  name: string;
}

/**
 * Answers a file only this person may read: kept by their browser (the name never changes), never
 * by a shared cache (`private`, `Vary: Cookie`), never sniffed into something else, shown inline
 * under its own name. A single `Range` (video and audio players seek with it) gets 206 with that
 * slice; a range past the end 416.
 */
export function privateFile(c: Context, file: PrivateFile): Response {
  const size = file.bytes.length;
  const headers: Record<string, string> = {
    'Content-Type': file.mime,
    'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    'Cache-Control': 'private, max-age=31536000, immutable',
    Vary: 'Cookie',
    'X-Content-Type-Options': 'nosniff',
    'Accept-Ranges': 'bytes',
  };
  const range = byteRange(c.req.header('Range'), size);
  if (range === 'unsatisfiable') return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${size}` } });
  const [start, end] = range ?? [0, size - 1];
  const body = c.req.method === 'HEAD' ? null : new Uint8Array(file.bytes.subarray(start, end + 1));
  return new Response(body, {
    status: range ? 206 : 200,
    headers: { ...headers, 'Content-Length': String(end - start + 1), ...(range ? { 'Content-Range': `bytes ${start}-${end}/${size}` } : {}) },
  });
}

/** The inclusive byte span a `Range: bytes=a-b | a- | -n` header asks for; null for none (or several, answered whole). */
export function byteRange(header: string | undefined, size: number): [number, number] | null | 'unsatisfiable' {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const n = Number(m[2]);
    if (n === 0) return 'unsatisfiable';
    return [Math.max(0, size - n), size - 1];
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return [start, end];
}

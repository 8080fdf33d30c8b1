import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';

/** Below this many bytes a compressed body saves less than its own overhead and the CPU it costs. */
export const COMPRESSION_MIN_BYTES = 1024;
/**
 * Brotli quality for work done while a request waits (dynamic responses, page-cache entries).
 * Measured on the 80 KB home page: q4 26.0 KB in 1.8 ms, q5 23.3 KB in 2.6 ms, q6 23.2 KB in
 * 3.1 ms, q7 22.8 KB in 7.5 ms, q11 20.4 KB in 94 ms — q5 is where the size stops falling (ADR 0017).
 */
export const DYNAMIC_BROTLI_QUALITY = 5;
/** zlib's default: level 9 is a millisecond slower on the home page for 0.3 % fewer bytes. */
export const DYNAMIC_GZIP_LEVEL = 6;

export type ContentCoding = 'br' | 'gzip';
/** Codings we produce, in the order we prefer them when a client weighs them equally. */
export const CONTENT_CODINGS: readonly ContentCoding[] = ['br', 'gzip'];
/** Where the build writes each coding beside its file (scripts/precompress.mjs). */
export const CODING_FILE_SUFFIX: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };

/**
 * Text-like types worth compressing. Images other than SVG, fonts (woff2 is brotli already), PDF,
 * archives and octet streams are compressed or binary; event streams must flow as written.
 */
const COMPRESSIBLE_TYPE = /^\s*(?:text\/(?!event-stream\b)[\w.+-]+|application\/(?:json|javascript|ecmascript|xml|[\w.-]+\+(?:json|xml))|image\/svg\+xml)\s*(?:;|$)/i;

export function isCompressibleType(contentType: string | null | undefined): boolean {
  return !!contentType && COMPRESSIBLE_TYPE.test(contentType);
}

/**
 * The coding to answer with, from the request's Accept-Encoding (RFC 9110 §12.5.3): the coding
 * with the highest q-value among `available` (a coding not named takes the q of `*`, q=0 refuses
 * it), br before gzip on a tie. No header, nothing acceptable, or `identity` asked for with a
 * higher q than any coding gives the body as it is: sending it unencoded is always allowed.
 */
export function chooseCoding(acceptEncoding: string | null | undefined, available: readonly ContentCoding[] = CONTENT_CODINGS): ContentCoding | 'identity' {
  if (!acceptEncoding) return 'identity';
  const weights = new Map<string, number>();
  for (const item of acceptEncoding.split(',')) {
    const [name, ...params] = item.split(';').map((s) => s.trim().toLowerCase());
    if (!name) continue;
    let q = 1;
    for (const p of params) {
      const m = /^q\s*=\s*([0-9.]+)$/.exec(p);
      if (m) q = Number(m[1]);
    }
    if (!Number.isFinite(q) || q < 0 || q > 1) continue;
    const coding = name === 'x-gzip' ? 'gzip' : name;
    // A repeated name keeps its most favourable weight.
    weights.set(coding, Math.max(q, weights.get(coding) ?? 0));
  }
  const star = weights.get('*');
  let best: ContentCoding | 'identity' = 'identity';
  let bestQ = 0;
  for (const coding of CONTENT_CODINGS) {
    if (!available.includes(coding)) continue;
    const q = weights.get(coding) ?? star ?? 0;
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  const identityQ = weights.get('identity');
  if (identityQ !== undefined && identityQ > bestQ) return 'identity';
  return best;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses in libuv's thread pool, so the event loop keeps serving other requests meanwhile. */
export async function compressBody(body: Uint8Array, coding: ContentCoding): Promise<Uint8Array<ArrayBuffer>> {
  // zlib hands back a Buffer over an ordinary ArrayBuffer; the cast only tells Response so.
  if (coding === 'gzip') return (await gzipAsync(body, { level: DYNAMIC_GZIP_LEVEL })) as Uint8Array<ArrayBuffer>;
  return (await brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  })) as Uint8Array<ArrayBuffer>;
}

/** Adds `Accept-Encoding` to Vary unless it is there already. */
export function varyOnAcceptEncoding(headers: Headers) {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`);
}

/** True when a handler already answered for the coding itself (static files, cached pages). */
function negotiatedByHandler(headers: Headers): boolean {
  return headers.has('Content-Encoding') || /(^|,)\s*accept-encoding\s*(,|$)/i.test(headers.get('Vary') ?? '');
}

/**
 * Compresses dynamic text responses on the fly (pages rendered per request, /api JSON, sitemap,
 * robots.txt) with brotli or gzip as the client accepts, once they are at least
 * COMPRESSION_MIN_BYTES. Leaves alone: uploads, anything not text-like, bodies that already carry
 * a Content-Encoding or whose handler negotiated the coding (Vary: Accept-Encoding), responses
 * marked `Cache-Control: no-transform`, 1xx/204/206/304. A HEAD gets the headers its GET would,
 * without compressing anything (its Content-Length would be the uncompressed one, so it is dropped).
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    // Nothing here may read the body before deciding to replace the response: @hono/node-server's
    // lightweight Response keeps headers set after the handler (Cache-Control, the anti-forgery
    // cookie) only in `res.headers`, and materialises the body from its original init, dropping
    // them. So the headers are taken first, and a replaced response is built from them.
    if (res.status < 200 || res.status === 204 || res.status === 206 || res.status === 304) return;
    if (c.req.path.startsWith('/uploads/')) return;
    const headers = res.headers;
    if (negotiatedByHandler(headers) || !isCompressibleType(headers.get('Content-Type'))) return;
    if (/(^|,)\s*no-transform\s*(,|$)/i.test(headers.get('Cache-Control') ?? '')) return;
    // The answer depends on Accept-Encoding whenever the body is big enough, so shared caches must
    // key on it even for the requests that get the body as it is.
    varyOnAcceptEncoding(headers);
    const coding = chooseCoding(c.req.header('Accept-Encoding'));
    if (coding === 'identity') return;
    const declared = headers.get('Content-Length');
    if (declared !== null && Number(declared) < COMPRESSION_MIN_BYTES) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const out = new Headers(headers);
    if (body.byteLength < COMPRESSION_MIN_BYTES) return replaceResponse(c, new Response(body, { status: res.status, statusText: res.statusText, headers: out }));
    out.set('Content-Encoding', coding);
    const etag = out.get('ETag');
    // The compressed bytes are a different representation: a strong validator would lie about them.
    if (etag && !etag.startsWith('W/')) out.set('ETag', `W/${etag}`);
    if (c.req.method === 'HEAD') {
      out.delete('Content-Length');
      return replaceResponse(c, new Response(null, { status: res.status, statusText: res.statusText, headers: out }));
    }
    const compressed = await compressBody(body, coding);
    out.set('Content-Length', String(compressed.byteLength));
    replaceResponse(c, new Response(compressed, { status: res.status, statusText: res.statusText, headers: out }));
  };
}

/** Hono merges the old response's headers into a new one (Content-Length included); start afresh. */
function replaceResponse(c: Context, res: Response) {
  c.res = undefined as unknown as Response;
  c.res = res;
}

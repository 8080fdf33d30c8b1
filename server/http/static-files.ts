import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { chooseCoding, CODING_FILE_SUFFIX, CONTENT_CODINGS, isCompressibleType, type ContentCoding } from './compression';

const statFile = (file: string): fs.Stats | undefined => {
  try {
    const s = fs.statSync(file);
    return s.isFile() ? s : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Files of the client build, each text file in the coding the browser prefers among the `.br` and
 * `.gz` the build wrote beside it (scripts/precompress.mjs), so nothing is compressed per request.
 * Text files always say `Vary: Accept-Encoding`, also when sent as they are. Every answer carries
 * an ETag (size and time of the file, plus the coding), and a matching If-None-Match gets a 304.
 * Ranges are not offered: the build holds pages' scripts, styles and small images, which browsers
 * fetch whole. Paths that are not a file here fall through to the next handler.
 */
export function staticFiles(opts: { root: string; cacheControl: string }): MiddlewareHandler {
  const root = path.resolve(opts.root);
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    let rel: string;
    try {
      rel = decodeURIComponent(c.req.path);
    } catch {
      return next();
    }
    // No way out of the root, no hidden files, and the compressed copies only as codings of their file.
    if (rel.includes('\0') || rel.includes('\\') || /(^|\/)\./.test(rel) || /\.(br|gz)$/.test(rel)) return next();
    const file = path.join(root, rel);
    if (!file.startsWith(root + path.sep)) return next();
    const stats = statFile(file);
    if (!stats) return next();

    const type = getMimeType(file) ?? 'application/octet-stream';
    const headers = new Headers({ 'Content-Type': type, 'Cache-Control': opts.cacheControl });
    const tag = `${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}`;
    let served = { file, size: stats.size };
    let etag = `"${tag}"`;
    if (isCompressibleType(type)) {
      headers.set('Vary', 'Accept-Encoding');
      const variants = new Map<ContentCoding, fs.Stats>();
      for (const coding of CONTENT_CODINGS) {
        const s = statFile(file + CODING_FILE_SUFFIX[coding]);
        if (s) variants.set(coding, s);
      }
      const coding = chooseCoding(c.req.header('Accept-Encoding'), [...variants.keys()]);
      if (coding !== 'identity') {
        served = { file: file + CODING_FILE_SUFFIX[coding], size: variants.get(coding)!.size };
        etag = `"${tag}-${coding}"`;
        headers.set('Content-Encoding', coding);
      }
    }
    headers.set('ETag', etag);
    if (matchesIfNoneMatch(c.req.header('If-None-Match'), etag)) {
      headers.delete('Content-Type');
      headers.delete('Content-Encoding');
      return new Response(null, { status: 304, headers });
    }
    headers.set('Content-Length', String(served.size));
    if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers });
    const body = Readable.toWeb(fs.createReadStream(served.file)) as ReadableStream<Uint8Array>;
    return new Response(body, { status: 200, headers });
  };
}

/** If-None-Match holds this validator (weak comparison, RFC 9110 §13.1.2) or `*`. */
export function matchesIfNoneMatch(header: string | undefined | null, etag: string): boolean {
  if (!header) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => t.trim() === '*' || bare(t) === bare(etag));
}

import type { ContentVersionWatch } from '../domain/site/content-version-watch';
import { PAGE_FRAME_TAGS, touches, type ContentTag } from '../domain/site/content-tags';
import { createHash } from 'node:crypto';
import { chooseCoding, COMPRESSION_MIN_BYTES, compressBody, CONTENT_CODINGS, isCompressibleType, type ContentCoding } from './compression';
import { matchesIfNoneMatch } from './static-files';

/**
 * A rendered public page as every anonymous visitor gets it: the same bytes for everyone, in each
 * coding, compressed once when stored (ADR 0005, ADR 0017).
 */
export interface CachedPage {
  status: number;
  /** As rendered, without Content-Length (each coding has its own). */
  headers: [string, string][];
  /** The page's own CSP (its inline scripts by hash); unset for bodies that are not documents. */
  csp?: string;
  /** Validator of the identity body; a coding's is this with the coding appended. */
  etag: string;
  bodies: { identity: Uint8Array<ArrayBuffer> } & Partial<Record<ContentCoding, Uint8Array<ArrayBuffer>>>;
  /** The kinds of content its render read (with the page frame's): a change of one of them drops it (ADR 0020). */
  tags: ReadonlySet<ContentTag>;
}

/**
 * Prepares a page for the cache: its body in every coding we offer (when it is text and big
 * enough to gain), each made now and never again for this entry.
 */
export async function makeCachedPage(page: { status: number; headers: Headers; body: Uint8Array<ArrayBuffer>; csp?: string; tags: Iterable<ContentTag> }): Promise<CachedPage> {
  const headers = new Headers(page.headers);
  headers.delete('Content-Length');
  const bodies: CachedPage['bodies'] = { identity: page.body };
  if (isCompressibleType(headers.get('Content-Type')) && page.body.byteLength >= COMPRESSION_MIN_BYTES) {
    const compressed = await Promise.all(CONTENT_CODINGS.map((coding) => compressBody(page.body, coding)));
    CONTENT_CODINGS.forEach((coding, i) => (bodies[coding] = compressed[i]));
  }
  const etag = createHash('sha256').update(page.body).digest('base64url').slice(0, 22);
  return { status: page.status, headers: [...headers], csp: page.csp, etag, bodies, tags: new Set([...PAGE_FRAME_TAGS, ...page.tags]) };
}

/**
 * The response for one request of a cached page: the coding the request prefers among those
 * stored, `Vary: Accept-Encoding` when there is a choice, 304 when the browser holds this exact
 * version (200 pages only), no body for HEAD.
 */
export function cachedPageResponse(page: CachedPage, req: { method: string; acceptEncoding?: string; ifNoneMatch?: string }): Response {
  const headers = new Headers(page.headers);
  const available = CONTENT_CODINGS.filter((coding) => page.bodies[coding]);
  const coding = chooseCoding(req.acceptEncoding, available);
  const body = coding === 'identity' ? page.bodies.identity : page.bodies[coding]!;
  const etag = `"${page.etag}${coding === 'identity' ? '' : `-${coding}`}"`;
  if (available.length) headers.set('Vary', 'Accept-Encoding');
  headers.set('ETag', etag);
  if (page.status === 200 && matchesIfNoneMatch(req.ifNoneMatch, etag)) {
    headers.delete('Content-Type');
    return new Response(null, { status: 304, headers });
  }
  if (coding !== 'identity') headers.set('Content-Encoding', coding);
  headers.set('Content-Length', String(body.byteLength));
  return new Response(req.method === 'HEAD' ? null : body, { status: page.status, headers });
}

/**
 * Rendered public pages kept in memory per URL, for visitors without a session. An entry is valid
 * for the content version it was rendered at: the process's ContentVersionWatch (shared with the
 * query memo) re-reads the version at most every second and, when it moves, drops the pages that
 * read a kind of content the change touched (ADR 0020), so a
 * change made by another process shows within that time (at once with Redis), and when the clock
 * reaches the next scheduled show, hide or publish date (ADR 0019). A page rendered while the
 * content changed is not kept (`set` with the generation its render began in).
 */
export function createPageCache(opts: { watch: ContentVersionWatch; maxEntries: number }) {
  const entries = new Map<string, CachedPage>();
  opts.watch.onChange((changed) => {
    for (const [key, page] of entries) if (touches(changed, page.tags)) entries.delete(key);
  });

  return {
    async get(key: string): Promise<CachedPage | undefined> {
      await opts.watch.current();
      return entries.get(key);
    },
    /** Whether a page is kept for `key` now (without asking for the version: what the next `get` starts from). */
    has: (key: string) => entries.has(key),
    /** The generation a render beginning now belongs to (pass it to `set`). */
    generation: () => opts.watch.generation(),
    set(key: string, page: CachedPage, generation: number) {
      if (generation !== opts.watch.generation()) return;
      if (entries.size >= opts.maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, page);
    },
    /** Drops everything now (called after this process changed content). */
    invalidate() {
      opts.watch.invalidate();
    },
  };
}
export type PageCache = ReturnType<typeof createPageCache>;

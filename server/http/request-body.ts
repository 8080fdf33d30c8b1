import type { Context } from 'hono';
import { AppError } from '../domain/app-error';

/** Default ceiling of a JSON request body; a route may set its own (route.ts `bodyLimit`). */
export const JSON_BODY_LIMIT = 64 * 1024;

/**
 * Reads the request body as bytes, refusing it as soon as it passes `maxBytes`: a declared
 * Content-Length over the limit is refused before anything is read, a streamed body while it
 * arrives, so memory never holds more than the limit. The refusal (413, `code`) closes the
 * connection; the adapter discards at most a little of the rest.
 */
export async function readBodyBytes(c: Context, maxBytes: number, code: 'BODY_TOO_LARGE' | 'UPLOAD_TOO_LARGE'): Promise<Buffer> {
  const tooLarge = () => {
    c.header('Connection', 'close');
    return new AppError(code, { maxBytes });
  };
  const declared = c.req.header('content-length');
  if (declared !== undefined && !c.req.header('transfer-encoding')) {
    const n = Number(declared);
    if (!Number.isSafeInteger(n) || n < 0) throw new AppError('BAD_REQUEST', { reason: 'contentLength' });
    if (n > maxBytes) throw tooLarge();
  }
  const stream = c.req.raw.body;
  if (!stream) return Buffer.alloc(0);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let step: ReadableStreamReadResult<Uint8Array>;
    try {
      step = await reader.read();
    } catch {
      throw new AppError('BAD_REQUEST', { reason: 'body' });
    }
    if (step.done) break;
    size += step.value.byteLength;
    if (size > maxBytes) {
      void reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(step.value);
  }
  return Buffer.concat(chunks, size);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The JSON body, read within `maxBytes`. An empty body is `undefined`; bytes that are not UTF-8
 * or not JSON are a 400 (never a 500, never silently `{}`).
 */
export async function readJsonBody(c: Context, maxBytes: number): Promise<unknown> {
  const bytes = await readBodyBytes(c, maxBytes, 'BODY_TOO_LARGE');
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new AppError('BAD_REQUEST', { reason: 'encoding' });
  }
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('BAD_REQUEST', { reason: 'json' });
  }
}

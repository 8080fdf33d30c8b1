import type { Socket } from 'node:net';
import type { Context } from 'hono';
import { AppError } from '../domain/app-error';

/** How long a refused body's connection is still read (and discarded) after the refusal is sent. */
export const REFUSED_BODY_LINGER_MS = 1_000;

/** Node closes a `Connection: close` response's socket with destroySoon(); this is the lingering kind. */
function lingeringClose(socket: Socket) {
  socket.end();
  socket.resume();
  const cut = setTimeout(() => socket.destroy(), REFUSED_BODY_LINGER_MS);
  cut.unref();
  socket.once('close', () => clearTimeout(cut));
  socket.once('end', () => socket.destroy());
}

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
    // Once the refusal is sent the connection is closed, but not at once: a client still sending
    // would get a reset, and a reset makes its system drop the refusal unread (a network error
    // instead of the translated 413). So the server's side is half-closed and the rest of the body
    // read and discarded for at most REFUSED_BODY_LINGER_MS, then the connection is cut — it does
    // not read the whole of a 50 MB body, and nothing read is kept.
    const env = c.env as { outgoing?: { socket?: Socket | null } } | undefined;
    const socket = env?.outgoing?.socket;
    if (socket) socket.destroySoon = () => lingeringClose(socket);
    return new AppError(code, { maxBytes });
  };
  const declared = c.req.header('content-length');
  let length: number | undefined;
  if (declared !== undefined && !c.req.header('transfer-encoding')) {
    length = Number(declared);
    if (!Number.isSafeInteger(length) || length < 0) throw new AppError('BAD_REQUEST', { reason: 'contentLength' });
    if (length > maxBytes) throw tooLarge();
  }
  const stream = c.req.raw.body;
  if (!stream) return Buffer.alloc(0);
  const reader = stream.getReader();
  // With a declared length the bytes go straight into one buffer of that size: a 50 MB upload
  // holds 50 MB, not its chunks and then a copy of them.
  const whole = length !== undefined ? Buffer.allocUnsafe(length) : undefined;
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
    const next = size + step.value.byteLength;
    if (next > maxBytes) {
      void reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    if (whole) {
      if (next > whole.length) throw new AppError('BAD_REQUEST', { reason: 'contentLength' });
      whole.set(step.value, size);
    } else chunks.push(step.value);
    size = next;
  }
  return whole ? whole.subarray(0, size) : Buffer.concat(chunks, size);
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

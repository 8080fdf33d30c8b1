import { RECEIPT_ACCEPT, RECEIPT_MAX_BYTES } from '../../../common/deal-rules';
import { HttpError } from '../errors/http-error';

export interface Problem {
  key: string;
  params?: Record<string, unknown>;
}

const ACCEPTED = RECEIPT_ACCEPT.split(',');
const MB = 1024 * 1024;

/** What is wrong with a chosen receipt file before it is sent (the server checks again, by content). */
export function receiptFileProblem(file: { size: number; type: string }): Problem | null {
  if (file.size > RECEIPT_MAX_BYTES) return { key: 'pay:receipt.tooLarge', params: { max: Math.round(RECEIPT_MAX_BYTES / MB) } };
  // Some phones give no type; the server then decides by the bytes.
  if (file.type && !ACCEPTED.includes(file.type)) return { key: 'common:error.deal.receiptUnsupported' };
  return null;
}

/** A refused receipt in the member's words: the server's own message when it has one, else a general one. */
export function sendProblem(err: unknown, known: (key: string) => boolean): Problem {
  if (!(err instanceof HttpError)) return { key: 'pay:receipt.failed' };
  if (err.isNetwork) return { key: 'pay:receipt.offline' };
  const code = err.body?.code;
  if (code === 'UPLOAD_TOO_LARGE' || err.status === 413) return { key: 'pay:receipt.tooLarge', params: { max: Math.round(RECEIPT_MAX_BYTES / MB) } };
  if (code === 'UPLOAD_UNSUPPORTED') return { key: 'common:error.deal.receiptUnsupported' };
  const message = err.body?.message;
  if (message && known(`common:${message}`)) return { key: `common:${message}`, params: err.body?.data };
  return { key: 'pay:receipt.failed' };
}

/** A PayMe value that is a payment link is shown as a link; anything else as text. */
export function payLink(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** What the form still needs before it may be sent, or null when it is ready. */
export function missingForReceipt(form: { method: string | null; file: unknown; confirmed: boolean }): 'method' | 'file' | 'confirmed' | null {
  if (!form.method) return 'method';
  if (!form.file) return 'file';
  if (!form.confirmed) return 'confirmed';
  return null;
}

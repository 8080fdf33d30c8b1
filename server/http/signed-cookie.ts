import { createHmac, timingSafeEqual } from 'node:crypto';

/** base64url(JSON).base64url(HMAC-SHA256): a value the browser carries but cannot alter. */
export function signValue(secret: string, value: unknown): string {
  const body = Buffer.from(JSON.stringify(value)).toString('base64url');
  const mac = createHmac('sha256', secret).update(body).digest('base64url');
  return `${body}.${mac}`;
}

/** The signed value, or null when it was altered or is malformed. */
export function verifySignedValue<T>(secret: string, signed: string | undefined): T | null {
  if (!signed) return null;
  const [body, mac] = signed.split('.');
  if (!body || !mac) return null;
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
  } catch {
    return null;
  }
}

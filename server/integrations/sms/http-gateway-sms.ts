/**
 * Real SMS adapter for a generic HTTP gateway.
 *
 * Gateway contract expected at SMS_GATEWAY_URL:
 *   POST <SMS_GATEWAY_URL>
 *   Authorization: Bearer <SMS_GATEWAY_TOKEN>
 *   Content-Type: application/json
 *   { "to": "+85291234567", "text": "…", "sender": "<SMS_SENDER>" }
 * Any 2xx status means the message was accepted; the response body is ignored.
 * Any other status (or no answer within 10 s) is a failure: `send` throws and the attempt
 * is recorded in sms_outbox with status 'failed' and the error. Accepted messages are
 * recorded with status 'sent'. The adapter does not retry; callers decide.
 */
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema/accounts';
import type { SmsSender } from './sms-sender';

const TIMEOUT_MS = 10_000;

export interface HttpGatewayOptions {
  db: Db;
  url: string;
  token: string;
  sender: string;
  fetchImpl?: typeof fetch;
}

/** Sends through the HTTP gateway and records every attempt in sms_outbox. */
export function httpGatewaySms(opts: HttpGatewayOptions): SmsSender {
  const { db, url, token, sender } = opts;
  const fetchImpl = opts.fetchImpl ?? fetch;
  return {
    provider: 'http',
    async send({ to, text, lng }) {
      let failure: Error | undefined;
      try {
        const res = await fetchImpl(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ to, text, sender }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        // Drain the body so the connection can be reused.
        await res.arrayBuffer().catch(() => undefined);
        if (!res.ok) failure = new Error(`SMS gateway answered ${res.status}`);
      } catch (err) {
        failure = err instanceof Error ? err : new Error(String(err));
      }
      // The record keeps no message text: what a real gateway delivers (one-time codes) must not be
      // readable later from the database.
      await db.insert(smsOutbox).values({
        to,
        text: `[delivered by gateway, ${text.length} characters]`,
        lng,
        provider: 'http',
        status: failure ? 'failed' : 'sent',
        error: failure?.message ?? null,
      });
      if (failure) throw failure;
    },
  };
}

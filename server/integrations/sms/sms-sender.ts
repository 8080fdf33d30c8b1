import type { Db } from '../../db/client';
import { httpGatewaySms } from './http-gateway-sms';
import { outboxSms } from './outbox-sms';

/** One text message: recipient in E.164, body, and the language it was written in. */
export interface SmsMessage {
  to: string;
  text: string;
  lng: string;
}

/** Sends text messages; the HTTP gateway in production, the database outbox in development. */
export interface SmsSender {
  readonly provider: string;
  send(msg: SmsMessage): Promise<void>;
}

/** Picks the HTTP gateway when SMS_GATEWAY_URL is set, else the development outbox. */
export function createSmsSender(opts: { db: Db; env: NodeJS.ProcessEnv; fetchImpl?: typeof fetch }): SmsSender {
  const { db, env, fetchImpl } = opts;
  if (env.SMS_GATEWAY_URL) {
    return httpGatewaySms({
      db,
      url: env.SMS_GATEWAY_URL,
      token: env.SMS_GATEWAY_TOKEN ?? '',
      sender: env.SMS_SENDER ?? 'Aloha',
      fetchImpl,
    });
  }
  return outboxSms(db);
}

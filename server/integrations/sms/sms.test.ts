import http from 'node:http';
import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/helpers/test-db';
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema/accounts';
import { httpGatewaySms } from './http-gateway-sms';
import { listOutbox, outboxSms } from './outbox-sms';
import { createSmsSender } from './sms-sender';

let db: Db;
/** What the gateway adapter recorded (the demo outbox listing leaves these out). */
const gatewayRows = (to: string) => db.select().from(smsOutbox).where(eq(smsOutbox.to, to));
let drop: () => Promise<void>;

beforeAll(async () => {
  const t = await createTestDatabase();
  db = t.database.db;
  drop = t.drop;
});
afterAll(() => drop?.());
afterEach(async () => {
  await db.delete(smsOutbox);
});

describe('outbox SMS adapter', () => {
  it('stores messages without sending and lists them newest first', async () => {
    const sms = outboxSms(db);
    expect(sms.provider).toBe('outbox');
    await sms.send({ to: '+85291234567', text: '你的驗證碼是 111111', lng: 'zh-HK' });
    await sms.send({ to: '+85291234567', text: 'Your code is 222222', lng: 'en' });
    await sms.send({ to: '+85260000000', text: 'other', lng: 'en' });

    const mine = await listOutbox(db, { to: '+85291234567' });
    expect(mine.map((r) => r.text)).toEqual(['Your code is 222222', '你的驗證碼是 111111']);
    expect(mine[0]).toMatchObject({ provider: 'outbox', status: 'stored', lng: 'en', error: null });

    expect(await listOutbox(db, {})).toHaveLength(3);
    expect((await listOutbox(db, { limit: 1 }))[0]!.text).toBe('other');
  });

  it('is what createSmsSender picks without SMS_GATEWAY_URL', () => {
    expect(createSmsSender({ db, env: {} }).provider).toBe('outbox');
    expect(createSmsSender({ db, env: { SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms' } }).provider).toBe('http');
  });
});

describe('HTTP gateway SMS adapter', () => {
  const requests: Array<{ method?: string; url?: string; auth?: string; type?: string; body: unknown }> = [];
  let status = 200;
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        requests.push({
          method: req.method,
          url: req.url,
          auth: req.headers.authorization,
          type: req.headers['content-type'],
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
        });
        res.writeHead(status, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/sms`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  afterEach(() => {
    requests.length = 0;
    status = 200;
  });

  it('posts JSON with the bearer token and records the message as sent', async () => {
    const sms = createSmsSender({
      db,
      env: { SMS_GATEWAY_URL: url, SMS_GATEWAY_TOKEN: 'tok-123', SMS_SENDER: 'AlohaPhysio' },
    });
    expect(sms.provider).toBe('http');
    await sms.send({ to: '+85291234567', text: '你的驗證碼是 123456', lng: 'zh-HK' });

    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/v1/sms',
      auth: 'Bearer tok-123',
      body: { to: '+85291234567', text: '你的驗證碼是 123456', sender: 'AlohaPhysio' },
    });
    expect(requests[0]!.type).toMatch(/^application\/json/);

    const [row] = await gatewayRows('+85291234567');
    expect(row).toMatchObject({ provider: 'http', status: 'sent', error: null, lng: 'zh-HK', text: '[delivered by gateway, 13 characters]' });
    // The gateway's record never keeps the code, and the demo outbox does not list gateway messages.
    expect(await listOutbox(db, { to: '+85291234567' })).toEqual([]);
  });

  it('throws on a 500 from the gateway and records the attempt as failed', async () => {
    status = 500;
    const sms = httpGatewaySms({ db, url, token: 'tok-123', sender: 'Aloha' });
    await expect(sms.send({ to: '+85290000000', text: 'code 654321', lng: 'en' })).rejects.toThrow(/500/);

    expect(requests).toHaveLength(1);
    const [row] = await gatewayRows('+85290000000');
    expect(row).toMatchObject({ provider: 'http', status: 'failed' });
    expect(row!.error).toMatch(/500/);
  });

  it('records a failed attempt when the gateway cannot be reached', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const sms = httpGatewaySms({ db, url: `http://127.0.0.1:${port}/sms`, token: 't', sender: 'Aloha' });
    await expect(sms.send({ to: '+85290000001', text: 'x', lng: 'en' })).rejects.toThrow();
    const [row] = await gatewayRows('+85290000001');
    expect(row).toMatchObject({ provider: 'http', status: 'failed' });
    expect(row!.error).toBeTruthy();
  });
});

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, DEFAULT_MAIL_FROM } from './mailer';

interface Received {
  from: string | undefined;
  rcpt: string[];
  raw: string;
}

describe('SMTP mailer', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            rcpt: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers a UTF-8 message to the SMTP server', async () => {
    const mailer = createMailer({ SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`, MAIL_FROM: 'Aloha Test <test@aloha-physio.hk>' });
    expect(mailer.sent).toBeUndefined();
    await mailer.send({ to: 'client@example.com', subject: '驗證碼 Verification code', text: '你的驗證碼是 123456' });

    expect(received).toHaveLength(1);
    const [msg] = received;
    expect(msg!.from).toBe('test@aloha-physio.hk');
    expect(msg!.rcpt).toEqual(['client@example.com']);
    const raw = msg!.raw;
    expect(raw).toMatch(/^To: client@example\.com/im);
    expect(decodeHeader(raw, 'Subject')).toBe('驗證碼 Verification code');
    expect(decodeBody(raw)).toContain('你的驗證碼是 123456');
  });
});

describe('dev mailer', () => {
  it('keeps messages in memory when SMTP_URL is unset', async () => {
    const mailer = createMailer({});
    await mailer.send({ to: 'a@example.com', subject: 'Hi', text: '你好', html: '<p>你好</p>' });
    expect(mailer.sent).toEqual([{ to: 'a@example.com', subject: 'Hi', text: '你好', html: '<p>你好</p>', from: DEFAULT_MAIL_FROM }]);
  });
});

/** Decodes an RFC 2047 header (possibly folded over several encoded words). */
function decodeHeader(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  if (!line) throw new Error(`no ${name} header`);
  const value = line.slice(name.length + 1).trim();
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _cs: string, enc: string, data: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQp(data.replace(/_/g, ' ')),
    );
}

/** Decodes the single-part body according to its Content-Transfer-Encoding. */
function decodeBody(raw: string): string {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const enc = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(head!)?.[1]?.toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') return decodeQp(body.replace(/=\r?\n/g, ''));
  return body;
}

function decodeQp(s: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '=' && /^[0-9A-F]{2}$/i.test(s.slice(i + 1, i + 3))) {
      bytes.push(parseInt(s.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(s[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

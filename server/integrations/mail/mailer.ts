import nodemailer from 'nodemailer';

/** One e-mail: plain text always, HTML optionally. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends e-mail; SMTP in production, an in-memory list in development. */
export interface Mailer {
  send(msg: MailMessage): Promise<void>;
}

export const DEFAULT_MAIL_FROM = 'Aloha <no-reply@aloha-physio.hk>';

/**
 * SMTP mailer from SMTP_URL (e.g. smtp://user:pass@host:587, smtps://… for implicit TLS; nodemailer
 * URL options such as ?ignoreTLS=true apply) and MAIL_FROM; without SMTP_URL a dev mailer that keeps
 * messages in `sent`.
 */
export function createMailer(env: NodeJS.ProcessEnv): Mailer & { sent?: Array<MailMessage & { from: string }> } {
  const from = env.MAIL_FROM || DEFAULT_MAIL_FROM;
  if (!env.SMTP_URL) {
    const sent: Array<MailMessage & { from: string }> = [];
    return {
      sent,
      async send(msg) {
        sent.push({ ...msg, from });
      },
    };
  }
  const transport = nodemailer.createTransport(env.SMTP_URL);
  return {
    async send({ to, subject, text, html }) {
      await transport.sendMail({ from, to, subject, text, html });
    },
  };
}

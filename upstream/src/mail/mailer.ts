import { createJsonOutbox } from '../lib/json-outbox';

/**
 * `headers`: extra header lines (e.g. `List-Unsubscribe`, `List-Unsubscribe-Post`); both mailers
 * carry them, the outbox stores them with the message.
 */
export type MailMessage = { to: string; subject: string; text: string; html?: string; headers?: Record<string, string> };
export type OutboxEntry = { to: string; subject: string; text: string; created_at: string; html?: string; headers?: Record<string, string> };

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Only the outbox can be listed; SMTP returns null. */
  list(to?: string): Promise<OutboxEntry[] | null>;
}

/** Writes every message as a JSON file in `dir`; what `GET /_dev/mail` lists in development. */
export function createOutboxMailer(dir: string): Mailer {
  const outbox = createJsonOutbox<OutboxEntry>(dir);
  return {
    send: (message) =>
      outbox.write({
        to: message.to.toLowerCase(),
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        created_at: new Date().toISOString(),
      }),
    async list(to) {
      const wanted = to?.trim().toLowerCase();
      const entries = await outbox.list((e) => !wanted || e.to === wanted);
      // Only what a message has: the sign-in codes (text only) list as they always did.
      return entries.map(({ to: t, subject, text, created_at, html, headers }) => ({
        to: t,
        subject,
        text,
        created_at,
        ...(html ? { html } : {}),
        ...(headers ? { headers } : {}),
      }));
    },
  };
}

export async function createSmtpMailer(smtpUrl: string, from: string): Promise<Mailer> {
  const nodemailer = await import('nodemailer');
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html, headers: message.headers });
    },
    async list() {
      return null;
    },
  };
}

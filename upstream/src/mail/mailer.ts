import { createJsonOutbox } from '../lib/json-outbox';

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type OutboxEntry = { to: string; subject: string; text: string; created_at: string };

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Only the outbox can be listed; SMTP returns null. */
  list(to?: string): Promise<OutboxEntry[] | null>;
}

/** Writes every message as a JSON file in `dir`; what `GET /_dev/mail` lists in development. */
export function createOutboxMailer(dir: string): Mailer {
  const outbox = createJsonOutbox<OutboxEntry & { html?: string }>(dir);
  return {
    send: (message) =>
      outbox.write({ to: message.to.toLowerCase(), subject: message.subject, text: message.text, html: message.html, created_at: new Date().toISOString() }),
    async list(to) {
      const wanted = to?.trim().toLowerCase();
      const entries = await outbox.list((e) => !wanted || e.to === wanted);
      return entries.map(({ to: t, subject, text, created_at }) => ({ to: t, subject, text, created_at }));
    },
  };
}

export async function createSmtpMailer(smtpUrl: string, from: string): Promise<Mailer> {
  const nodemailer = await import('nodemailer');
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
    async list() {
      return null;
    },
  };
}

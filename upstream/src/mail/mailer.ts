import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type OutboxEntry = { to: string; subject: string; text: string; created_at: string };

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Only the outbox can be listed; SMTP returns null. */
  list(to?: string): Promise<OutboxEntry[] | null>;
}

/** Writes every message as a JSON file in `dir`; what `GET /_dev/mail` lists in development. */
export function createOutboxMailer(dir: string): Mailer {
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      const createdAt = new Date();
      const entry: OutboxEntry & { html?: string } = { to: message.to.toLowerCase(), subject: message.subject, text: message.text, html: message.html, created_at: createdAt.toISOString() };
      // Sortable names: time first, then randomness so two messages in one millisecond never collide.
      const name = `${createdAt.getTime().toString().padStart(15, '0')}-${randomBytes(4).toString('hex')}.json`;
      await writeFile(path.join(dir, name), JSON.stringify(entry, null, 2));
    },
    async list(to) {
      let names: string[];
      try {
        names = (await readdir(dir)).filter((n) => n.endsWith('.json'));
      } catch {
        return [];
      }
      names.sort().reverse();
      const wanted = to?.trim().toLowerCase();
      const out: OutboxEntry[] = [];
      for (const name of names) {
        const entry = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as OutboxEntry;
        if (!wanted || entry.to === wanted) out.push({ to: entry.to, subject: entry.subject, text: entry.text, created_at: entry.created_at });
      }
      return out;
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

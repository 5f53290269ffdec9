import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SmsEntry, SmsSender } from './sms-sender';

/** Writes every SMS as a JSON file in `dir`; what `GET /_dev/sms` lists in development. */
export function createOutboxSms(dir: string): SmsSender {
  return {
    async send(to, text) {
      await mkdir(dir, { recursive: true });
      const createdAt = new Date();
      const entry: SmsEntry = { to, text, created_at: createdAt.toISOString() };
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
      // Digits only: an unencoded `+` in `?to=` arrives as a space, and people type spaces.
      const digits = (s: string) => s.replace(/\D/g, '');
      const wanted = to ? digits(to) : '';
      const out: SmsEntry[] = [];
      for (const name of names) {
        const entry = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as SmsEntry;
        if (!wanted || digits(entry.to) === wanted) out.push({ to: entry.to, text: entry.text, created_at: entry.created_at });
      }
      return out;
    },
  };
}

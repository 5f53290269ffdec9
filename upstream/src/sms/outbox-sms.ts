import { createJsonOutbox } from '../lib/json-outbox';
import type { SmsEntry, SmsSender } from './sms-sender';

/** Writes every SMS as a JSON file in `dir`; what `GET /_dev/sms` lists in development. */
export function createOutboxSms(dir: string): SmsSender {
  const outbox = createJsonOutbox<SmsEntry>(dir);
  // Digits only: an unencoded `+` in `?to=` arrives as a space, and people type spaces.
  const digits = (s: string) => s.replace(/\D/g, '');
  return {
    send: (to, text) => outbox.write({ to, text, created_at: new Date().toISOString() }),
    async list(to) {
      const wanted = to ? digits(to) : '';
      const entries = await outbox.list((e) => !wanted || digits(e.to) === wanted);
      return entries.map(({ to: t, text, created_at }) => ({ to: t, text, created_at }));
    },
  };
}

import type { SmsSender } from './sms-sender';

const TIMEOUT_MS = 5000;

/**
 * POSTs `{ to, text }` as JSON to a gateway URL: the smallest contract any SMS provider adapter
 * (Twilio function, n8n, a sidecar) can implement, so no provider SDK is bundled here.
 */
export function createWebhookSms(url: string): SmsSender {
  return {
    async send(to, text) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
    async list() {
      return null;
    },
  };
}

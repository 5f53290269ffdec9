import type { UpstreamConfig } from '../env';
import { createOutboxSms } from './outbox-sms';
import { createWebhookSms } from './webhook-sms';

export type SmsEntry = { to: string; text: string; created_at: string };

/** Sends text messages; pluggable like the mailer so a real gateway can replace the outbox. */
export interface SmsSender {
  /** Rejects when the message could not be handed over (callers answer 502). */
  send(to: string, text: string): Promise<void>;
  /** Only the outbox can be listed; other transports return null. */
  list(to?: string): Promise<SmsEntry[] | null>;
}

/** The sender SMS_TRANSPORT selects. */
export function createSmsSender(config: UpstreamConfig['sms']): SmsSender {
  if (config.transport === 'webhook' && config.webhookUrl) return createWebhookSms(config.webhookUrl);
  return createOutboxSms(config.outboxDir);
}

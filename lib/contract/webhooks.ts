import { z } from 'zod';
import { pageMeta } from './common';
import { WEBHOOK_EVENT_TYPES, WORKSPACE_WEBHOOK_EVENTS, COMPANY_WEBHOOK_EVENTS, type WebhookScope } from './webhook-events';

export * from './webhook-events';

/**
 * Outbound webhooks (issue 31, decision 0031): a company's or a workspace's admins register
 * endpoints; each event of that scope the endpoint subscribed to is POSTed to it, signed per
 * Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`).
 */

const eventList = (scope: WebhookScope) =>
  z
    .array(z.string())
    .min(1, 'Choose at least one event.')
    .max(50)
    .superRefine((events, ctx) => {
      const allowed: readonly string[] = scope === 'company' ? COMPANY_WEBHOOK_EVENTS : WORKSPACE_WEBHOOK_EVENTS;
      const wrong = events.filter((e) => !allowed.includes(e));
      if (wrong.length) ctx.addIssue({ code: 'custom', message: `Not an event of a ${scope}: ${wrong.join(', ')}. One of: ${allowed.join(', ')}.` });
    })
    .transform((events) => [...new Set(events)].sort());

const url = z
  .string()
  .trim()
  .min(1, 'The URL is required.')
  .max(2000)
  .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), 'Enter an http(s) URL, e.g. https://example.com/webhooks.');

/** `POST …/webhooks`: the scope decides which events are allowed. */
export const createWebhookBody = (scope: WebhookScope) =>
  z.object({
    url,
    description: z.string().trim().max(500).optional().default(''),
    events: eventList(scope),
    enabled: z.boolean().optional().default(true),
  });
export type CreateWebhookBody = z.input<ReturnType<typeof createWebhookBody>>;

/** `PATCH …/webhooks/{webhookId}`: any of the fields; `enabled: true` re-enables a disabled endpoint. */
export const updateWebhookBody = (scope: WebhookScope) =>
  z
    .object({
      url: url.optional(),
      description: z.string().trim().max(500).optional(),
      events: eventList(scope).optional(),
      enabled: z.boolean().optional(),
    })
    .strict();
export type UpdateWebhookBody = z.input<ReturnType<typeof updateWebhookBody>>;

/** Documentation shapes of the bodies (the handler validates with the scope's own list of events). */
export const webhookBodyDoc = z.object({
  url: z.string().describe('https://… (http only for hosts the address guard allows, e.g. loopback in tests)'),
  description: z.string().optional(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean().optional(),
});

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const webhookResource = z.object({
  id: z.number().int(),
  scope: z.enum(['company', 'workspace']),
  company_id: z.number().int().nullable(),
  workspace_id: z.number().int().nullable(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  /** Why it was turned off by the sender (failing deliveries), null when enabled or turned off by a person. */
  disabled_reason: z.string().nullable(),
  disabled_at: z.string().nullable(),
  /** The signing secret (`whsec_…`), shown to the scope's admins. */
  secret: z.string(),
  last_delivery: z.object({ id: z.string(), status: z.enum(WEBHOOK_DELIVERY_STATUSES), status_code: z.number().int().nullable(), at: z.string() }).nullable(),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WebhookResource = z.infer<typeof webhookResource>;

export const webhookAttempt = z.object({
  at: z.string(),
  status_code: z.number().int().nullable(),
  error: z.string().nullable(),
  duration_ms: z.number().int(),
});
export type WebhookAttempt = z.infer<typeof webhookAttempt>;

export const webhookDeliveryResource = z.object({
  /** The message id, sent as `webhook-id` on every attempt (the receiver's idempotency key). */
  id: z.string(),
  webhook_id: z.number().int(),
  event_type: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  last_duration_ms: z.number().int().nullable(),
  next_attempt_at: z.string().nullable(),
  /** Every attempt, oldest first (the last 20). */
  attempt_log: z.array(webhookAttempt),
  payload: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WebhookDeliveryResource = z.infer<typeof webhookDeliveryResource>;

export const webhookList = z.object({ data: z.array(webhookResource) });
export const webhookDeliveryPage = z.object({ data: z.array(webhookDeliveryResource), meta: pageMeta });
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPage>;

export const webhookDeliveriesQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
  per_page: z.coerce.number().int().min(1).max(100).optional().default(20),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
});
export type WebhookDeliveriesQuery = z.infer<typeof webhookDeliveriesQuery>;

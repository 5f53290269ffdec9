import { z } from '@hono/zod-openapi';
import type { OpenAPIHono } from '@hono/zod-openapi';

type OpenAPIRegistry = OpenAPIHono['openAPIRegistry'];
import { COMPANY_WEBHOOK_EVENTS, WEBHOOK_EVENT_TYPES } from '@/lib/contract/webhook-events';

const headers = z.object({
  'webhook-id': z.string().describe('The message id (`msg_…`): the same on every retry and on a resend. Deduplicate on it.'),
  'webhook-timestamp': z.string().describe('Unix seconds when this attempt was signed. Reject old ones (the libraries allow 5 minutes).'),
  'webhook-signature': z
    .string()
    .describe('`v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64 part of the endpoint’s `whsec_` secret.'),
});

/**
 * The OpenAPI 3.1 `webhooks` of the document (decision 0031): one entry per event, the POST an
 * endpoint receives — Standard Webhooks headers and the `{ type, timestamp, data }` body.
 */
export function registerWebhookDocs(registry: OpenAPIRegistry): void {
  for (const type of WEBHOOK_EVENT_TYPES) {
    const company = (COMPANY_WEBHOOK_EVENTS as readonly string[]).includes(type);
    const [record, action] = type.split('.');
    registry.registerWebhook({
      method: 'post',
      path: type,
      // Stable and readable, like the API's own (`task.updated` → `webhookTaskUpdated`).
      operationId: `webhook${type
        .split(/[._]/)
        .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
        .join('')}`,
      // The receiver authenticates the sender by the Standard Webhooks signature headers, not by a scheme of this document.
      security: [],
      tags: ['webhooks'],
      summary: `${type} (to ${company ? 'company' : 'workspace'} endpoints)`,
      description: company
        ? `Sent to the company's endpoints subscribed to it. \`data\`: ${
            type === 'monitoring.price_changed'
              ? 'the monitored product and page, `change` (changed, currency_changed, availability_changed), `price` and `previous` (price points as the API returns them).'
              : 'the alert event: its rule, product, page, price point, message and link.'
          }`
        : `Sent to the endpoints of the workspace that holds the ${record} (and of the workspaces a file or insight is shared with). \`data\`: ${
            action === 'deleted'
              ? 'its `id`, `workspace_id` and `title`.'
              : `the ${record} as the API answered the write${action === 'updated' ? ', with `changes` (`[{ field, before, after }]`, stored column names)' : ''}; or its \`id\` and \`workspace_id\` when the write answered another record.`
          }`,
      request: {
        headers,
        body: {
          required: true,
          content: {
            'application/json': {
              schema: z.object({
                type: z.literal(type),
                timestamp: z.string().describe('ISO 8601: when the event happened.'),
                data: z.record(z.string(), z.unknown()),
              }),
            },
          },
        },
      },
      responses: {
        200: { description: 'Any 2xx within 10 s: delivered.' },
        default: { description: 'Anything else, a redirect or no answer: tried again (5 s, 30 s, 2 min, 10 min, 1 h, 6 h, 12 h by default), then failed.' },
      },
    });
  }
}

import type { AppDeps } from '../../app-env';
import type { SelfDispatchingKind } from '../../lib/outbox/outbox-kind';
import { dispatchWebhooks, type WebhookSendOptions } from './dispatch-webhooks';
import { WEBHOOK_KIND } from './emit-webhook-event';

/** Webhook deliveries as an outbox kind with its own table and claim (decision 0031), for startOutboxDispatcher. */
export function webhookKind(deps: AppDeps, options: Partial<WebhookSendOptions> = {}): SelfDispatchingKind {
  return { kind: WEBHOOK_KIND, dispatch: () => dispatchWebhooks(deps, options) };
}

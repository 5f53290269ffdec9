import { eq, inArray, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { WebhookAttempt } from '@/lib/contract/webhooks';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/client';
import { inRequestTransaction } from '../../db/request-transaction';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { parseAllowList } from '../../monitoring/net/allow-list';
import { rowsOf } from '../../monitoring/pipeline/rows-of';
import { disableWebhookEndpoint } from './disable-webhook-endpoint';
import { postWebhook } from './post-webhook';

export type WebhookSendOptions = {
  /** Messages claimed per tick. */
  batchSize: number;
  /** A claimed message is hidden from other senders this long; if this one dies, it is sent again after. */
  leaseMs: number;
};

export const WEBHOOK_SEND_DEFAULTS: WebhookSendOptions = { batchSize: 50, leaseMs: 60_000 };
const LOG_LENGTH = 20;

type Claimed = { id: string; endpoint_id: number; payload: Record<string, unknown>; attempts: number; attempt_log: WebhookAttempt[] };
type Endpoint = { id: number; url: string; secret: string; enabled: boolean; lastSuccessAt: Date | null };

export type WebhookDispatchResult = { delivered: number; failed: number; more: boolean; nextDueAt: Date | null };

/**
 * Claims the pending messages that are due, oldest first, `FOR UPDATE SKIP LOCKED` (two senders
 * never take the same row, and nobody waits on another's), and leases them: `next_attempt_at` moves
 * a lease ahead and the claim commits at once, so no transaction spans a delivery.
 */
async function claim(db: Db, opts: WebhookSendOptions): Promise<Claimed[]> {
  const result = await db.execute(sql`
    with due as (
      select id from webhook_deliveries where status = 'pending' and next_attempt_at <= now()
      order by next_attempt_at, created_at limit ${opts.batchSize} for update skip locked)
    update webhook_deliveries d set next_attempt_at = now() + ${`${opts.leaseMs} milliseconds`}::interval
    from due where d.id = due.id
    returning d.id, d.endpoint_id, d.payload, d.attempts, d.attempt_log, d.created_at`);
  return rowsOf<Claimed & { created_at: string | Date }>(result).sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime());
}

/** When the earliest pending message not yet due becomes due (for the dispatcher's next look). */
async function nextDue(db: Db): Promise<Date | null> {
  const rows = rowsOf<{ at: string | Date | null }>(await db.execute(sql`select min(next_attempt_at) as at from webhook_deliveries where status = 'pending'`));
  return rows[0]?.at ? new Date(rows[0].at) : null;
}

/**
 * One tick of the webhook sender (decision 0031). Each endpoint is its own lane: the endpoints of a
 * batch are served side by side, so a slow or failing one never holds another (nor realtime
 * events, which have their own dispatcher). Within an endpoint, messages go oldest first; on the
 * first failure the endpoint's other claimed messages are put back behind the failed one (no
 * attempt counted), so a dead receiver costs one attempt per retry, not one per message.
 * A failure schedules the next attempt after `retryDelaysMs[attempts - 1]`; past the last delay the
 * message fails, and its endpoint is disabled (its admins notified) if nothing got through to it
 * during the whole retry schedule.
 */
export async function dispatchWebhooks(deps: AppDeps, options: Partial<WebhookSendOptions> = {}): Promise<WebhookDispatchResult> {
  const opts = { ...WEBHOOK_SEND_DEFAULTS, ...options };
  const { db } = deps;
  const rows = await claim(db, opts);
  const result: WebhookDispatchResult = { delivered: 0, failed: 0, more: rows.length >= opts.batchSize, nextDueAt: null };
  if (rows.length) {
    const endpointIds = [...new Set(rows.map((r) => r.endpoint_id))];
    const endpoints = await db
      .select({
        id: webhookEndpoints.id,
        url: webhookEndpoints.url,
        secret: webhookEndpoints.secret,
        enabled: webhookEndpoints.enabled,
        lastSuccessAt: webhookEndpoints.lastSuccessAt,
      })
      .from(webhookEndpoints)
      .where(inArray(webhookEndpoints.id, endpointIds));
    const started = Date.now();
    await Promise.all(
      endpoints.map((endpoint) =>
        sendLane(
          deps,
          endpoint,
          rows.filter((r) => r.endpoint_id === endpoint.id),
          started,
          opts,
          result,
        ),
      ),
    );
  }
  result.nextDueAt = result.more ? null : await nextDue(db);
  return result;
}

async function sendLane(
  deps: AppDeps,
  endpoint: Endpoint,
  rows: Claimed[],
  started: number,
  opts: WebhookSendOptions,
  result: WebhookDispatchResult,
): Promise<void> {
  const { db } = deps;
  if (!endpoint.enabled) {
    // Turned off meanwhile (by a person, or after another message failed): these are not sent; a resend can.
    await db
      .update(webhookDeliveries)
      .set({ status: 'failed', nextAttemptAt: null, lastError: 'Not sent: the endpoint is disabled.', updatedAt: sql`now()` })
      .where(
        inArray(
          webhookDeliveries.id,
          rows.map((r) => r.id),
        ),
      );
    return;
  }
  const { retryDelaysMs, timeoutMs } = deps.config.webhooks;
  const allow = parseAllowList(deps.config.monitoring.allowHosts);
  const signer = new Webhook(endpoint.secret);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    // Past half the lease: stop, another sender may claim these once it runs out.
    if (Date.now() - started > opts.leaseMs / 2) return release(db, rows.slice(i), sql`now()`);
    const body = JSON.stringify(row.payload);
    const at = new Date();
    const headers = { 'webhook-id': row.id, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': signer.sign(row.id, at, body) };
    const outcome = await postWebhook(endpoint.url, headers, body, { allow, timeoutMs });
    const ok = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
    const error = ok ? null : (outcome.error ?? `HTTP ${outcome.status}${outcome.body ? `: ${outcome.body.slice(0, 300)}` : ''}`);
    const attempts = row.attempts + 1;
    const log = [...row.attempt_log, { at: at.toISOString(), status_code: outcome.status, error, duration_ms: outcome.durationMs }].slice(-LOG_LENGTH);
    const common = { attempts, attemptLog: log, lastStatusCode: outcome.status, lastError: error, lastDurationMs: outcome.durationMs, updatedAt: sql`now()` };
    if (ok) {
      await db
        .update(webhookDeliveries)
        .set({ ...common, status: 'succeeded', nextAttemptAt: null })
        .where(eq(webhookDeliveries.id, row.id));
      await db.update(webhookEndpoints).set({ lastSuccessAt: sql`now()` }).where(eq(webhookEndpoints.id, endpoint.id));
      endpoint.lastSuccessAt = new Date();
      result.delivered++;
      continue;
    }
    result.failed++;
    const delay = retryDelaysMs[attempts - 1];
    if (delay !== undefined) {
      const next = sql`now() + ${`${delay} milliseconds`}::interval`;
      await db
        .update(webhookDeliveries)
        .set({ ...common, nextAttemptAt: next })
        .where(eq(webhookDeliveries.id, row.id));
      // The endpoint's other messages wait behind this one (not counted as attempts).
      return release(db, rows.slice(i + 1), next);
    }
    const window = retryDelaysMs.reduce((sum, d) => sum + d, 0);
    const disable = !endpoint.lastSuccessAt || Date.now() - endpoint.lastSuccessAt.getTime() > window;
    // The message's failure, the endpoint turned off and the people told commit together: nobody
    // sees a failed message on an endpoint that is still on, or a disabled one without its notice.
    await inRequestTransaction(db, async () => {
      await db
        .update(webhookDeliveries)
        .set({ ...common, status: 'failed', nextAttemptAt: null })
        .where(eq(webhookDeliveries.id, row.id));
      if (disable) await disableWebhookEndpoint(deps, endpoint.id, `${attempts} attempts of message ${row.id} failed (last: ${error}).`);
    });
    if (disable) return release(db, rows.slice(i + 1), sql`now()`);
  }
}

async function release(db: Db, rows: Claimed[], at: ReturnType<typeof sql>): Promise<void> {
  if (rows.length === 0) return;
  await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: at })
    .where(
      inArray(
        webhookDeliveries.id,
        rows.map((r) => r.id),
      ),
    );
}

import type { Db } from '../../db/client';
import { afterCommit } from '../../db/request-transaction';
import { outboxEvents } from '../../db/schema';
import { withUserHelpers, type Publisher } from '../../realtime/publisher';
import { REALTIME_KIND, type RealtimePayload } from './realtime-kind';

/**
 * A Publisher that writes each event into outbox_events instead of calling the realtime server:
 * one insert through `db()` — `deps.db`, which inside a request is the request's transaction — so
 * the event commits (or rolls back) with the write, and no request waits on the network.
 * `onInsert` nudges the dispatcher once the row is committed (`afterCommit`: at once outside a
 * request transaction). Rejects only when the insert fails (the write then fails too:
 * its transaction is aborted anyway).
 */
export function createOutboxPublisher(opts: { db: () => Db; onInsert?: () => void }): Publisher {
  return withUserHelpers(async (channels, event, data) => {
    const unique = [...new Set(channels)];
    if (unique.length === 0) return;
    const payload: RealtimePayload = { channels: unique, event, data };
    await opts.db().insert(outboxEvents).values({ kind: REALTIME_KIND, payload });
    const nudge = opts.onInsert;
    if (nudge) afterCommit(nudge);
  });
}

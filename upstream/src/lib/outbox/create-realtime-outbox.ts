import type { Db } from '../../db/client';
import { createRejectingPusherPublisher, type Publisher, type PusherPublisherConfig } from '../../realtime/publisher';
import { createOutboxPublisher } from './outbox-publisher';
import { realtimeKind } from './realtime-kind';
import { startOutboxDispatcher, type DispatcherOptions, type OutboxDispatcher } from './start-outbox-dispatcher';

/**
 * The upstream's realtime publishing (decision 0022): `publisher` (deps.publisher) queues events in
 * outbox_events through `db()`; `dispatcher` delivers them to the realtime server after commit.
 * `target`: where the dispatcher delivers, a publisher that rejects on failure (the Pusher HTTP API
 * by default).
 */
export function createRealtimeOutbox(opts: { db: () => Db; pusher: PusherPublisherConfig; target?: Publisher; dispatcher?: DispatcherOptions }): {
  publisher: Publisher;
  dispatcher: OutboxDispatcher;
} {
  const target = opts.target ?? createRejectingPusherPublisher(opts.pusher);
  const dispatcher = startOutboxDispatcher(opts.db, [realtimeKind(target)], opts.dispatcher);
  return { publisher: createOutboxPublisher({ db: opts.db, onInsert: () => dispatcher.nudge() }), dispatcher };
}

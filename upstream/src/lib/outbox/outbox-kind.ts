/**
 * What the outbox (decision 0022) delivers: each `kind` of row has one of these. A new kind
 * (webhook, mail) writes rows `{ kind, payload }` into outbox_events in the write's transaction and
 * registers its OutboxKind with the dispatcher (start-outbox-dispatcher.ts).
 */
export interface OutboxKind {
  /** The rows' `kind` column. */
  kind: string;
  /** Delivers one row's payload; rejects to have the row tried again later (backoff). */
  deliver(payload: Record<string, unknown>): Promise<void>;
  /** An error that no retry can fix (a malformed payload, a 4xx): the row is dropped with a warning. */
  isPermanent?(error: unknown): boolean;
}

/**
 * A kind that keeps its rows in a table of its own and claims them its own way (webhook deliveries:
 * one lane per endpoint, retries on a schedule, decision 0031). The dispatcher runs its `dispatch`
 * on each tick instead of claiming from outbox_events, with the same nudges, polling and stop.
 */
export interface SelfDispatchingKind {
  kind: string;
  /** One tick: deliver what is due; `more`: look again at once; `nextDueAt`: when the next row becomes due. */
  dispatch(): Promise<{ more: boolean; nextDueAt: Date | null }>;
}

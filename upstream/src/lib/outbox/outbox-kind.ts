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

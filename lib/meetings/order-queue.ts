/**
 * Saves a list's order while the user keeps moving items. Each move shows at once (`apply`);
 * saves run one at a time and moves made during a save are sent after it, the latest order only,
 * so the saved order is always the last one shown. A failed save puts back the state from before
 * the unsaved moves (`restore`) and reports why; the next move starts afresh.
 */
export type OrderSave = { ok: true } | { ok: false; messages: string[] };

export type OrderQueueOptions<S> = {
  /** The state before a move (kept from the first unsaved move, for a rollback). */
  read: () => S | undefined;
  apply: (ids: number[]) => void;
  save: (ids: number[]) => Promise<OrderSave>;
  restore: (state: S) => void;
  onFailed: (messages: string[]) => void;
  onSaved: () => void;
};

export function createOrderQueue<S>(options: OrderQueueOptions<S>) {
  let inFlight = false;
  let queued: number[] | null = null;
  let snapshot: S | undefined;

  async function run(first: number[]) {
    inFlight = true;
    let ids: number[] | null = first;
    while (ids) {
      const res = await options.save(ids);
      if (!res.ok) {
        inFlight = false;
        queued = null;
        if (snapshot !== undefined) options.restore(snapshot);
        snapshot = undefined;
        options.onFailed(res.messages);
        return;
      }
      ids = queued;
      queued = null;
    }
    inFlight = false;
    snapshot = undefined;
    options.onSaved();
  }

  return {
    move(ids: number[]): Promise<void> {
      if (snapshot === undefined) snapshot = options.read();
      options.apply(ids);
      if (inFlight) {
        queued = ids;
        return Promise.resolve();
      }
      return run(ids);
    },
  };
}

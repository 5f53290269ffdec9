import { createOrderQueue } from './order-queue';
import type { OrderSave } from './order-queue';

/** A save whose answer the test gives, in order. */
function harness() {
  let state = [1, 2, 3];
  const calls: number[][] = [];
  const answers: ((r: OrderSave) => void)[] = [];
  const events: string[] = [];
  const queue = createOrderQueue<number[]>({
    read: () => state,
    apply: (ids) => {
      state = ids;
    },
    save: (ids) => {
      calls.push(ids);
      return new Promise<OrderSave>((resolve) => answers.push(resolve));
    },
    restore: (s) => {
      state = s;
      events.push('restored');
    },
    onFailed: (m) => events.push(`failed: ${m.join(' ')}`),
    onSaved: () => events.push('saved'),
  });
  const flush = () => new Promise((r) => setTimeout(r, 0));
  return { queue, calls, answers, events, flush, state: () => state };
}

describe('order queue', () => {
  it('shows each move at once and saves one at a time, sending only the latest order after a save', async () => {
    const h = harness();
    void h.queue.move([2, 1, 3]);
    void h.queue.move([2, 3, 1]);
    void h.queue.move([3, 2, 1]);
    expect(h.state()).toEqual([3, 2, 1]);
    expect(h.calls).toEqual([[2, 1, 3]]);
    h.answers[0]({ ok: true });
    await h.flush();
    expect(h.calls).toEqual([
      [2, 1, 3],
      [3, 2, 1],
    ]);
    expect(h.events).toEqual([]);
    h.answers[1]({ ok: true });
    await h.flush();
    expect(h.events).toEqual(['saved']);
  });

  it('puts back the order from before the unsaved moves when a save fails, and starts afresh after', async () => {
    const h = harness();
    void h.queue.move([2, 1, 3]);
    void h.queue.move([2, 3, 1]);
    h.answers[0]({ ok: false, messages: ['The ids must list every goal of the meeting once.'] });
    await h.flush();
    expect(h.state()).toEqual([1, 2, 3]);
    expect(h.events).toEqual(['restored', 'failed: The ids must list every goal of the meeting once.']);
    expect(h.calls).toHaveLength(1);
    void h.queue.move([3, 1, 2]);
    expect(h.calls).toEqual([
      [2, 1, 3],
      [3, 1, 2],
    ]);
    h.answers[1]({ ok: true });
    await h.flush();
    expect(h.events.at(-1)).toBe('saved');
  });
});

import { createLoadingStore, isLoading, withLoading } from './loading-store';

describe('loading store', () => {
  it('stays set until every start has been stopped', () => {
    const store = createLoadingStore();
    const listener = jest.fn();
    store.subscribe(listener);
    store.start();
    store.start();
    expect(store.getSnapshot()).toBe(true);
    store.stop();
    expect(store.getSnapshot()).toBe(true);
    store.stop();
    expect(store.getSnapshot()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('ignores an unmatched stop', () => {
    const store = createLoadingStore();
    store.stop();
    store.start();
    expect(store.getSnapshot()).toBe(true);
  });

  it('clears the flag after a failing task', async () => {
    await expect(withLoading(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(isLoading()).toBe(false);
  });
});

import { createToastApi, createToastStore, shouldAutoDismiss, TOAST_TICK_MS, TOAST_TIMEOUT_MS } from './toast-store';

describe('toast store', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.clearAllTimers();
    jest.useRealTimers();
  });

  it('adds a toast with the spec defaults', () => {
    const store = createToastStore();
    const id = createToastApi(store).success('Team created', 'The new team has been successfully created');
    expect(store.getSnapshot()).toEqual([
      expect.objectContaining({
        id,
        title: 'Team created',
        messages: ['The new team has been successfully created'],
        variant: 'success',
        timeout: TOAST_TIMEOUT_MS,
        dismissible: true,
      }),
    ]);
  });

  it('counts down in 25 ms steps and dismisses at zero', () => {
    const store = createToastStore();
    store.show({ title: 'Hello' });
    jest.advanceTimersByTime(TOAST_TICK_MS);
    expect(store.getSnapshot()[0].timeout).toBe(TOAST_TIMEOUT_MS - 25);
    jest.advanceTimersByTime(TOAST_TIMEOUT_MS - 2 * TOAST_TICK_MS);
    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.getSnapshot()[0].timeout).toBe(25);
    jest.advanceTimersByTime(TOAST_TICK_MS);
    expect(store.getSnapshot()).toHaveLength(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('honours a custom timeout', () => {
    const store = createToastStore();
    store.show({ title: 'Quick', timeout: 100 });
    jest.advanceTimersByTime(75);
    expect(store.getSnapshot()).toHaveLength(1);
    jest.advanceTimersByTime(25);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('keeps a non-dismissible toast at zero until dismissed by id', () => {
    const store = createToastStore();
    const id = store.show({ title: 'Sticky', dismissible: false });
    jest.advanceTimersByTime(TOAST_TIMEOUT_MS * 2);
    expect(store.getSnapshot()).toEqual([expect.objectContaining({ id, timeout: 0 })]);
    expect(jest.getTimerCount()).toBe(0);
    store.dismiss(id);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('never auto-dismisses a toast without an id', () => {
    const store = createToastStore();
    store.show({ id: '', title: 'Anonymous' });
    jest.advanceTimersByTime(TOAST_TIMEOUT_MS * 2);
    expect(store.getSnapshot()).toHaveLength(1);
  });

  it('decides auto-dismissal from timeout, dismissible and id', () => {
    expect(shouldAutoDismiss({ id: 'a', timeout: 0, dismissible: true })).toBe(true);
    expect(shouldAutoDismiss({ id: 'a', timeout: 25, dismissible: true })).toBe(false);
    expect(shouldAutoDismiss({ id: 'a', timeout: 0, dismissible: false })).toBe(false);
    expect(shouldAutoDismiss({ id: '', timeout: 0, dismissible: true })).toBe(false);
  });

  it('dismisses one toast by id and leaves the others', () => {
    const store = createToastStore();
    const api = createToastApi(store);
    const a = api.error('Failed to create new team');
    const b = api.message('Note');
    api.dismiss(a);
    expect(store.getSnapshot().map((t) => t.id)).toEqual([b]);
  });

  it('pauses the countdown while paused', () => {
    const store = createToastStore();
    const id = store.show({ title: 'Hover me' });
    jest.advanceTimersByTime(1000);
    store.pause(id);
    jest.advanceTimersByTime(10_000);
    expect(store.getSnapshot()[0].timeout).toBe(2000);
    store.resume(id);
    jest.advanceTimersByTime(2000);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('replaces a toast shown again with the same id and notifies subscribers', () => {
    const store = createToastStore();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    store.show({ id: 'save', title: 'Saving' });
    store.show({ id: 'save', title: 'Saved', variant: 'success' });
    expect(store.getSnapshot()).toEqual([expect.objectContaining({ id: 'save', title: 'Saved' })]);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.clear();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('accepts a list of messages for error toasts and drops blank ones', () => {
    const store = createToastStore();
    createToastApi(store).error('Error', ['The name field is required.', ' ', 'The email is invalid.']);
    expect(store.getSnapshot()[0].messages).toEqual(['The name field is required.', 'The email is invalid.']);
  });
});

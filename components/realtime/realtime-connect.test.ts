/** connect() wires pusher-js states, the channel's subscription and the page's visibility to the catch-up refetch. */
import type Echo from 'laravel-echo';
import { connect } from './realtime-connect';

type Listener = (arg: { current: string }) => void;

function fakeEcho() {
  let onState: Listener = () => undefined;
  let onSubscribed: () => void = () => undefined;
  const listened: Record<string, () => void> = {};
  const channel = {
    subscribed: (cb: () => void) => ((onSubscribed = cb), channel),
    notification: () => channel,
    listen: (event: string, cb: () => void) => ((listened[event] = cb), channel),
  };
  const echo = {
    connector: { pusher: { connection: { bind: (_: string, cb: Listener) => void (onState = cb), unbind: jest.fn() } } },
    private: () => channel,
    leave: jest.fn(),
    disconnect: jest.fn(),
  };
  return {
    echo: echo as unknown as Echo<'pusher'>,
    state: (...states: string[]) => states.forEach((current) => onState({ current })),
    subscribed: () => onSubscribed(),
    event: (name: string) => listened[name](),
  };
}

function fakeDocument() {
  const listeners = new Set<() => void>();
  const doc = {
    documentElement: { dataset: {} as Record<string, string> },
    visibilityState: 'visible',
    addEventListener: (_: string, cb: () => void) => void listeners.add(cb),
    removeEventListener: (_: string, cb: () => void) => void listeners.delete(cb),
  };
  return { doc, listeners, show: (state: 'hidden' | 'visible') => ((doc.visibilityState = state), listeners.forEach((cb) => cb())) };
}

describe('connect', () => {
  const original = globalThis.document;
  let page: ReturnType<typeof fakeDocument>;
  beforeEach(() => {
    page = fakeDocument();
    Object.defineProperty(globalThis, 'document', { value: page.doc, configurable: true });
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    Object.defineProperty(globalThis, 'document', { value: original, configurable: true });
  });

  it('refetches every query after a reconnection, once the channel is subscribed again, not on the first connection', () => {
    const fake = fakeEcho();
    const refetchAll = jest.fn();
    const refresh = jest.fn();
    const states: string[] = [];
    const stop = connect(fake.echo, 5, refresh, (s) => states.push(s), refetchAll);
    fake.state('connecting', 'connected');
    fake.subscribed();
    expect(page.doc.documentElement.dataset).toEqual({ realtime: 'connected', realtimeChannel: 'subscribed' });
    expect(refetchAll).not.toHaveBeenCalled();

    fake.state('unavailable', 'connecting', 'connected');
    expect(page.doc.documentElement.dataset.realtimeChannel).toBeUndefined();
    expect(refetchAll).not.toHaveBeenCalled();
    fake.subscribed();
    expect(refetchAll).toHaveBeenCalledTimes(1);
    expect(states).toEqual(['connecting', 'connected', 'unavailable', 'connecting', 'connected']);

    // A content event still refreshes its own keys only.
    fake.event('.taskUpdated');
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
    expect(page.listeners.size).toBe(0);
  });

  it('refetches when the tab is shown after more than 30 s hidden', () => {
    const fake = fakeEcho();
    const refetchAll = jest.fn();
    connect(fake.echo, 5, jest.fn(), jest.fn(), refetchAll);
    page.show('hidden');
    jest.advanceTimersByTime(5_000);
    page.show('visible');
    expect(refetchAll).not.toHaveBeenCalled();
    page.show('hidden');
    jest.advanceTimersByTime(31_000);
    page.show('visible');
    expect(refetchAll).toHaveBeenCalledTimes(1);
  });
});

import { createCatchUp } from './catch-up';

function setup() {
  let clock = 0;
  const refetch = jest.fn();
  const catchUp = createCatchUp(refetch, { now: () => clock, hiddenMs: 30_000 });
  return { catchUp, refetch, advance: (ms: number) => void (clock += ms) };
}

describe('createCatchUp', () => {
  it('refetches nothing on the first connection', () => {
    const { catchUp, refetch } = setup();
    for (const state of ['initialized', 'connecting', 'connected']) catchUp.onState(state);
    catchUp.onSubscribed();
    expect(refetch).not.toHaveBeenCalled();
  });

  it('refetches everything once the channel is subscribed again after a reconnection, once', () => {
    const { catchUp, refetch } = setup();
    catchUp.onState('connected');
    catchUp.onSubscribed();
    for (const state of ['unavailable', 'connecting', 'unavailable', 'connecting', 'connected']) catchUp.onState(state);
    // Connected is not enough: what is published before the resubscription would still be missed.
    expect(refetch).not.toHaveBeenCalled();
    catchUp.onSubscribed();
    expect(refetch).toHaveBeenCalledTimes(1);
    catchUp.onSubscribed();
    expect(refetch).toHaveBeenCalledTimes(1);
    for (const state of ['disconnected', 'connecting', 'connected']) catchUp.onState(state);
    catchUp.onSubscribed();
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it('refetches when the page comes back after being hidden for longer than the threshold only', () => {
    const { catchUp, refetch, advance } = setup();
    catchUp.onVisibility(true);
    advance(10_000);
    catchUp.onVisibility(false);
    expect(refetch).not.toHaveBeenCalled();
    catchUp.onVisibility(true);
    advance(20_000);
    catchUp.onVisibility(true);
    advance(11_000);
    catchUp.onVisibility(false);
    expect(refetch).toHaveBeenCalledTimes(1);
    catchUp.onVisibility(false);
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});

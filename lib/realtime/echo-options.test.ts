import { BROADCASTING_AUTH_PATH, echoOptions, REALTIME_TIMEOUTS } from './echo-options';

const config = { key: 'app-key', host: null, port: 6001, forceTLS: false, cluster: 'mt1' };

describe('echoOptions', () => {
  it('connects to the page host when no public host is configured, over ws', () => {
    const o = echoOptions(config, 'app.example.test');
    expect(o).toMatchObject({
      broadcaster: 'pusher',
      key: 'app-key',
      cluster: 'mt1',
      wsHost: 'app.example.test',
      wsPort: 6001,
      wssPort: 6001,
      forceTLS: false,
      enabledTransports: ['ws'],
    });
  });

  it('uses the configured host and wss when TLS is forced', () => {
    const o = echoOptions({ ...config, host: 'ws.example.test', port: 443, forceTLS: true }, 'ignored');
    expect(o).toMatchObject({ wsHost: 'ws.example.test', wssPort: 443, forceTLS: true, enabledTransports: ['wss'] });
  });

  it('authorizes channels through the BFF and uses the spec §9 time-outs', () => {
    const o = echoOptions(config, 'h');
    expect(o.authEndpoint).toBe(BROADCASTING_AUTH_PATH);
    expect(o).toMatchObject({ activityTimeout: 120_000, pongTimeout: 30_000, unavailableTimeout: 10_000 });
    expect(REALTIME_TIMEOUTS.unavailableTimeout).toBe(10_000);
  });

  it('carries no token and nothing that would stop pusher-js from reconnecting', () => {
    const o = echoOptions(config, 'h') as Record<string, unknown>;
    for (const key of ['bearerToken', 'auth', 'csrfToken', 'authorizer', 'channelAuthorization']) expect(o).not.toHaveProperty(key);
    // A missing transport list entry or a disabled transport is how a client would end up never retrying.
    expect(o).not.toHaveProperty('disabledTransports');
    expect((o.enabledTransports as string[]).length).toBeGreaterThan(0);
  });
});

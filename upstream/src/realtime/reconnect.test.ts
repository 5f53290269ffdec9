import { createPusherPublisher } from './publisher';
import { startTestServer, TEST_APP, connectPusherClient, waitFor } from './realtime-test-kit';

// Spec §4: the realtime connection recovers by itself after the realtime server restarts.
it('pusher-js reconnects, resubscribes and receives events after the server restarts on the same port', async () => {
  const first = await startTestServer();
  const port = first.port;
  const client = await connectPusherClient(port);
  const received: unknown[] = [];
  client.subscribe('private-App.Models.User.7').bind('ping-event', (data: unknown) => received.push(data));
  await waitFor(() => client.channel('private-App.Models.User.7')?.subscribed === true);

  const states: string[] = [];
  client.connection.bind('state_change', ({ current }: { current: string }) => states.push(current));
  await first.close();
  await waitFor(() => client.connection.state !== 'connected', 5000);

  const second = await startTestServer({ port });
  try {
    await waitFor(() => client.connection.state === 'connected', 20_000);
    await waitFor(() => second.connectionCount() === 1, 5000);
    const publisher = createPusherPublisher({ ...TEST_APP, host: '127.0.0.1', port, scheme: 'http', cluster: 'mt1' });
    // Resubscription is asynchronous (auth round trip); publish every 200 ms until the event lands.
    for (let i = 0; i < 25 && received.length === 0; i++) {
      await publisher.publish(['private-App.Models.User.7'], 'ping-event', { n: 1 });
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(received[0]).toEqual({ n: 1 });
    expect(states).toContain('connected');
  } finally {
    client.disconnect();
    await second.close();
  }
}, 40_000);

import Echo from 'laravel-echo';
import PusherClient from 'pusher-js';
import { userChannel } from './channel-auth';
import { NOTIFICATION_EVENT, createPusherPublisher, createRecordingPublisher, type Publisher } from './publisher';
import type { RealtimeServer } from './realtime-server';
import { TEST_APP, connectPusherClient, pusherClientOptions, startTestServer, waitFor } from './realtime-test-kit';

function publisherFor(port: number): Publisher {
  return createPusherPublisher({ ...TEST_APP, host: '127.0.0.1', port, scheme: 'http', cluster: 'mt1' });
}

describe('createPusherPublisher with pusher-js and Laravel Echo', () => {
  let server: RealtimeServer;
  const disconnects: Array<() => void> = [];

  beforeEach(async () => {
    server = await startTestServer();
  });

  afterEach(async () => {
    disconnects.splice(0).forEach((disconnect) => disconnect());
    await waitFor(() => server.connectionCount() === 0);
    await server.close();
  });

  it('delivers toUser events to a pusher-js client on the private user channel', async () => {
    const client = await connectPusherClient(server.port);
    disconnects.push(() => client.disconnect());
    const channel = client.subscribe(userChannel(1));
    await new Promise((resolve) => channel.bind('pusher:subscription_succeeded', resolve));

    const received = new Promise((resolve) => channel.bind('taskUpdated', resolve));
    await publisherFor(server.port).toUser(1, 'taskUpdated', { id: 12, title: 'Write tests' });
    await expect(received).resolves.toEqual({ id: 12, title: 'Write tests' });
  });

  it('publishes to several channels at once', async () => {
    const client = await connectPusherClient(server.port);
    disconnects.push(() => client.disconnect());
    const channels = [userChannel(1), userChannel(2)].map((name) => client.subscribe(name));
    await Promise.all(channels.map((c) => new Promise((resolve) => c.bind('pusher:subscription_succeeded', resolve))));

    const received = channels.map((c) => new Promise((resolve) => c.bind('insightDeleted', resolve)));
    await publisherFor(server.port).publish([userChannel(1), userChannel(2)], 'insightDeleted', { id: 3 });
    await expect(Promise.all(received)).resolves.toEqual([{ id: 3 }, { id: 3 }]);
  });

  it('refuses a pusher-js subscription whose signature is wrong', async () => {
    const client = await connectPusherClient(server.port, { auth: `${TEST_APP.key}:${'ab'.repeat(32)}` });
    disconnects.push(() => client.disconnect());
    const channel = client.subscribe(userChannel(1));
    const failure = await new Promise((resolve) => channel.bind('pusher:subscription_error', resolve));
    expect(failure).toMatchObject({ type: 'AuthError', status: 401 });
    expect(channel.subscribed).toBe(false);
  });

  it("feeds notifyUser payloads to Laravel Echo's .notification()", async () => {
    const echo = new Echo({ broadcaster: 'pusher', key: TEST_APP.key, Pusher: PusherClient, ...pusherClientOptions(server.port) });
    disconnects.push(() => echo.disconnect());
    const subscribed = new Promise<void>((resolve) => echo.private('App.Models.User.7').subscribed(() => resolve()));
    const notified = new Promise((resolve) => echo.private('App.Models.User.7').notification(resolve));
    await subscribed;

    const notification = { id: '9b0c6a8e-1d2f-4c3b-8a7e-000000000001', type: 'App\\Notifications\\TaskAssigned', task_id: 5 };
    await publisherFor(server.port).notifyUser(7, notification);
    await expect(notified).resolves.toEqual(notification);
  });
});

describe('createPusherPublisher failures', () => {
  it('logs and resolves when the realtime server is down', async () => {
    const server = await startTestServer();
    const { port } = server;
    await server.close();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(publisherFor(port).toUser(1, 'taskDeleted', { id: 1 })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not publish taskDeleted'));
  });

  it('logs and resolves when the server refuses the event', async () => {
    const server = await startTestServer();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await createPusherPublisher({ ...TEST_APP, secret: 'wrong', host: '127.0.0.1', port: server.port, scheme: 'http' }).publish(['news'], 'x', {});
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('401'));
    } finally {
      await server.close();
    }
  });
});

describe('createRecordingPublisher', () => {
  it('records publish, toUser and notifyUser calls', async () => {
    const publisher = createRecordingPublisher();
    await publisher.publish(['a', 'b'], 'fileUpdated', { id: 1 });
    await publisher.toUser(3, 'RecordViewed', { id: 2 });
    await publisher.notifyUser(3, { id: 'n1', type: 'App\\Notifications\\Hello', text: 'hi' });

    expect(publisher.events).toEqual([
      { channels: ['a', 'b'], event: 'fileUpdated', data: { id: 1 } },
      { channels: ['private-App.Models.User.3'], event: 'RecordViewed', data: { id: 2 } },
      {
        channels: ['private-App.Models.User.3'],
        event: NOTIFICATION_EVENT,
        data: { id: 'n1', type: 'App\\Notifications\\Hello', text: 'hi' },
      },
    ]);
    expect(NOTIFICATION_EVENT).toBe('Illuminate\\Notifications\\Events\\BroadcastNotificationCreated');
    expect(publisher.on('private-App.Models.User.3')).toHaveLength(2);
    publisher.clear();
    expect(publisher.events).toEqual([]);
  });
});

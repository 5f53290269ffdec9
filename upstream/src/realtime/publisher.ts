// Publishing realtime events from the upstream: the official `pusher` SDK in production and dev
// (embedded server, Pusher, Soketi or Reverb), a recording fake in tests.
import Pusher from 'pusher';
import { userChannel } from './channel-auth';
import { MAX_CHANNELS_PER_EVENT } from './limits';

/** The event Laravel broadcasts notifications as; Laravel Echo's `.notification(cb)` listens for it. */
export const NOTIFICATION_EVENT = 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated';

export interface BroadcastNotification {
  id: string;
  type: string;
  [key: string]: unknown;
}

export interface Publisher {
  /**
   * A realtime failure never rejects (realtime is best effort). deps.publisher is the outbox publisher
   * (lib/outbox, decision 0022): it queues the event with the write and rejects only when that
   * insert fails; createPusherPublisher logs a failure with console.warn.
   */
  publish(channels: string[], event: string, data: unknown): Promise<void>;
  /** Publishes on the user's private channel `private-App.Models.User.{id}`. */
  toUser(userId: number, event: string, data: unknown): Promise<void>;
  /** Publishes `notification` as Laravel's BroadcastNotificationCreated on the user's channel. */
  notifyUser(userId: number, notification: BroadcastNotification): Promise<void>;
}

export interface PusherPublisherConfig {
  appId: string;
  key: string;
  secret: string;
  /** Empty: Pusher's own API for `cluster`. */
  host: string;
  port: number | string;
  /** `https` turns on TLS. */
  scheme: string;
  cluster?: string;
  /** Request timeout; a hung realtime server must not hold an API call for long. */
  timeoutMs?: number;
}

/** Builds `toUser` and `notifyUser` on top of `publish` (every Publisher has the same two helpers). */
export function withUserHelpers(publish: Publisher['publish']): Publisher {
  return {
    publish,
    toUser: (userId, event, data) => publish([userChannel(userId)], event, data),
    notifyUser: (userId, notification) => publish([userChannel(userId)], NOTIFICATION_EVENT, notification),
  };
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const details = error as Error & { status?: number; body?: string };
    return [details.message, details.status, details.body].filter((part) => part !== undefined && part !== '').join(' ');
  }
  return String(error);
}

/** Published to some channels, then failed: `status` is the realtime server's HTTP answer, if any. */
export class PublishError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
    this.name = 'PublishError';
  }
}

/**
 * Like createPusherPublisher, but `publish` REJECTS (with a PublishError) when the realtime server
 * cannot be reached or refuses the event: for the outbox dispatcher (lib/outbox), which retries.
 * Chunks already sent before a failing one are not taken back (delivery is at least once).
 */
export function createRejectingPusherPublisher(config: PusherPublisherConfig): Publisher {
  const base = {
    appId: config.appId,
    key: config.key,
    secret: config.secret,
    useTLS: config.scheme === 'https',
    timeout: config.timeoutMs ?? 5000,
  };
  // With a host (embedded server, Soketi, Reverb) the cluster is irrelevant; without one, Pusher's cluster API.
  const pusher = config.host
    ? new Pusher({ ...base, host: config.host, ...(config.port ? { port: String(config.port) } : {}) })
    : new Pusher({ ...base, cluster: config.cluster || 'mt1' });

  return withUserHelpers(async (channels, event, data) => {
    const unique = [...new Set(channels)];
    for (let start = 0; start < unique.length; start += MAX_CHANNELS_PER_EVENT) {
      const chunk = unique.slice(start, start + MAX_CHANNELS_PER_EVENT);
      try {
        await pusher.trigger(chunk, event, data);
      } catch (error) {
        const status = (error as { status?: unknown }).status;
        throw new PublishError(`could not publish ${event} to ${chunk.join(', ')}: ${describe(error)}`, typeof status === 'number' ? status : undefined);
      }
    }
  });
}

/** Publishes straight to the realtime server; never rejects (a failure is logged with console.warn). */
export function createPusherPublisher(config: PusherPublisherConfig): Publisher {
  const strict = createRejectingPusherPublisher(config);
  return withUserHelpers(async (channels, event, data) => {
    try {
      await strict.publish(channels, event, data);
    } catch (error) {
      console.warn(`[realtime] ${error instanceof Error ? error.message : String(error)}`);
    }
  });
}

export interface RecordedEvent {
  channels: string[];
  event: string;
  data: unknown;
}

export interface RecordingPublisher extends Publisher {
  /** Every publish, in order. */
  readonly events: RecordedEvent[];
  /** Events published on one channel. */
  on(channel: string): RecordedEvent[];
  clear(): void;
}

export function createRecordingPublisher(): RecordingPublisher {
  const events: RecordedEvent[] = [];
  const base = withUserHelpers(async (channels, event, data) => {
    events.push({ channels: [...channels], event, data });
  });
  return {
    ...base,
    events,
    on: (channel) => events.filter((recorded) => recorded.channels.includes(channel)),
    clear: () => {
      events.length = 0;
    },
  };
}

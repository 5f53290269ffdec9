// One websocket connection speaking Pusher protocol 7: subscriptions, presence, client events, liveness.
import { WebSocket, type RawData } from 'ws';
import type { ChannelRegistry, Subscriber } from './channel-registry';
import { MAX_EVENT_DATA_BYTES, MAX_FRAME_BYTES, MAX_NAME_LENGTH } from './limits';
import {
  INVALID_MESSAGE_CODE,
  PusherErrorCode,
  channelKind,
  dataByteLength,
  encodeMessage,
  errorMessage,
  isEncryptedChannel,
  newSocketId,
  parseInbound,
  type InboundMessage,
  type OutboundMessage,
} from './protocol';
import { checkSubscription, type SubscriptionRefusal } from './subscription-check';

export interface SessionConfig {
  key: string;
  secret: string;
  /** Seconds without a frame from the client before the server sends `pusher:ping`. */
  activityTimeoutSec: number;
  /** Seconds to wait for any frame after that ping before closing with 4201. */
  pongTimeoutSec: number;
  /** Client events allowed per second (a bucket of this many, refilled continuously). */
  clientEventsPerSecond: number;
  /** Milliseconds, monotonic. */
  clock(): number;
  registry: ChannelRegistry;
  onClose(session: PusherSession): void;
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function frameBytes(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((sum, part) => sum + part.length, 0);
  return data instanceof ArrayBuffer ? data.byteLength : data.length;
}

export class PusherSession implements Subscriber {
  readonly socketId = newSocketId();
  private readonly channels = new Set<string>();
  private idleTimer: NodeJS.Timeout | null = null;
  private disposed = false;
  private eventTokens: number;
  private eventTokensAt: number;

  constructor(
    private readonly ws: WebSocket,
    private readonly config: SessionConfig,
  ) {
    this.eventTokens = config.clientEventsPerSecond;
    this.eventTokensAt = config.clock();
  }

  start(): void {
    this.ws.on('message', (data, isBinary) => this.onFrame(data, isBinary));
    this.ws.on('pong', () => this.touch());
    this.ws.on('close', () => this.dispose());
    this.ws.on('error', () => this.dispose());
    this.send({
      event: 'pusher:connection_established',
      data: JSON.stringify({ socket_id: this.socketId, activity_timeout: this.config.activityTimeoutSec }),
    });
    this.touch();
  }

  sendRaw(frame: string): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(frame);
  }

  send(message: OutboundMessage): void {
    this.sendRaw(encodeMessage(message));
  }

  /** Sends `pusher:error` with the code, then closes the socket with the same code. */
  close(code: number, reason: string): void {
    this.send(errorMessage(code, reason));
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING) this.ws.close(code, reason);
    this.dispose();
  }

  /** Drops the socket at once (server shutdown after the grace period). */
  terminate(): void {
    this.ws.terminate();
    this.dispose();
  }

  private touch(): void {
    if (this.disposed) return;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      this.send({ event: 'pusher:ping', data: {} });
      this.idleTimer = setTimeout(() => this.close(PusherErrorCode.PongNotReceived, 'Pong reply not received'), this.config.pongTimeoutSec * 1000);
    }, this.config.activityTimeoutSec * 1000);
  }

  private dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    for (const channel of [...this.channels]) this.leave(channel);
    this.config.onClose(this);
  }

  private onFrame(data: RawData, isBinary: boolean): void {
    this.touch();
    // Dropped unread (and the connection kept), like a client event over 10 KB; see limits.ts.
    if (frameBytes(data) > MAX_FRAME_BYTES) {
      this.send(errorMessage(PusherErrorCode.ClientEventRejected, `Frames over ${MAX_FRAME_BYTES / 1024} KB are not accepted`));
      return;
    }
    if (isBinary) {
      this.send(errorMessage(INVALID_MESSAGE_CODE, 'Binary frames are not supported'));
      return;
    }
    const message = parseInbound(data.toString());
    if (!message) {
      this.send(errorMessage(INVALID_MESSAGE_CODE, 'Invalid message format'));
      return;
    }
    switch (message.event) {
      case 'pusher:ping':
        this.send({ event: 'pusher:pong', data: {} });
        return;
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        this.subscribe(asRecord(message.data));
        return;
      case 'pusher:unsubscribe': {
        const channel = asRecord(message.data).channel;
        if (typeof channel === 'string') this.leave(channel);
        return;
      }
      default:
        if (message.event.startsWith('client-')) this.clientEvent(message);
        else this.send(errorMessage(null, `Unsupported event: ${message.event.slice(0, MAX_NAME_LENGTH)}`));
    }
  }

  private refuseSubscription({ channel, code, type, status, message }: SubscriptionRefusal): void {
    // The protocol answers refusals with pusher:error; pusher-js and Laravel Echo's `.error()`
    // listen for pusher:subscription_error on the channel, which Soketi and Reverb send too.
    this.send(errorMessage(code, message, channel));
    if (channel !== undefined) this.send({ event: 'pusher:subscription_error', channel, data: { type, error: message, status } });
  }

  private subscribe(data: Record<string, unknown>): void {
    const { registry, key, secret } = this.config;
    const check = checkSubscription(data, { key, secret, socketId: this.socketId, registry });
    if (!check.ok) return this.refuseSubscription(check.refusal);
    const { channel, member } = check;
    if (registry.subscribe(channel, this, member)) {
      this.channels.add(channel);
      if (member && registry.connectionsOfUser(channel, member.userId) === 1) {
        const added = JSON.stringify({ user_id: member.userId, user_info: member.userInfo });
        registry.broadcast(channel, { event: 'pusher_internal:member_added', channel, data: added }, this.socketId);
      }
    }
    const succeeded = channelKind(channel) === 'presence' ? JSON.stringify({ presence: registry.presence(channel) }) : '{}';
    this.send({ event: 'pusher_internal:subscription_succeeded', channel, data: succeeded });
  }

  private leave(channel: string): void {
    const { registry } = this.config;
    this.channels.delete(channel);
    const { removed, member } = registry.unsubscribe(channel, this.socketId);
    if (removed && member && registry.connectionsOfUser(channel, member.userId) === 0) {
      const data = JSON.stringify({ user_id: member.userId });
      registry.broadcast(channel, { event: 'pusher_internal:member_removed', channel, data });
    }
  }

  /** Takes one client event from the bucket; false when the rate is used up (limits.ts). */
  private takeEventToken(): boolean {
    const { clientEventsPerSecond: rate, clock } = this.config;
    const now = clock();
    this.eventTokens = Math.min(rate, this.eventTokens + ((now - this.eventTokensAt) * rate) / 1000);
    this.eventTokensAt = now;
    if (this.eventTokens < 1) return false;
    this.eventTokens -= 1;
    return true;
  }

  private clientEvent(message: InboundMessage): void {
    const { channel, event } = message;
    const reject = (reason: string) => this.send(errorMessage(PusherErrorCode.ClientEventRejected, reason, channel));
    // Every client event counts, refused ones too: a flood of invalid ones costs as much.
    if (!this.takeEventToken()) {
      reject('Client event rejected due to rate limit');
    } else if (!channel || channelKind(channel) === 'public') {
      reject('Client events are only supported on private and presence channels');
    } else if (isEncryptedChannel(channel)) {
      // pusher-js refuses to send these (see limits.ts); a raw client must not slip data into an encrypted channel.
      reject('Client events are not supported on encrypted channels');
    } else if (!this.config.registry.isSubscribed(channel, this.socketId)) {
      reject(`Client event rejected: not subscribed to ${channel}`);
    } else if (event.length > MAX_NAME_LENGTH) {
      reject(`Event name is longer than ${MAX_NAME_LENGTH} characters`);
    } else if (dataByteLength(message.data) > MAX_EVENT_DATA_BYTES) {
      reject('Event data is larger than 10 KB');
    } else {
      const member = this.config.registry.memberOf(channel, this.socketId);
      const relayed: OutboundMessage = { event, channel, data: message.data };
      if (member) relayed.user_id = member.userId;
      this.config.registry.broadcast(channel, relayed, this.socketId);
    }
  }
}

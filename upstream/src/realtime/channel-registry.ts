// Who is subscribed to which channel, and the members of presence channels.
import { encodeMessage, type OutboundMessage } from './protocol';

export interface Subscriber {
  readonly socketId: string;
  /** Sends an already encoded frame. */
  sendRaw(frame: string): void;
}

export interface PresenceMember {
  userId: string;
  userInfo: unknown;
}

interface Subscription {
  subscriber: Subscriber;
  member: PresenceMember | null;
}

export interface PresenceSnapshot {
  ids: string[];
  hash: Record<string, unknown>;
  count: number;
}

export class ChannelRegistry {
  private readonly channels = new Map<string, Map<string, Subscription>>();

  /** Adds the subscriber; returns false when it was already subscribed. */
  subscribe(channel: string, subscriber: Subscriber, member: PresenceMember | null = null): boolean {
    let subs = this.channels.get(channel);
    if (!subs) {
      subs = new Map();
      this.channels.set(channel, subs);
    }
    if (subs.has(subscriber.socketId)) return false;
    subs.set(subscriber.socketId, { subscriber, member });
    return true;
  }

  /** Removes the subscriber; returns its presence member, if it had one. */
  unsubscribe(channel: string, socketId: string): { removed: boolean; member: PresenceMember | null } {
    const subs = this.channels.get(channel);
    const sub = subs?.get(socketId);
    if (!subs || !sub) return { removed: false, member: null };
    subs.delete(socketId);
    if (subs.size === 0) this.channels.delete(channel);
    return { removed: true, member: sub.member };
  }

  isSubscribed(channel: string, socketId: string): boolean {
    return this.channels.get(channel)?.has(socketId) ?? false;
  }

  memberOf(channel: string, socketId: string): PresenceMember | null {
    return this.channels.get(channel)?.get(socketId)?.member ?? null;
  }

  /** How many connections of this user are in the channel. */
  connectionsOfUser(channel: string, userId: string): number {
    let count = 0;
    for (const sub of this.channels.get(channel)?.values() ?? []) {
      if (sub.member?.userId === userId) count += 1;
    }
    return count;
  }

  /** Presence hash as `pusher_internal:subscription_succeeded` carries it (first info per user wins). */
  presence(channel: string): PresenceSnapshot {
    const hash: Record<string, unknown> = {};
    for (const sub of this.channels.get(channel)?.values() ?? []) {
      if (sub.member && !(sub.member.userId in hash)) hash[sub.member.userId] = sub.member.userInfo ?? null;
    }
    const ids = Object.keys(hash);
    return { ids, hash, count: ids.length };
  }

  subscriptionCount(channel: string): number {
    return this.channels.get(channel)?.size ?? 0;
  }

  userCount(channel: string): number {
    return this.presence(channel).count;
  }

  occupiedChannels(): string[] {
    return [...this.channels.keys()];
  }

  /** Sends to every subscriber of the channel except `exceptSocketId`; returns how many got it. */
  broadcast(channel: string, message: OutboundMessage, exceptSocketId?: string): number {
    const subs = this.channels.get(channel);
    if (!subs) return 0;
    const frame = encodeMessage(message);
    let sent = 0;
    for (const [socketId, sub] of subs) {
      if (socketId === exceptSocketId) continue;
      sub.subscriber.sendRaw(frame);
      sent += 1;
    }
    return sent;
  }
}

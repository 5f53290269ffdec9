// Decides whether a `pusher:subscribe` may go ahead: channel name, signature, presence member and
// the presence limits. Refusals carry what the client is told (see limits.ts for the sources).
import { isValidChannelAuth } from './channel-auth';
import type { ChannelRegistry, PresenceMember } from './channel-registry';
import { MAX_NAME_LENGTH, MAX_PRESENCE_MEMBERS, MAX_PRESENCE_USER_ID_LENGTH, MAX_PRESENCE_USER_INFO_BYTES } from './limits';
import { PusherErrorCode, channelKind, isValidChannelName } from './protocol';

/**
 * Sent as `pusher:error` `{code, message}` and, when there is a channel, as
 * `pusher:subscription_error` `{type, error, status}` on it: the event pusher-js hands to
 * `channel.bind('pusher:subscription_error', …)` and Laravel Echo to `.error()`. (pusher-js drops
 * every `pusher_internal:*` event but subscription_succeeded/count, so the name must be `pusher:`.)
 */
export interface SubscriptionRefusal {
  channel?: string;
  code: number;
  type: 'AuthError' | 'LimitReached' | 'InvalidChannelName';
  status: number;
  message: string;
}

export type SubscriptionCheck = { ok: true; channel: string; member: PresenceMember | null } | { ok: false; refusal: SubscriptionRefusal };

export interface SubscriptionContext {
  key: string;
  secret: string;
  socketId: string;
  registry: ChannelRegistry;
}

const refuse = (refusal: SubscriptionRefusal): SubscriptionCheck => ({ ok: false, refusal });

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** Reads `{"user_id": ..., "user_info": ...}` from a presence subscription's channel_data. */
function parseMember(channelData: string): PresenceMember | null {
  let value: unknown;
  try {
    value = JSON.parse(channelData);
  } catch {
    return null;
  }
  const record = asRecord(value);
  const userId = record.user_id;
  if ((typeof userId !== 'string' || userId === '') && typeof userId !== 'number') return null;
  return { userId: String(userId), userInfo: record.user_info ?? null };
}

function checkName(channel: unknown): SubscriptionRefusal | null {
  if (isValidChannelName(channel)) return null;
  const name = typeof channel === 'string' ? channel : undefined;
  // Soketi: `{type: 'LimitReached', status: 4009}` for a long name, 4009 for disallowed characters.
  const tooLong = name !== undefined && name.length > MAX_NAME_LENGTH;
  return {
    channel: name,
    code: PusherErrorCode.Unauthorized,
    type: tooLong ? 'LimitReached' : 'InvalidChannelName',
    status: PusherErrorCode.Unauthorized,
    message: tooLong
      ? `The channel name is longer than the allowed ${MAX_NAME_LENGTH} characters.`
      : 'The channel name is not allowed: use 1 to 200 of A-Z a-z 0-9 _ - = @ , . ;',
  };
}

/** Presence limits, checked after the signature (strangers learn nothing about the channel). */
function checkMember(channel: string, member: PresenceMember, registry: ChannelRegistry): SubscriptionRefusal | null {
  const limit = (code: number, message: string): SubscriptionRefusal => ({
    channel,
    code,
    type: 'LimitReached',
    status: code,
    message,
  });
  if (member.userId.length > MAX_PRESENCE_USER_ID_LENGTH) {
    return limit(PusherErrorCode.ClientEventRejected, `The user_id is longer than ${MAX_PRESENCE_USER_ID_LENGTH} characters.`);
  }
  if (Buffer.byteLength(JSON.stringify(member.userInfo), 'utf8') > MAX_PRESENCE_USER_INFO_BYTES) {
    return limit(PusherErrorCode.ClientEventRejected, `The maximum size for a channel member's user_info is ${MAX_PRESENCE_USER_INFO_BYTES} bytes.`);
  }
  // Another tab of a member does not add a member.
  const alreadyMember = registry.connectionsOfUser(channel, member.userId) > 0;
  if (!alreadyMember && registry.userCount(channel) >= MAX_PRESENCE_MEMBERS) {
    return limit(PusherErrorCode.OverCapacity, `The maximum of ${MAX_PRESENCE_MEMBERS} members per presence channel was reached.`);
  }
  return null;
}

export function checkSubscription(data: Record<string, unknown>, context: SubscriptionContext): SubscriptionCheck {
  const nameRefusal = checkName(data.channel);
  if (nameRefusal) return refuse(nameRefusal);
  const channel = data.channel as string;
  const kind = channelKind(channel);
  if (kind === 'public') return { ok: true, channel, member: null };

  const authError = (message: string): SubscriptionCheck => refuse({ channel, code: PusherErrorCode.Unauthorized, type: 'AuthError', status: 401, message });
  const channelData = kind === 'presence' ? data.channel_data : undefined;
  if (kind === 'presence' && typeof channelData !== 'string') return authError('Presence channels require channel_data');
  const valid = isValidChannelAuth({
    key: context.key,
    secret: context.secret,
    socketId: context.socketId,
    channel,
    channelData: channelData as string | undefined,
    auth: typeof data.auth === 'string' ? data.auth : null,
  });
  if (!valid) return authError(`Invalid signature: expected HMAC SHA256 hex digest of ${context.socketId}:${channel}`);
  if (kind !== 'presence') return { ok: true, channel, member: null };

  const member = parseMember(channelData as string);
  if (!member) return authError('channel_data must be JSON with a user_id');
  const limitRefusal = checkMember(channel, member, context.registry);
  return limitRefusal ? refuse(limitRefusal) : { ok: true, channel, member };
}

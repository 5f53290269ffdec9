// Every limit the embedded realtime server enforces, copied from Pusher Channels (and Soketi, the
// open-source Pusher server whose source gives the exact codes). Keep them here, in one place.
//
// Sources:
// - Pusher protocol 7, "Error Codes": https://pusher.com/docs/channels/library_auth_reference/pusher-websockets-protocol
// - Pusher channel naming: https://pusher.com/docs/channels/using_channels/channels/#channel-naming-conventions
// - Pusher presence limits ("100 members maximum, 1KB limit for user object, and maximum 128
//   characters for user id"): https://pusher.com/docs/channels/using_channels/presence-channels
// - Pusher client events (10 KB of data): https://pusher.com/docs/channels/using_channels/events/#triggering-client-events
// - No client events on `private-encrypted-` channels: pusher-js `EncryptedChannel.trigger` throws
//   "Client events are not currently supported for encrypted channels" (src/core/channels/encrypted_channel.ts);
//   the server refuses them too so that no other client can inject unauthenticated data there.
// - Client events: "a maximum rate of 10 messages per second per client (connection)", refused with
//   4301 "Client event rejected due to rate limit": https://pusher.com/docs/channels/using_channels/events/#rate-limit-your-events
//   and the protocol's error codes (4100 "Over capacity": reconnect after a back-off of 1 s or more).
// - Soketi: src/ws-handler.ts (subscribeToChannel, handleClientEvent),
//   src/channels/presence-channel-manager.ts (join), src/channels/public-channel-manager.ts (join),
//   src/utils.ts (restrictedChannelName), src/server.ts (defaults).

/** Channel and event names: at most 200 characters (Pusher; Soketi `channelLimits.maxNameLength`). */
export const MAX_NAME_LENGTH = 200;

/** Characters Pusher allows in channel names (Soketi `Utils.restrictedChannelName`). */
export const CHANNEL_NAME_PATTERN = /^[-a-zA-Z0-9_=@,.;]+$/;

/** An event's `data`, from the HTTP API or a client event: 10 KB (Pusher's documented limit). */
export const MAX_EVENT_DATA_BYTES = 10 * 1024;

/** HTTP API: one event goes to at most 100 channels (Soketi `eventLimits.maxChannelsAtOnce`). */
export const MAX_CHANNELS_PER_EVENT = 100;

/** HTTP API: a batch holds at most 10 events (Soketi `eventLimits.maxBatchSize`). */
export const MAX_BATCH_EVENTS = 10;

/** HTTP API: whole request bodies above this are refused with 413 before parsing. */
export const MAX_HTTP_BODY_BYTES = 256 * 1024;

/** Presence: distinct members per channel (Pusher and Soketi `presence.maxMembersPerChannel`). */
export const MAX_PRESENCE_MEMBERS = 100;

/**
 * Presence: `user_info` as JSON, in bytes. Pusher documents 1 KB; Soketi defaults to 2 KB
 * (`presence.maxMemberSizeInKb`). We keep Pusher's.
 */
export const MAX_PRESENCE_USER_INFO_BYTES = 1024;

/** Presence: `user_id` length (Pusher's documented limit; Soketi does not check it). */
export const MAX_PRESENCE_USER_ID_LENGTH = 128;

/**
 * Websocket frames above this are answered with `pusher:error` 4301 and dropped; the connection
 * stays open (a client that sends one big event should not lose its subscriptions). Nothing a
 * well-behaved client sends comes near it: a client event is 10 KB of data plus two names, a
 * presence subscription 1 KB of user_info plus a signature.
 */
export const MAX_FRAME_BYTES = 32 * 1024;

/**
 * Frames above this never reach us: `ws` (maxPayload) closes the connection with 1009 "Message
 * Too Big" (RFC 6455) so that no client makes the server buffer more than this per message.
 * pusher-js reconnects after a 1009 like after any close code below 4000.
 */
export const MAX_WS_PAYLOAD_BYTES = 256 * 1024;

/**
 * Open connections from one client address (env REALTIME_MAX_CONNECTIONS_PER_IP). One browser
 * holds one per tab; an office behind one NAT address shares it, hence the room. The one over it
 * is answered `pusher:error` 4100 and closed with 4100 ("Over capacity": pusher-js reconnects
 * after a back-off, so a tab refused while others were open gets in once they close). Pusher's own
 * 4004 ("over connection quota") would stop pusher-js from ever retrying.
 */
export const DEFAULT_MAX_CONNECTIONS_PER_IP = 100;

/**
 * Client events per second per connection (env REALTIME_CLIENT_EVENTS_PER_SECOND): Pusher's rate.
 * A token bucket of this size refilled continuously; an event over it is dropped with `pusher:error`
 * 4301 "Client event rejected due to rate limit" on its channel, and the connection stays open.
 */
export const DEFAULT_CLIENT_EVENTS_PER_SECOND = 10;

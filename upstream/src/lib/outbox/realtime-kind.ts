import type { Publisher } from '../../realtime/publisher';
import { PublishError } from '../../realtime/publisher';
import type { OutboxKind } from './outbox-kind';

export const REALTIME_KIND = 'realtime';

/** A realtime row's payload: one `publish(channels, event, data)`. */
export type RealtimePayload = { channels: string[]; event: string; data: unknown };

class MalformedPayload extends Error {}

function parse(payload: Record<string, unknown>): RealtimePayload {
  const { channels, event, data } = payload;
  if (!Array.isArray(channels) || !channels.every((c) => typeof c === 'string') || typeof event !== 'string') {
    throw new MalformedPayload(`malformed realtime payload ${JSON.stringify(payload).slice(0, 200)}`);
  }
  return { channels, event, data };
}

/**
 * Delivers realtime rows through `publisher`, which must REJECT on failure
 * (createRejectingPusherPublisher) so the dispatcher can retry. A refusal other than 408/429
 * (a 4xx: the event is too large, the credentials are wrong) is not retried.
 */
export function realtimeKind(publisher: Publisher): OutboxKind {
  return {
    kind: REALTIME_KIND,
    deliver: async (payload) => {
      const { channels, event, data } = parse(payload);
      await publisher.publish(channels, event, data);
    },
    isPermanent: (error) =>
      error instanceof MalformedPayload ||
      (error instanceof PublishError &&
        error.status !== undefined &&
        error.status >= 400 &&
        error.status < 500 &&
        error.status !== 408 &&
        error.status !== 429),
  };
}

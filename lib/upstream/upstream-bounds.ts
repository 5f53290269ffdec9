/**
 * How long the BFF waits for the upstream (docs/security.md, "Failure modes": a stopped upstream held calls for minutes).
 * Every call gets two bounds, read from UPSTREAM_CONNECT_TIMEOUT_MS and UPSTREAM_TIMEOUT_MS:
 *  - connect: until the TCP connection is open (the relay's fresh sockets; a kept-alive one is open);
 *  - progress: the call may never go longer than this without progress. The timer restarts with
 *    every chunk of request body sent on, and once more when the body ended; it stops at the
 *    answer's headers (a long download is not cut). So an upload of any length is never cut while
 *    the browser keeps sending, and a hung upstream is noticed within the bound after the body
 *    ended (or after its buffers filled and the body stopped moving).
 * A call that meets a bound answers 504 with MESSAGES.timedOut; pages treat it as an outage.
 */
import { serverEnv } from '@/lib/env';

export type BoundPhase = 'connect' | 'answer';

/** The upstream did not connect or answer within its bound. */
export class UpstreamTimeoutError extends Error {
  constructor(
    readonly phase: BoundPhase,
    readonly ms: number,
  ) {
    super(phase === 'connect' ? `Upstream did not accept the connection within ${ms} ms` : `Upstream did not answer within ${ms} ms`);
    this.name = 'UpstreamTimeoutError';
  }
}

export const isUpstreamTimeout = (error: unknown): error is UpstreamTimeoutError =>
  error instanceof Error && error.name === 'UpstreamTimeoutError' && 'phase' in error;

export interface UpstreamBounds {
  connectMs: number;
  answerMs: number;
}

export function upstreamBounds(): UpstreamBounds {
  const env = serverEnv();
  return { connectMs: env.upstreamConnectTimeoutMs, answerMs: env.upstreamTimeoutMs };
}

/**
 * One call's deadline: `arm(phase)` (re)starts the timer for that phase's bound, `clear()` stops it;
 * when it runs out, `onExpire` gets the UpstreamTimeoutError. The timer never keeps the process alive.
 */
export function callDeadline(bounds: UpstreamBounds, onExpire: (error: UpstreamTimeoutError) => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    arm(phase: BoundPhase = 'answer') {
      clearTimeout(timer);
      const ms = phase === 'connect' ? bounds.connectMs : bounds.answerMs;
      timer = setTimeout(() => onExpire(new UpstreamTimeoutError(phase, ms)), ms);
      timer.unref?.();
    },
    clear() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

/** A request body that restarts the deadline with every chunk read from it and once more at its end. */
export function watchedBody(body: ReadableStream<Uint8Array>, onProgress: () => void): ReadableStream<Uint8Array> {
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        onProgress();
        controller.enqueue(chunk);
      },
      flush() {
        onProgress();
      },
    }),
  );
}

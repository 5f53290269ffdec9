import { Agent, request } from 'undici';
import type { AllowList } from '../../monitoring/net/allow-list';
import { assertAllowedUrl } from '../../monitoring/net/assert-allowed-url';
import { MonitoringFetchError } from '../../monitoring/net/fetch-error';
import { guardedLookup } from '../../monitoring/net/guarded-lookup';
import { resolveHost } from '../../monitoring/net/resolve-host';

export const WEBHOOK_USER_AGENT = 'CollabWebhooks/1.0';
/** What is kept of a receiver's answer for the delivery log. */
const KEPT_BYTES = 2048;

export type PostOutcome = { status: number | null; error: string | null; durationMs: number; body: string };

/**
 * POSTs one signed message, bounded like the monitor's fetches (decision 0031): the URL passes the
 * address guard, and the connection is made through the guarded lookup (a DNS answer that changed
 * since registration cannot reach a private address); redirects are not followed (a 3xx is a
 * failed attempt); one deadline covers the whole exchange; at most 2 KB of the answer is read.
 * Never throws: the outcome says what happened.
 */
export async function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  opts: { allow: AllowList; timeoutMs: number },
): Promise<PostOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const deadline = AbortSignal.timeout(opts.timeoutMs);
  let agent: Agent | null = null;
  try {
    const target = await assertAllowedUrl(url, opts.allow, resolveHost);
    agent = new Agent({ connect: { lookup: guardedLookup(opts.allow, target.port, target.hostAllowed, resolveHost) } });
    const response = await request(target.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': WEBHOOK_USER_AGENT, ...headers },
      body,
      dispatcher: agent,
      signal: deadline,
    });
    const kept = await readSome(response.body, KEPT_BYTES);
    return { status: response.statusCode, error: null, durationMs: elapsed(), body: kept };
  } catch (error) {
    return { status: null, error: describe(error, deadline.aborted, opts.timeoutMs), durationMs: elapsed(), body: '' };
  } finally {
    await agent?.destroy().catch(() => undefined);
  }
}

/** The first `max` bytes of the answer as text; the rest is not read (the connection is dropped). */
async function readSome(stream: AsyncIterable<Buffer | Uint8Array> & { destroy?: () => void }, max: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    chunks.push(Buffer.from(chunk));
    size += chunk.byteLength;
    if (size >= max) break;
  }
  return Buffer.concat(chunks).subarray(0, max).toString('utf8');
}

function describe(error: unknown, timedOut: boolean, timeoutMs: number): string {
  if (timedOut) return `No answer within ${timeoutMs} ms`;
  const cause = (error as { cause?: unknown }).cause;
  const own = error instanceof MonitoringFetchError ? error : cause instanceof MonitoringFetchError ? cause : null;
  if (own) return own.code === 'forbidden_target' ? 'Refused: this address is not allowed' : own.message;
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  return (typeof code === 'string' ? `${code}: ${message}` : message).slice(0, 500);
}

/**
 * How long the upstream's HTTP server waits for a request to arrive (docs/security.md, "Failure
 * modes": a client that sends its headers and then stalls its body must not hold a request, and a
 * busboy reader, forever). UPSTREAM_REQUEST_TIMEOUT_MS [300000]: the whole request, headers and
 * body, must have arrived by then, else node answers 408 and closes the connection (the body
 * readers then fail as a 422 nobody reads). Long enough for a DOCUMENT_MAX_BYTES upload on a slow
 * link; a handler that is still working after its body arrived is not cut. Node checks these bounds
 * every `connectionsCheckingInterval`.
 */
import type { ServerOptions } from 'node:http';
import { z } from 'zod';

const schema = z.coerce.number().int().min(1_000).max(3_600_000).default(300_000);

export function serverBounds(env: Record<string, string | undefined> = process.env): Pick<ServerOptions, 'requestTimeout' | 'connectionsCheckingInterval'> {
  const raw = env.UPSTREAM_REQUEST_TIMEOUT_MS?.trim() || undefined;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new Error(`Invalid UPSTREAM_REQUEST_TIMEOUT_MS: ${parsed.error.issues[0]?.message}`);
  const requestTimeout = parsed.data;
  return { requestTimeout, connectionsCheckingInterval: Math.min(5_000, Math.ceil(requestTimeout / 4)) };
}

import type { PageStatus } from '@/lib/contract/monitoring/common';
import type { ExtractResult } from '../extract/types';

export type Fetcher = 'http' | 'browser';
type Seen = { fetcher: Fetcher; httpStatus: number | null; finalUrl: string | null; bytes: number | null };

/** What one attempt at a page came to, before anything is recorded. */
export type FetchOutcome =
  | (Seen & { kind: 'content'; html: string; screenshot: Buffer | null; extract: ExtractResult; note: string | null; browserMissing: string | null })
  | (Seen & { kind: 'blocked'; detail: string })
  | (Seen & { kind: 'not_found' })
  /** Worth another attempt later: 5xx, 429, a timeout or a dropped connection. */
  | (Seen & { kind: 'retry'; code: string; error: string; retryAfterMs: number | null })
  /** Final for this request: the page status says why. */
  | (Seen & { kind: 'failed'; code: string; error: string; pageStatus: PageStatus });

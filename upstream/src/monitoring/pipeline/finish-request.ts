import { eq, sql } from 'drizzle-orm';
import type { PageStatus, RequestStatus } from '@/lib/contract/monitoring/common';
import type { Db } from '../../db/client';
import { monitoringPages, monitoringRequests } from '../../db/schema';

export type RequestFacts = {
  fetcher?: 'http' | 'browser' | null;
  httpStatus?: number | null;
  finalUrl?: string | null;
  errorCode?: string | null;
  error?: string | null;
  durationMs?: number | null;
  bytes?: number | null;
  versionId?: number | null;
  priceId?: number | null;
};

/** Closes a request with its final status and what was seen (locks dropped). */
export async function closeRequest(
  db: Db,
  requestId: number,
  status: Exclude<RequestStatus, 'queued' | 'running'>,
  facts: RequestFacts,
  now: Date,
): Promise<void> {
  await db
    .update(monitoringRequests)
    .set({ ...facts, error: facts.error?.slice(0, 1000) ?? null, status, finishedAt: now, lockedBy: null, lockedUntil: null, updatedAt: now })
    .where(eq(monitoringRequests.id, requestId));
}

/** Back to the queue for another attempt, not before `notBefore`; `refund` gives the attempt back. */
export async function requeueRequest(db: Db, requestId: number, notBefore: Date, facts: RequestFacts, now: Date, refund = false): Promise<void> {
  await db
    .update(monitoringRequests)
    .set({
      ...facts,
      error: facts.error?.slice(0, 1000) ?? null,
      status: 'queued',
      notBefore,
      lockedBy: null,
      lockedUntil: null,
      updatedAt: now,
      ...(refund ? { attempts: sql`greatest(${monitoringRequests.attempts} - 1, 0)` } : {}),
    })
    .where(eq(monitoringRequests.id, requestId));
}

export type PageResult =
  | { kind: 'success'; status: PageStatus; detail: string | null; fetcher: 'http' | 'browser' }
  | { kind: 'blocked'; detail: string; fetcher: 'http' | 'browser' | null }
  | { kind: 'failure'; status: PageStatus; detail: string | null; fetcher: 'http' | 'browser' | null };

/**
 * The page after a final outcome. Success resets the failure and block streaks (and the degraded
 * mark, so a later streak is told again); a block adds to both streaks; any other failure breaks
 * the block streak. Returns the page's block streak.
 */
export async function settlePage(db: Db, pageId: number, result: PageResult, nextCheckAt: Date, now: Date): Promise<number> {
  const common = { lastCheckedAt: now, nextCheckAt, updatedAt: now, ...(result.fetcher ? { lastFetcher: result.fetcher } : {}) };
  const set =
    result.kind === 'success'
      ? {
          ...common,
          status: result.status,
          statusDetail: result.detail,
          lastSuccessAt: now,
          consecutiveFailures: 0,
          consecutiveBlocks: 0,
          degradedNoticeAt: null,
        }
      : result.kind === 'blocked'
        ? {
            ...common,
            status: 'blocked' as const,
            statusDetail: result.detail,
            consecutiveFailures: sql`${monitoringPages.consecutiveFailures} + 1`,
            consecutiveBlocks: sql`${monitoringPages.consecutiveBlocks} + 1`,
          }
        : {
            ...common,
            status: result.status,
            statusDetail: result.detail,
            consecutiveFailures: sql`${monitoringPages.consecutiveFailures} + 1`,
            consecutiveBlocks: 0,
          };
  // A page paused while its request ran stays paused.
  const [row] = await db
    .update(monitoringPages)
    .set({ ...set, status: sql`case when ${monitoringPages.status} = 'paused' then 'paused' else ${set.status} end` })
    .where(eq(monitoringPages.id, pageId))
    .returning({ blocks: monitoringPages.consecutiveBlocks });
  return row?.blocks ?? 0;
}

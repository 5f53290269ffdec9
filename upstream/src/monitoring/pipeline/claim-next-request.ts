import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from './rows-of';

export type ClaimedRequest = { id: number; pageId: number; domain: string; attempts: number };

/**
 * Takes the oldest due request whose retailer domain is free, in ONE statement so it is atomic on
 * PostgreSQL (any number of workers and processes) and on PGlite:
 * - `for update of r skip locked`: two workers never take the same request row;
 * - the domain lease is an upsert on `monitoring_domains` whose `where` re-checks the lease and
 *   `next_allowed_at` against the row as committed (PostgreSQL re-evaluates an ON CONFLICT DO
 *   UPDATE condition on the latest version), so two workers racing for one domain cannot both win;
 *   the loser's lease CTE is empty and its request stays queued;
 * - the request turns `running` only when the lease was taken.
 * `leaseMs` bounds both locks: a worker that dies leaves them to expire (see requeueStaleRequests).
 */
export async function claimNextRequest(db: Db, workerId: string, now: Date, leaseMs: number): Promise<ClaimedRequest | null> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const until = sql`${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    with candidate as (
      select r.id, p.domain
      from monitoring_requests r
      join monitoring_pages p on p.id = r.page_id
      left join monitoring_domains d on d.domain = p.domain
      where r.status = 'queued' and r.not_before <= ${at}
        and (d.domain is null or ((d.busy_until is null or d.busy_until < ${at}) and (d.next_allowed_at is null or d.next_allowed_at <= ${at})))
      order by r.not_before, r.id
      limit 1
      for update of r skip locked
    ), lease as (
      insert into monitoring_domains (domain, busy_by, busy_until)
      select domain, ${workerId}::text, ${until} from candidate
      on conflict (domain) do update set busy_by = excluded.busy_by, busy_until = excluded.busy_until
      where (monitoring_domains.busy_until is null or monitoring_domains.busy_until < ${at})
        and (monitoring_domains.next_allowed_at is null or monitoring_domains.next_allowed_at <= ${at})
      returning domain
    )
    update monitoring_requests r
    set status = 'running', attempts = r.attempts + 1, started_at = ${at}, locked_by = ${workerId}::text, locked_until = ${until},
        finished_at = null, updated_at = ${at}
    from candidate c, lease l
    where r.id = c.id and l.domain = c.domain
    returning r.id, r.page_id, c.domain, r.attempts`);
  const [row] = rowsOf<{ id: number; page_id: number; domain: string; attempts: number }>(result);
  return row ? { id: Number(row.id), pageId: Number(row.page_id), domain: row.domain, attempts: Number(row.attempts) } : null;
}

/**
 * Gives the domain back after a fetch: the next request to it may start `delayMs` after this one
 * finished (robots.txt Crawl-delay, or the default). Only the lease holder releases it.
 */
export async function releaseDomain(db: Db, domain: string, workerId: string, nextAllowedAt: Date): Promise<void> {
  const next = sql`${nextAllowedAt.toISOString()}::timestamptz`;
  // greatest(): a later time set during the fetch (a 429's Retry-After) is kept.
  await db.execute(sql`
    update monitoring_domains
    set busy_by = null, busy_until = null, next_allowed_at = greatest(coalesce(next_allowed_at, ${next}), ${next})
    where domain = ${domain} and busy_by = ${workerId}::text`);
}

/**
 * A running request whose lock expired belongs to a worker that died (or hung past its lease):
 * it goes back to the queue, and so does its domain. Returns how many requests were put back.
 */
export async function requeueStaleRequests(db: Db, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    update monitoring_requests
    set status = 'queued', locked_by = null, locked_until = null, not_before = ${at}, updated_at = ${at}
    where status = 'running' and locked_until < ${at}
    returning id`);
  await db.execute(sql`update monitoring_domains set busy_by = null, busy_until = null where busy_until < ${at}`);
  return rowsOf(result).length;
}

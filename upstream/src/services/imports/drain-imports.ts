import { eq, sql } from 'drizzle-orm';
import { log, logError } from '@/lib/log';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/client';
import { afterCommit, baseDb } from '../../db/request-transaction';
import { imports } from '../../db/schema';
import type { ImportRow } from './run-import';
import { runImport } from './run-import';
import { sendImportProgress } from './send-import-progress';

/** A claim not renewed for this long belongs to a process that stopped: another runner takes the import over. */
export const IMPORT_CLAIM_STALE_SECONDS = 120;

/**
 * Claims the oldest import waiting for a runner (`previewing`, `queued`, or `running` with a stale
 * claim) of a company that has no import in hand: one import per company at a time, the next
 * waits its turn. The claim is one statement under a transaction-scoped advisory lock, so two
 * processes never claim two imports of one company.
 */
async function claimNext(db: Db, now: Date): Promise<ImportRow | null> {
  const stale = new Date(now.getTime() - IMPORT_CLAIM_STALE_SECONDS * 1000);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('imports.claim'))`);
    const rows = await tx.execute<{ id: number }>(sql`
      select i.id from ${imports} i
      where i.status in ('previewing', 'queued', 'running') and (i.claimed_at is null or i.claimed_at < ${stale})
        and not exists (select 1 from ${imports} o where o.company_id = i.company_id and o.id <> i.id
          and o.status in ('previewing', 'queued', 'running') and o.claimed_at >= ${stale})
      order by i.id limit 1`);
    const id = (rows as unknown as { rows: { id: number }[] }).rows[0]?.id;
    if (id === undefined) return null;
    const [row] = await tx
      .update(imports)
      .set({ claimedAt: now, status: sql`case when ${imports.status} = 'queued' then 'running' else ${imports.status} end` })
      .where(eq(imports.id, id))
      .returning();
    return row ?? null;
  });
}

const draining = new WeakMap<Db, { again: boolean; run: Promise<void> }>();

/** Runs imports until none is waiting (one at a time in this process). A call while it runs makes it look again at the end. */
export function drainImports(deps: AppDeps): Promise<void> {
  const db = baseDb(deps.db);
  const current = draining.get(db);
  if (current) {
    current.again = true;
    return current.run;
  }
  const state = { again: false, run: Promise.resolve() };
  state.run = (async () => {
    try {
      do {
        state.again = false;
        for (let row = await claimNext(db, deps.now()); row; row = await claimNext(db, deps.now())) await runClaimed(deps, db, row);
      } while (state.again);
    } finally {
      draining.delete(db);
    }
  })();
  draining.set(db, state);
  return state.run;
}

async function runClaimed(deps: AppDeps, db: Db, row: ImportRow): Promise<void> {
  const phase = row.status === 'previewing' ? 'preview' : 'apply';
  try {
    await runImport(deps, row, phase);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log('warn', 'import failed', { import_id: row.id, error: message });
    await db
      .update(imports)
      .set({ status: 'failed', failure: message.slice(0, 1000), claimedAt: null, updatedAt: deps.now() })
      .where(eq(imports.id, row.id));
    await sendImportProgress(deps, row, 'failed', row.progressDone, row.rowCount);
  }
}

const started = new Set<Promise<void>>();

/**
 * Starts the runner off the request, once the request's transaction has committed the import's new
 * status (the request answers 202 at once). Imports left by a stopped process are taken over by the
 * jobs' sweep (start-jobs.ts), which calls drainImports every minute.
 */
export function kickImports(deps: AppDeps): void {
  afterCommit(() =>
    setImmediate(() => {
      const run = drainImports(deps)
        .catch((error: unknown) => logError('import runner failed', { error: error instanceof Error ? error.message : String(error) }))
        .finally(() => started.delete(run));
      started.add(run);
    }),
  );
}

/** Resolves when every run started so far has finished (tests, benches, graceful shutdown). */
export async function importsSettled(): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  while (started.size) await Promise.allSettled([...started]);
}

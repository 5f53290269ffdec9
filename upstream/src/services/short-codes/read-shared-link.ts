import { eq } from 'drizzle-orm';
import { SHORT_CODE_PATTERN } from '@/lib/contract/short-codes';
import type { ShortCodeType } from '@/lib/contract/short-codes';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/client';
import { files, insights, meetings, monitoringProducts, monitoringSnapshots, monitoringVersions, shortCodes, tasks, users } from '../../db/schema';
import { AppError } from '../../lib/errors';

export const LINK_UNKNOWN = 'This link does not exist.';
export const LINK_EXPIRED = 'This link has expired.';
export const LINK_RECORD_GONE = 'What this link pointed to has been deleted.';

export type ShortCodeRow = typeof shortCodes.$inferSelect;

/** A live code's row: 404 for an unknown (or malformed) code, 410 once it has expired. */
export async function requireLiveShortCode(deps: AppDeps, code: string): Promise<ShortCodeRow> {
  const [row] = SHORT_CODE_PATTERN.test(code) ? await deps.db.select().from(shortCodes).where(eq(shortCodes.code, code)).limit(1) : [];
  if (!row) throw new AppError('NOT_FOUND', LINK_UNKNOWN);
  if (row.expiresAt && row.expiresAt <= deps.now()) throw new AppError('GONE', LINK_EXPIRED);
  return row;
}

/** Where a shared record lives and what it is called; null when it has been deleted. */
export type SharedRecordHome = { title: string; workspaceId: number | null; companyId: number | null };

export async function readSharedRecordHome(db: Db, type: ShortCodeType, id: number): Promise<SharedRecordHome | null> {
  if (type === 'monitoring_version') {
    const [row] = await db
      .select({ title: monitoringProducts.name, companyId: monitoringProducts.companyId })
      .from(monitoringVersions)
      .innerJoin(monitoringSnapshots, eq(monitoringSnapshots.id, monitoringVersions.snapshotId))
      .innerJoin(monitoringProducts, eq(monitoringProducts.id, monitoringSnapshots.monitoringProductId))
      .where(eq(monitoringVersions.id, id))
      .limit(1);
    return row ? { title: row.title, workspaceId: null, companyId: row.companyId } : null;
  }
  const [row] =
    type === 'file'
      ? await db.select({ title: files.name, workspaceId: files.workspaceId }).from(files).where(eq(files.id, id)).limit(1)
      : type === 'insight'
        ? await db.select({ title: insights.name, workspaceId: insights.workspaceId }).from(insights).where(eq(insights.id, id)).limit(1)
        : type === 'meeting'
          ? await db.select({ title: meetings.title, workspaceId: meetings.workspaceId }).from(meetings).where(eq(meetings.id, id)).limit(1)
          : await db.select({ title: tasks.title, workspaceId: tasks.workspaceId }).from(tasks).where(eq(tasks.id, id)).limit(1);
  return row ? { title: row.title, workspaceId: row.workspaceId, companyId: null } : null;
}

/** "Ada Lovelace", or null when the sharer's account is gone. */
export async function readSharerName(db: Db, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [u] = await db.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, userId)).limit(1);
  const name = u ? `${u.first} ${u.last}`.trim() : '';
  return name || null;
}

import { eq } from 'drizzle-orm';
import { SHORT_CODE_PATTERN } from '@/lib/contract/short-codes';
import type { ShortCodeTarget, ShortCodeType } from '@/lib/contract/short-codes';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/client';
import { files, insights, meetings, monitoringVersions, shortCodes, tasks } from '../../db/schema';
import { AppError, forbidden } from '../../lib/errors';
import { requireSharedRecord, requireShareAbility } from './require-shared-record';

export const LINK_UNKNOWN = 'This link does not exist.';
export const LINK_EXPIRED = 'This link has expired.';
export const LINK_RECORD_GONE = 'What this link pointed to has been deleted.';
export const LINK_NO_ACCESS = 'You do not have access to this record.';

async function recordExists(db: Db, type: ShortCodeType, id: number): Promise<boolean> {
  const table = { file: files, insight: insights, meeting: meetings, task: tasks, monitoring_version: monitoringVersions }[type];
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return rows.length > 0;
}

/**
 * `GET short-code/{code}` for a signed-in caller. Unlike the record routes, a record that exists
 * but is not visible is a 403, not a 404: whoever holds the link already knows it points somewhere,
 * and "ask for access" is more useful to them than "does not exist".
 */
export async function resolveShortCode(deps: AppDeps, caller: { userId: number; abilities: string[] }, code: string): Promise<ShortCodeTarget> {
  const { db } = deps;
  const [row] = SHORT_CODE_PATTERN.test(code) ? await db.select().from(shortCodes).where(eq(shortCodes.code, code)).limit(1) : [];
  if (!row) throw new AppError('NOT_FOUND', LINK_UNKNOWN);
  if (row.expiresAt && row.expiresAt <= deps.now()) throw new AppError('GONE', LINK_EXPIRED);
  requireShareAbility(caller.abilities, row.targetType);
  try {
    const { workspaceId, url } = await requireSharedRecord(db, caller.userId, row.targetType, row.targetId);
    return { type: row.targetType, id: row.targetId, workspace_id: workspaceId, url };
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'NOT_FOUND') throw error;
    if (await recordExists(db, row.targetType, row.targetId)) throw forbidden(LINK_NO_ACCESS);
    throw new AppError('NOT_FOUND', LINK_RECORD_GONE);
  }
}

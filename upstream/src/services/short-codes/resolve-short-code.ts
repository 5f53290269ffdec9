import type { ShortCodeTarget } from '@/lib/contract/short-codes';
import type { AppDeps } from '../../app-env';
import { AppError, forbidden } from '../../lib/errors';
import { LINK_RECORD_GONE, readSharedRecordHome, requireLiveShortCode } from './read-shared-link';
import { requireSharedRecord, requireShareAbility } from './require-shared-record';

export { LINK_EXPIRED, LINK_RECORD_GONE, LINK_UNKNOWN } from './read-shared-link';
export const LINK_NO_ACCESS = 'You do not have access to this record.';

/**
 * `GET short-code/{code}` for a signed-in caller. Unlike the record routes, a record that exists
 * but is not visible is a 403, not a 404: whoever holds the link already knows it points somewhere,
 * and "ask for access" is more useful to them than "does not exist".
 */
export async function resolveShortCode(deps: AppDeps, caller: { userId: number; abilities: string[] }, code: string): Promise<ShortCodeTarget> {
  const { db } = deps;
  const row = await requireLiveShortCode(deps, code);
  requireShareAbility(caller.abilities, row.targetType);
  try {
    const { workspaceId, url } = await requireSharedRecord(db, caller.userId, row.targetType, row.targetId);
    return { type: row.targetType, id: row.targetId, workspace_id: workspaceId, url };
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'NOT_FOUND') throw error;
    if (await readSharedRecordHome(db, row.targetType, row.targetId)) throw forbidden(LINK_NO_ACCESS);
    throw new AppError('NOT_FOUND', LINK_RECORD_GONE);
  }
}

import type { ShortCodePreview } from '@/lib/contract/short-codes';
import type { AppDeps } from '../../app-env';
import { AppError } from '../../lib/errors';
import { LINK_RECORD_GONE, readSharedRecordHome, readSharerName, requireLiveShortCode } from './read-shared-link';

/**
 * `GET short-code/{code}/preview`, for anyone holding the link (signed in or not): the record's
 * kind and title and who shared it, the line a landing page needs ("Ada Lovelace shared the file
 * “Q3 deck” with you"). The code is the credential (62^10, not guessable); an unknown code, an
 * expired one or a deleted record reveal nothing more than the status (decision 0038).
 */
export async function readSharePreview(deps: AppDeps, code: string): Promise<ShortCodePreview> {
  const row = await requireLiveShortCode(deps, code);
  const home = await readSharedRecordHome(deps.db, row.targetType, row.targetId);
  if (!home) throw new AppError('NOT_FOUND', LINK_RECORD_GONE);
  return { type: row.targetType, title: home.title, shared_by: await readSharerName(deps.db, row.createdBy) };
}

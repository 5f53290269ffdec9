import type { FileVersion } from '@/lib/contract/files';
import type { Db } from '../../db/client';
import { loadMemberUsers } from '../discussions/load-member-users';
import { findFileVersion } from './find-file-version';
import { toVersionResource } from './present-version';

/** `GET files/{id}/version/{versionId}`: one version as JSON (its bytes: the download route). */
export async function getFileVersion(db: Db, fileId: number, versionId: number): Promise<FileVersion> {
  const row = await findFileVersion(db, fileId, versionId);
  return toVersionResource(row, await loadMemberUsers(db, [row.uploadedBy]));
}

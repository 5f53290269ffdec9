import type { FileVersion } from '@/lib/contract/files';
import type { MemberUser } from '@/lib/contract/teams';
import type { fileVersions } from '../../db/schema';
import { memberOf } from '../discussions/load-member-users';

export type VersionRow = typeof fileVersions.$inferSelect;

/** The BFF path that streams a version's bytes with the session (never a public URL). */
export const versionDownloadUrl = (fileId: number, versionId: number) => `/api/files/${fileId}/version/${versionId}/download`;

/** A version as the contract shows it: stored bytes (`document`) or an external URL. */
export function toVersionResource(row: VersionRow, uploaders: Map<number, MemberUser>): FileVersion {
  const stored = row.storageName !== null;
  return {
    id: row.id,
    file_id: row.fileId,
    version: row.version,
    kind: stored ? 'upload' : 'url',
    external_url: stored ? null : row.externalUrl,
    document: stored
      ? {
          original_name: row.originalName ?? 'download',
          mime: row.mime ?? 'application/octet-stream',
          size: row.size ?? 0,
          download_url: versionDownloadUrl(row.fileId, row.id),
        }
      : null,
    uploaded_by: memberOf(uploaders, row.uploadedBy),
    created_at: row.createdAt.toISOString(),
  };
}

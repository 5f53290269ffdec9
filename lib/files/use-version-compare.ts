'use client';

import { useQuery } from '@tanstack/react-query';
import { ApiError, isApiError } from '@/lib/api/api-error';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { COMPARE_MAX_BYTES, isTextDocumentType } from '@/lib/contract/files';
import type { FileVersion, FileVersionCompare } from '@/lib/contract/files';
import { readSchema } from '@/lib/workspace-content/read-schema';
import { FILE_MSG } from './messages';

/** Which two versions a comparison shows: `version` against the older `base`. */
export type ComparePair = { version: FileVersion; base: FileVersion };

const isText = (v: FileVersion) => v.kind === 'upload' && isTextDocumentType(v.document?.mime);
/** Past the upstream's size bound the comparison would be a 422: no button that can only fail. */
const small = (v: FileVersion) => (v.document?.size ?? 0) <= COMPARE_MAX_BYTES;

/**
 * What "Compare with previous" compares a version with: the nearest older text version (links and
 * other types in between are passed over; the dialog names both numbers). Null for a version that
 * is not text, has no older text version, or when either is over the size bound.
 */
export function previousTextVersion(versions: readonly FileVersion[], version: FileVersion): FileVersion | null {
  if (!isText(version)) return null;
  const older = versions.filter((v) => v.version < version.version && isText(v)).sort((a, b) => b.version - a.version)[0];
  return older && small(older) && small(version) ? older : null;
}

/**
 * `GET files/{id}/version/{versionId}/compare?with=` for the compare dialog. A version's bytes never
 * change, so the answer stays fresh; a 4xx (not text, too large, deleted) is not retried.
 */
export function useVersionCompare(fileId: number, pair: ComparePair) {
  return useQuery({
    queryKey: queryKeys.fileCompare(fileId, pair.version.id, pair.base.id),
    queryFn: async (): Promise<FileVersionCompare> => {
      const res = await apiFetch<FileVersionCompare>(`files/${fileId}/version/${pair.version.id}/compare`, {
        query: { with: pair.base.id },
        fallback: FILE_MSG.compare,
        schema: readSchema('fileCompare'),
      });
      if (!res.ok) throw new ApiError(res);
      return res.data;
    },
    staleTime: Infinity,
    retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
  });
}

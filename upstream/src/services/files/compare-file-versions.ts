import { COMPARE_CONTEXT_LINES, COMPARE_MAX_BYTES, COMPARE_MAX_LINES, isTextDocumentType } from '@/lib/contract/files';
import type { FileVersionCompare } from '@/lib/contract/files';
import type { AppDeps } from '../../app-env';
import { fieldError, notFound } from '../../lib/errors';
import { readAtMost } from '../../lib/read-at-most';
import type { ContentAccess } from '../access/content-guard';
import type { FileRow, VersionRow } from './present-files';
import { diffTextLines, splitLines } from './diff-text-lines';
import { findFileVersion } from './read-files';

const MAX_MB = COMPARE_MAX_BYTES / 1_048_576;

/**
 * The lines of an uploaded text version, or a 422 on `field` (`version` for the path's, `with` for
 * the other): a link, a type that is not text, or past COMPARE_MAX_BYTES / COMPARE_MAX_LINES. The
 * size is checked on the row first, and the read stops past the bound whatever the row says.
 */
async function textLines(deps: AppDeps, version: VersionRow, field: 'version' | 'with'): Promise<string[]> {
  const label = `Version ${version.version}`;
  if (!version.storageName) throw fieldError(field, `${label} is an external link; only uploaded text versions can be compared.`);
  if (!isTextDocumentType(version.mime)) {
    throw fieldError(field, `${label} is not a text file; only text versions (plain text, CSV, TSV, Markdown or JSON) can be compared.`);
  }
  const tooLarge = () => fieldError(field, `${label} is larger than ${MAX_MB} MB; download it to compare.`);
  if ((version.size ?? 0) > COMPARE_MAX_BYTES) throw tooLarge();
  const stored = await deps.storage.get(version.storageName);
  if (!stored) throw notFound('Document');
  const bytes = await readAtMost(stored.stream, COMPARE_MAX_BYTES);
  if (!bytes) throw tooLarge();
  // Not fatal: the upload was sniffed as UTF-8 from its head only; a bad byte later shows as U+FFFD. The BOM is dropped.
  const lines = splitLines(new TextDecoder('utf-8').decode(bytes));
  if (lines.length > COMPARE_MAX_LINES)
    throw fieldError(field, `${label} has more than ${COMPARE_MAX_LINES.toLocaleString('en-US')} lines; download it to compare.`);
  return lines;
}

const side = (version: VersionRow, lines: string[]) => ({
  id: version.id,
  version: version.version,
  name: version.originalName ?? 'Document',
  lines: lines.length,
});

/**
 * `GET files/{id}/version/{versionId}/compare?with=`: a unified line diff from version `withId`
 * to version `versionId`, both uploaded text versions of this file (404 for a version of another
 * file). Access is the caller's read access to the file, checked by the handler (as for a download).
 */
export async function compareFileVersions(deps: AppDeps, access: ContentAccess<FileRow>, versionId: number, withId: number): Promise<FileVersionCompare> {
  const fileId = access.row.id;
  const to = await findFileVersion(deps.db, fileId, versionId);
  const from = await findFileVersion(deps.db, fileId, withId);
  const after = await textLines(deps, to, 'version');
  const before = await textLines(deps, from, 'with');
  const diff = diffTextLines(before, after, COMPARE_CONTEXT_LINES);
  if (!diff) throw fieldError('with', 'These versions differ in too many lines to compare here; download both to compare them.');
  return { file_id: fileId, from: side(from, before), to: side(to, after), ...diff };
}

import { and, eq } from 'drizzle-orm';
import { diffLines } from 'diff';
import type { LineChange, VersionDetail } from '@/lib/contract/monitoring/snapshots';
import type { AppDeps } from '../../../app-env';
import { monitoringVersions } from '../../../db/schema';
import { fieldError } from '../../../lib/errors';
import { readBlob } from '../../../monitoring/record/read-blob';
import { toVersionResource, type VersionRow } from './to-version-resource';

const textOf = async (deps: AppDeps, v: VersionRow) => (await readBlob(deps, v.textBlob))?.toString('utf8') ?? '';

/** One entry per line: what the side-by-side view lays out. */
function lineChanges(before: string, after: string): LineChange[] {
  const out: LineChange[] = [];
  for (const part of diffLines(before, after)) {
    const type = part.added ? 'added' : part.removed ? 'removed' : 'same';
    for (const line of part.value.replace(/\n$/, '').split('\n')) out.push({ type, text: line });
  }
  return out;
}

/**
 * `GET .../versions/{id}`: the version with its normalized text, the extracted fields and a line
 * diff against `compare` (another version of the same snapshot; by default the previous one). A
 * first version has nothing to compare with: every line is 'added'.
 */
export async function getVersion(deps: AppDeps, version: VersionRow, compareId: number | undefined): Promise<VersionDetail> {
  const otherId = compareId ?? version.previousVersionId;
  let other: VersionRow | null = null;
  if (otherId !== null && otherId !== undefined) {
    const [row] = await deps.db
      .select()
      .from(monitoringVersions)
      .where(and(eq(monitoringVersions.id, otherId), eq(monitoringVersions.snapshotId, version.snapshotId)))
      .limit(1);
    if (!row && compareId !== undefined) throw fieldError('compare', 'The version to compare with must be a version of this snapshot.');
    other = row ?? null;
  }
  const text = await textOf(deps, version);
  const before = other ? await textOf(deps, other) : '';
  return {
    ...toVersionResource(version),
    text,
    extracted: version.extracted,
    compare_to: other ? { id: other.id, number: other.number } : null,
    changes: text === '' && before === '' ? [] : lineChanges(before, text),
  };
}

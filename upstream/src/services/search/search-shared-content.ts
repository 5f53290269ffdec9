import { and, inArray, or } from 'drizzle-orm';
import type { SearchHit } from '@/lib/contract/search';
import { recordUrl } from '@/lib/routes/record-url';
import type { Db } from '../../db/client';
import { files, fileWorkspaces, insights, insightWorkspaces } from '../../db/schema';
import { workspaceIdsByFile, workspaceIdsByInsight } from '../access/content-guard';
import { containsTerm, rankByName, subtitleOf } from './search-terms';
import type { SearchTerm } from './search-terms';
import { workspaceNames } from './workspace-names';

type Shared = { id: number; name: string; workspaceId: number; detail: string | null };

/** The workspace a hit opens in: its own when the caller sees it, else the first it is shared with that they see. */
function openIn(row: Shared, sharedWith: number[] | undefined, visible: ReadonlySet<number>): number {
  if (visible.has(row.workspaceId)) return row.workspaceId;
  return (sharedWith ?? []).filter((id) => visible.has(id)).sort((a, b) => a - b)[0];
}

async function present(db: Db, type: 'file' | 'insight', rows: Shared[], byRecord: Map<number, number[]>, visible: ReadonlySet<number>): Promise<SearchHit[]> {
  const opened = rows.map((r) => ({ row: r, ws: openIn(r, byRecord.get(r.id), visible) }));
  const names = await workspaceNames(
    db,
    opened.map((o) => o.ws),
  );
  return opened.map(({ row, ws }) => ({ id: row.id, title: row.name, subtitle: subtitleOf(names.get(ws), row.detail), url: recordUrl(type, row.id, ws) }));
}

/** What differs between searching files and insights: the table, its detail column and its sharing table. */
const SHARED_KINDS = {
  file: {
    table: files,
    detail: files.category,
    sharedInto: (db: Db, visible: number[]) =>
      db.select({ id: fileWorkspaces.fileId }).from(fileWorkspaces).where(inArray(fileWorkspaces.workspaceId, visible)),
    workspaceIds: workspaceIdsByFile,
  },
  insight: {
    table: insights,
    detail: insights.type,
    sharedInto: (db: Db, visible: number[]) =>
      db.select({ id: insightWorkspaces.insightId }).from(insightWorkspaces).where(inArray(insightWorkspaces.workspaceId, visible)),
    workspaceIds: workspaceIdsByInsight,
  },
} as const;

/** The records of one kind whose name matches, in or shared with a visible workspace, best match first, as hits. */
async function searchShared(
  db: Db,
  type: keyof typeof SHARED_KINDS,
  visible: number[],
  visibleSet: ReadonlySet<number>,
  term: SearchTerm,
): Promise<SearchHit[]> {
  const { table, detail, sharedInto, workspaceIds } = SHARED_KINDS[type];
  const rows: Shared[] = await db
    .select({ id: table.id, name: table.name, workspaceId: table.workspaceId, detail })
    .from(table)
    .where(and(containsTerm(table.name, term.q), or(inArray(table.workspaceId, visible), inArray(table.id, sharedInto(db, visible)))))
    .orderBy(...rankByName(table.name, table.id, term.q))
    .limit(term.limit);
  const byRecord = await workspaceIds(
    db,
    rows.map((r) => r.id),
  );
  return present(db, type, rows, byRecord, visibleSet);
}

/**
 * Files and insights shared with a workspace the caller sees (`visible`, from visibleWorkspaceIds):
 * their own workspace or any other they are shared with, as requireFile/requireInsight decide.
 * Subtitle: "<workspace> · <category>" for files, "<workspace> · <type>" for insights.
 */
export async function searchSharedContent(
  db: Db,
  visible: number[],
  term: SearchTerm,
  want: { files: boolean; insights: boolean },
): Promise<{ files: SearchHit[]; insights: SearchHit[] }> {
  if (visible.length === 0) return { files: [], insights: [] };
  const visibleSet = new Set(visible);
  const [fileHits, insightHits] = await Promise.all([
    want.files ? searchShared(db, 'file', visible, visibleSet, term) : [],
    want.insights ? searchShared(db, 'insight', visible, visibleSet, term) : [],
  ]);
  return { files: fileHits, insights: insightHits };
}

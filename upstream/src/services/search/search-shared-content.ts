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
  const [fileRows, insightRows] = await Promise.all([
    want.files
      ? db
          .select({ id: files.id, name: files.name, workspaceId: files.workspaceId, detail: files.category })
          .from(files)
          .where(
            and(
              containsTerm(files.name, term.q),
              or(
                inArray(files.workspaceId, visible),
                inArray(files.id, db.select({ id: fileWorkspaces.fileId }).from(fileWorkspaces).where(inArray(fileWorkspaces.workspaceId, visible))),
              ),
            ),
          )
          .orderBy(...rankByName(files.name, files.id, term.q))
          .limit(term.limit)
      : [],
    want.insights
      ? db
          .select({ id: insights.id, name: insights.name, workspaceId: insights.workspaceId, detail: insights.type })
          .from(insights)
          .where(
            and(
              containsTerm(insights.name, term.q),
              or(
                inArray(insights.workspaceId, visible),
                inArray(
                  insights.id,
                  db.select({ id: insightWorkspaces.insightId }).from(insightWorkspaces).where(inArray(insightWorkspaces.workspaceId, visible)),
                ),
              ),
            ),
          )
          .orderBy(...rankByName(insights.name, insights.id, term.q))
          .limit(term.limit)
      : [],
  ]);
  const [fileWs, insightWs] = await Promise.all([
    workspaceIdsByFile(
      db,
      fileRows.map((r) => r.id),
    ),
    workspaceIdsByInsight(
      db,
      insightRows.map((r) => r.id),
    ),
  ]);
  const [fileHits, insightHits] = await Promise.all([
    present(db, 'file', fileRows, fileWs, visibleSet),
    present(db, 'insight', insightRows, insightWs, visibleSet),
  ]);
  return { files: fileHits, insights: insightHits };
}

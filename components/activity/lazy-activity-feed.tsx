'use client';

import { clientOnly } from '@/lib/ui/lazy-component';
import type { Discussion } from '@/lib/contract/discussions';
import { Spinner } from '@/components/ui/spinner';

/**
 * The activity feed as its own chunk, loaded after the page: histories and feeds sit below the fold
 * and are not needed for the first interaction (first-load budget, decision 0020).
 */
export const LazyActivityFeed = clientOnly(
  () => import('./activity-feed').then((m) => m.ActivityFeed),
  () => <Spinner label="Loading activity" />,
);

type HistoryRecord = { id: number; workspace_id: number; updated_at: string; discussions: readonly Discussion[]; workspaces?: readonly { id: number }[] };

/**
 * A work record's "History" (task, meeting, file, insight): its writes in the workspace it was made
 * in, with its discussions woven in, read again when the record changes. A file or insight shared
 * into the reader's workspace from one they cannot read (`workspaces` lists what they see) has none.
 */
export function RecordHistory({ kind, record }: { kind: 'tasks' | 'meetings' | 'files' | 'insights'; record: HistoryRecord }) {
  if (record.workspaces && !record.workspaces.some((w) => w.id === record.workspace_id)) return null;
  return (
    <LazyActivityFeed
      path={`workspaces/${record.workspace_id}/activity`}
      filters={{ subject_type: kind, subject_id: record.id }}
      version={record.updated_at}
      discussions={record.discussions}
      title="History"
    />
  );
}

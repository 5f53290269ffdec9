'use client';

import { useState } from 'react';
import { ListFeedback } from '@/components/companies/list-feedback';
import { Dialog } from '@/components/ui/dialog';
import { LightbulbIcon } from '@/components/ui/icons';
import { isApiError } from '@/lib/api/api-error';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { useShareReferrerError } from '@/lib/redirect/use-share-referrer-error';
import type { NamedRef } from '@/lib/contract/content-common';
import { insightValues } from '@/lib/insights/insight-form-values';
import { INSIGHT_MSG } from '@/lib/insights/messages';
import { useInsight } from '@/lib/insights/use-insight-queries';
import { InsightDetailView } from './insight-detail-view';
import { InsightForm } from './insight-form';
import { GoneState } from '@/components/workspace-content/gone-state';

type Props = {
  insightId: number | null;
  onClose: () => void;
  /** Workspaces the caller may add an insight to (edit offers these plus the insight's own). */
  creatable: readonly NamedRef[];
};

/** A 404 or 403 is explained in the panel itself (deleted, or not visible), not toasted. */
const isGone = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 403);

/**
 * The detail of `?insightId=` (shareable; closing drops the parameter). It refetches on
 * insightUpdated/insightDeleted; when the insight disappears while open it says so.
 */
export function InsightDetailDialog({ insightId, onClose, creatable }: Props) {
  const query = useInsight(insightId);
  const [editingId, setEditingId] = useState<number | null>(null);
  useErrorToast(query.error, INSIGHT_MSG.fetch, isGone);
  // Opened from a shared link (/s/…) and not readable: back to the link's page with the reason.
  useShareReferrerError(query.data ? null : query.error, INSIGHT_MSG.fetch);
  const insight = query.data;
  const gone = isGone(query.error);
  const editing = insight !== undefined && !gone && editingId === insight.id;

  const options = insight ? mergeRefs(creatable, insight.workspaces) : [];
  const title = gone ? 'Insight' : editing ? 'Edit insight' : (insight?.name ?? 'Insight');

  return (
    <Dialog
      open={insightId !== null}
      onOpenChange={(open) => {
        if (!open) {
          setEditingId(null);
          onClose();
        }
      }}
      title={title}
      size="lg"
    >
      {gone ? (
        <GoneState icon={LightbulbIcon} seen={Boolean(insight)} goneTitle={INSIGHT_MSG.gone} notFoundTitle="Insight not found" />
      ) : insight && editing ? (
        <InsightForm
          key={insight.id}
          insight={insight}
          initial={insightValues(insight)}
          currentWorkspaceId={insight.workspace_id}
          lockedWorkspaceId={insight.workspace_id}
          workspaces={options}
          onCancel={() => setEditingId(null)}
          onDone={() => setEditingId(null)}
        />
      ) : insight ? (
        <InsightDetailView insight={insight} onEdit={() => setEditingId(insight.id)} onDeleted={onClose} />
      ) : (
        <ListFeedback pending={query.isPending} error={query.error} label="insight" fallback={INSIGHT_MSG.fetch} onRetry={query.refetch} />
      )}
    </Dialog>
  );
}

/** The creatable workspaces plus the insight's own, by name. */
function mergeRefs(a: readonly NamedRef[], b: readonly NamedRef[]): NamedRef[] {
  const byId = new Map<number, NamedRef>();
  for (const ref of [...a, ...b]) byId.set(ref.id, { id: ref.id, name: ref.name });
  return [...byId.values()].sort((x, y) => x.name.localeCompare(y.name));
}

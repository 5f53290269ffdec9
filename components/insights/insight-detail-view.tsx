'use client';

import { RecordHistory } from '@/components/activity/lazy-activity-feed';
import { DiscussionPanel } from '@/components/discussions/discussion-panel';
import { ShareButton } from '@/components/share/share-button';
import { LazyFollowButton } from '@/components/follows/lazy-follow-button';
import { Button } from '@/components/ui/button';
import { queryKeys } from '@/lib/api/query-keys';
import type { InsightDetail } from '@/lib/contract/insights';
import { AttachPendingResources } from './attach-pending-resources';
import { DeleteInsightButton } from './delete-insight-button';
import { InsightAttachedResources } from './insight-attached-resources';
import { InsightFacts } from './insight-facts';

type Props = { insight: InsightDetail; onEdit: () => void; onDeleted: () => void };

/** The open insight: fields and document, resources (attach/detach for editors), discussions. */
export function InsightDetailView({ insight, onEdit, onDeleted }: Props) {
  return (
    <div className="space-y-6 pb-3">
      <div className="flex flex-wrap gap-2">
        {insight.can_edit ? (
          <>
            <Button size="small" variant="outline" onClick={onEdit}>
              Edit
            </Button>
            <DeleteInsightButton insightId={insight.id} name={insight.name} onDeleted={onDeleted} />
          </>
        ) : null}
        {/* Readers share too: the short link checks access again when it is opened. */}
        <ShareButton type="insight" id={insight.id} />
        <LazyFollowButton kind="insight" id={insight.id} />
      </div>
      <InsightFacts insight={insight} />
      <section aria-labelledby={`insight-resources-${insight.id}`} className="space-y-3">
        <h3 id={`insight-resources-${insight.id}`} className="text-base font-semibold">
          Resources <span className="font-normal text-muted-foreground">({insight.resources.length})</span>
        </h3>
        <InsightAttachedResources insight={insight} />
        {insight.can_edit ? <AttachPendingResources insightId={insight.id} /> : null}
      </section>
      <DiscussionPanel subject={{ kind: 'insight', id: insight.id }} discussions={insight.discussions} invalidateKey={queryKeys.insight(insight.id)} />
      <RecordHistory kind="insights" record={insight} />
    </div>
  );
}

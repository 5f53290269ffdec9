'use client';

import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { WorkspaceEyebrow } from '@/components/workspace-content/list-screen';
import { canCreateInScope, routeWorkspaceName } from '@/lib/workspaces/creatable-workspaces';
import { insightsHref } from '@/lib/insights/insight-paths';
import { useCreatableWorkspaces } from '@/lib/workspaces/use-creatable-workspaces';
import { useWorkspaceScope } from '@/lib/workspace-content/use-content-filters';
import { serverRendered } from '@/lib/ui/lazy-component';

// Both sections (the uploader with its progress, the pending and attached rows with their filters
// and pagers) paint from the server and hydrate after the page, outside its first load (decision
// 0020); a click there before then is held and given back (decision 0040).
const PendingResourcesSection = serverRendered(() => import('./pending-resources-section').then((m) => m.PendingResourcesSection));
const AttachedResourcesSection = serverRendered(() => import('./attached-resources-section').then((m) => m.AttachedResourcesSection));

/** `/workspace/{id}/insight-resources`: the caller's pending resources, and resources across the insights in view. */
export function InsightResourcesScreen({ workspaceId }: { workspaceId: string }) {
  const { all, workspaces, ready } = useCreatableWorkspaces();
  const scope = useWorkspaceScope(workspaceId);
  const canCreate = ready && canCreateInScope(workspaceId, scope, workspaces);
  const name = routeWorkspaceName(workspaceId, all);
  return (
    <>
      <PageHeader
        eyebrow={<WorkspaceEyebrow workspaceId={workspaceId} name={name} />}
        title="Insight resources"
        description="Upload supporting documents ahead, then build insights from them."
        actions={
          <ButtonLink href={insightsHref(workspaceId)} variant="outline">
            Insights
          </ButtonLink>
        }
      />
      <div className="space-y-10">
        <PendingResourcesSection workspaceId={workspaceId} canCreate={canCreate} />
        <AttachedResourcesSection workspaceId={workspaceId} />
      </div>
    </>
  );
}

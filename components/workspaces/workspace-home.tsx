'use client';

import { LazyActivityFeed } from '@/components/activity/lazy-activity-feed';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '@/components/ui/button';
import { DetailHeader, DetailUnavailable } from '@/components/ui/detail-header';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api/api-error';
import { queryKeys } from '@/lib/api/query-keys';
import { membershipsOf } from '@/lib/teams/memberships';
import { fetchMyTeams } from '@/lib/teams/team-queries';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { workspaceAbilities } from '@/lib/workspaces/links';
import { fetchWorkspace } from '@/lib/workspaces/workspace-queries';
import { WorkspaceContentSummary } from '@/components/workspace-records/home-summary';
import { WORKSPACES_BACK } from './back-link';
import { ApprovalBadge } from './status-badge';
import { WorkspaceOverview } from './workspace-overview';

/** A workspace the caller cannot see: the upstream answers 404 to outsiders (403 kept for other upstreams). */
const isMissing = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 403);

/** `/workspace/{id}`: name, status, its content at a glance (counts), the agenda, recent files and insights, goals and teams; the sidebar lists the sections. */
export function WorkspaceHome({ workspaceId }: { workspaceId: number }) {
  const { data: ws, isPending, isError, error, refetch } = useQuery({ queryKey: queryKeys.workspace(workspaceId), queryFn: () => fetchWorkspace(workspaceId) });
  const teams = useQuery({ queryKey: queryKeys.teams, queryFn: fetchMyTeams });
  useErrorToast(error, 'Failed to fetch workspaces', isMissing);

  if (isPending) return <Spinner label="Loading workspace" />;
  if (isError || !ws) {
    const missing = isMissing(error);
    return (
      <DetailUnavailable
        back={WORKSPACES_BACK}
        title="Workspace"
        missing={
          missing
            ? {
                title: 'Workspace not found',
                description: 'It does not exist, or none of your teams is part of it.',
                action: <ButtonLink href="/workspaces">See your workspaces</ButtonLink>,
              }
            : null
        }
        failure="Failed to fetch workspaces."
        onRetry={() => void refetch()}
      />
    );
  }

  const can = workspaceAbilities(membershipsOf(teams.data ?? []), ws);
  return (
    <>
      <DetailHeader
        back={WORKSPACES_BACK}
        title={ws.name}
        avatar={{ image: ws.image }}
        description={ws.description}
        actions={
          can.create ? (
            <ButtonLink href={`/workspace/${ws.id}/management`} variant="outline">
              Manage workspace
            </ButtonLink>
          ) : null
        }
      />
      {ws.approval_status !== 'approved' ? (
        <div
          role="status"
          className="mb-6 flex flex-wrap items-center gap-2 rounded-card border border-amber-300 bg-warning-soft dark:border-amber-700 px-4 py-3 text-sm"
        >
          <ApprovalBadge approval={ws.approval_status} />
          {ws.approval_status === 'pending' ? 'Teams can work here once a super-administrator approves the request.' : 'This request was not approved.'}
          {ws.review_note ? <span className="text-muted-foreground">Note: {ws.review_note}</span> : null}
        </div>
      ) : null}
      <div className="space-y-6">
        {/* Content lives in approved workspaces only: a request has none to count. */}
        {ws.approval_status === 'approved' ? <WorkspaceContentSummary workspaceId={String(ws.id)} scope={[ws.id]} canCreate={can.create} /> : null}
        <WorkspaceOverview workspace={ws} />
        {ws.approval_status === 'approved' ? <LazyActivityFeed path={`workspaces/${ws.id}/activity`} title="Recent activity" tools /> : null}
      </div>
    </>
  );
}

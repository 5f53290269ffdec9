'use client';

import { Link } from '@/components/ui/link';
import { useQuery } from '@tanstack/react-query';
import { WorkspaceContentSummary } from '@/components/workspace-records/home-summary';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LayersIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { queryKeys } from '@/lib/api/query-keys';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { effectiveSelection, useSelectedWorkspaces } from '@/lib/workspaces/selected-workspaces';
import { fetchAllWorkspaces } from '@/lib/workspaces/workspace-queries';
import { BackToWorkspaces } from './back-link';
import { StatusBadge } from './status-badge';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { RetryAlert } from '@/components/ui/retry-alert';

/**
 * `/workspace/all`: the saved selection (`selected_workspaces`), limited to approved workspaces the
 * caller still sees, with their content counted together and the newest files and insights.
 */
export function SelectedWorkspacesHome() {
  const [ids] = useSelectedWorkspaces();
  // The selection lives in this browser's storage: until hydrated, the server's empty one would flash "No workspaces selected".
  const hydrated = useHydrated();
  const { data, isPending, isError, error, refetch } = useQuery({ queryKey: queryKeys.workspacesAll, queryFn: fetchAllWorkspaces });
  useErrorToast(error, 'Failed to fetch all workspaces');
  const approved = (data ?? []).filter((w) => w.approval_status === 'approved');
  const byId = new Map(approved.map((w) => [w.id, w]));
  const selected = effectiveSelection(
    ids,
    approved.map((w) => w.id),
  ).flatMap((id) => byId.get(id) ?? []);

  return (
    <>
      <PageHeader
        eyebrow={<BackToWorkspaces />}
        title="All selected workspaces"
        description="The workspaces chosen in the workspace switcher, seen together."
      />
      {isPending || !hydrated ? <Spinner label="Loading workspaces" /> : null}
      {isError ? <RetryAlert message="Failed to fetch all workspaces" onRetry={refetch} /> : null}
      {hydrated && data && selected.length === 0 ? (
        <EmptyState
          icon={LayersIcon}
          title="No workspaces selected"
          description="Choose workspaces in the workspace switcher to see them here together."
          action={<ButtonLink href="/workspaces">See your workspaces</ButtonLink>}
        />
      ) : null}
      {selected.length > 0 ? (
        <div className="space-y-6">
          <WorkspaceContentSummary workspaceId="all" scope={selected.map((w) => w.id)} canCreate={false} />
          <ul aria-label="Selected workspaces" className="grid gap-4 sm:grid-cols-2">
            {selected.map((ws) => (
              <li key={ws.id}>
                <Card className="h-full">
                  <CardBody className="space-y-2">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <Link href={`/workspace/${ws.id}`} className="min-w-0 truncate font-semibold hover:underline">
                        {ws.name}
                      </Link>
                      <StatusBadge status={ws.status} color={ws.status_color} />
                    </div>
                    <p className="line-clamp-3 text-sm whitespace-pre-wrap text-muted-foreground">{ws.goals || 'No goals have been set yet.'}</p>
                    <p className="text-xs text-muted-foreground">{ws.teams.map((t) => t.name).join(', ')}</p>
                  </CardBody>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

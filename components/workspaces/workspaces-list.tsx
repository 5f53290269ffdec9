'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LayersIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { workspacesPageKey } from '@/lib/workspaces/workspace-keys';
import { fetchWorkspacesPage } from '@/lib/workspaces/workspace-queries';
import { Pager } from '@/components/ui/pager';
import { WorkspaceRow } from './workspace-row';
import { RetryAlert } from '@/components/ui/retry-alert';

/** `GET workspaces`: the approved workspaces the caller's teams are in, 20 a page, with the total. */
export function WorkspacesList({ onRequest }: { onRequest: () => void }) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error, isFetching, refetch } = useQuery({
    queryKey: workspacesPageKey(page),
    queryFn: () => fetchWorkspacesPage(page),
    placeholderData: keepPreviousData,
  });
  useErrorToast(error, 'Failed to fetch workspaces');

  return (
    <section aria-labelledby="workspaces-heading" className="space-y-4">
      <h2 id="workspaces-heading" className="sr-only">
        Your workspaces
      </h2>
      {isPending ? <Spinner label="Loading workspaces" /> : null}
      {isError ? <RetryAlert message="Failed to fetch workspaces" onRetry={refetch} /> : null}
      {data && data.data.length === 0 ? (
        <EmptyState
          icon={LayersIcon}
          headingLevel={3}
          title="No workspaces yet"
          description="Request a workspace for one of your teams, or accept an invite to someone else's."
          action={<Button onClick={onRequest}>Request a workspace</Button>}
        />
      ) : null}
      {data && data.data.length > 0 ? (
        <>
          <ul aria-label="Workspaces" className="divide-y divide-border overflow-hidden rounded-card border border-border bg-surface">
            {data.data.map((ws) => (
              <WorkspaceRow key={ws.id} workspace={ws} />
            ))}
          </ul>
          <Pager meta={data.meta} onPage={setPage} noun={['workspace', 'workspaces']} busy={isFetching} />
        </>
      ) : null}
    </section>
  );
}

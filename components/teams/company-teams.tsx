'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { Pager } from '@/components/ui/pager';
import { companyTeamsKey } from '@/lib/teams/team-keys';
import { fetchTeamsPage, TEAMS_FALLBACK } from '@/lib/teams/team-queries';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { TeamFormDialog } from './team-form-dialog';
import { TeamRow } from './team-row';

/**
 * `/company/{id}/teams`: the caller's teams in that company, 20 a page, with "New team" (company
 * preset). Company 0 stands for "no company": it lists all of the caller's teams.
 */
export function CompanyTeams({ companyId }: { companyId: number }) {
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const { data, isPending, isError, error, isFetching, refetch } = useQuery({
    queryKey: companyTeamsKey(companyId, page),
    queryFn: () => fetchTeamsPage(page, companyId || undefined),
    placeholderData: keepPreviousData,
  });
  useErrorToast(error, TEAMS_FALLBACK);
  const companyName = data?.data.find((t) => t.company_name)?.company_name ?? null;
  const title = companyId ? 'Teams' : 'Your teams';
  const newTeam = <Button onClick={() => setCreating(true)}>New team</Button>;

  return (
    <>
      <PageHeader
        eyebrow={companyId ? (companyName ?? `Company ${companyId}`) : undefined}
        title={title}
        description={companyId ? 'The teams of this company you belong to.' : 'Every team you belong to.'}
        actions={newTeam}
      />
      {isPending ? <Spinner label="Loading teams" /> : null}
      {isError ? (
        <p role="alert" className="text-sm text-danger">
          {TEAMS_FALLBACK}.{' '}
          <button type="button" className="underline" onClick={() => refetch()}>
            Try again
          </button>
        </p>
      ) : null}
      {data && data.data.length === 0 ? (
        <EmptyState title="No teams yet" description={companyId ? 'Create the first team of this company.' : 'Create a team to start working with others.'} action={newTeam} />
      ) : null}
      {data && data.data.length > 0 ? (
        <div className="space-y-4">
          <ul aria-label={title} className="divide-y divide-border overflow-hidden rounded-card border border-border bg-surface">
            {data.data.map((team) => (
              <TeamRow key={team.id} team={team} />
            ))}
          </ul>
          <Pager meta={data.meta} onPage={setPage} noun={['team', 'teams']} busy={isFetching} />
        </div>
      ) : null}
      <TeamFormDialog open={creating} onOpenChange={setCreating} companyId={companyId || null} companyLabel={companyName ?? undefined} />
    </>
  );
}

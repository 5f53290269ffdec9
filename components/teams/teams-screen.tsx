'use client';

import { clientOnly } from '@/lib/ui/lazy-component';
import { Link } from '@/components/ui/link';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { UsersIcon } from '@/components/ui/icons';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { Pager } from '@/components/ui/pager';
import { companyHref } from '@/lib/companies/paths';
import { companyTeamsKey } from '@/lib/teams/team-keys';
import { TEAMS_HREF } from '@/lib/teams/team-paths';
import { fetchTeamsPage, TEAMS_FALLBACK } from '@/lib/teams/team-queries';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { TeamRow } from './team-row';
import { RetryAlert } from '@/components/ui/retry-alert';

// The form dialogs open on click: their code loads once the screen is up, outside its first load (decision 0014).
const TeamFormDialog = clientOnly(() => import('./team-form-dialog').then((m) => m.TeamFormDialog));

/**
 * `/teams`: the caller's teams, 20 a page, with "New team". `?company=` narrows the list to one
 * company's teams (the company area's "Teams" link) and presets that company on a new team.
 */
export function TeamsScreen({ companyId }: { companyId: number | null }) {
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const { data, isPending, isError, error, isFetching, refetch } = useQuery({
    queryKey: companyTeamsKey(companyId ?? 0, page),
    queryFn: () => fetchTeamsPage(page, companyId ?? undefined),
    placeholderData: keepPreviousData,
  });
  useErrorToast(error, TEAMS_FALLBACK);
  const companyName = data?.data.find((t) => t.company_id === companyId && t.company_name)?.company_name ?? null;
  const title = companyId ? `Teams of ${companyName ?? 'this company'}` : 'Teams';
  const newTeam = <Button onClick={() => setCreating(true)}>New team</Button>;
  const eyebrow = companyId ? (
    <span className="flex flex-wrap gap-x-4">
      <BackLink href={companyHref(companyId)} label={companyName ?? 'Company'} />
      <Link href={TEAMS_HREF} className="font-medium text-primary hover:underline">
        All your teams
      </Link>
    </span>
  ) : undefined;

  return (
    <>
      <PageHeader
        eyebrow={eyebrow}
        title={title}
        description={
          companyId
            ? 'The teams of this company you belong to.'
            : 'Every team you belong to. A team owns companies and workspaces; its admins invite the people who work in them.'
        }
        actions={newTeam}
      />
      {isPending ? <Spinner label="Loading teams" /> : null}
      {isError ? <RetryAlert message={TEAMS_FALLBACK} onRetry={refetch} /> : null}
      {data && data.data.length === 0 ? (
        <EmptyState
          icon={UsersIcon}
          title="No teams yet"
          description={companyId ? 'Create the first team of this company.' : 'Create a team to start working with others, or accept an invite from the bell.'}
          action={newTeam}
        />
      ) : null}
      {data && data.data.length > 0 ? (
        <div className="space-y-4">
          <ul aria-label="Your teams" className="divide-y divide-border overflow-hidden rounded-card border border-border bg-surface">
            {data.data.map((team) => (
              <TeamRow key={team.id} team={team} />
            ))}
          </ul>
          <Pager meta={data.meta} onPage={setPage} noun={['team', 'teams']} busy={isFetching} />
        </div>
      ) : null}
      <TeamFormDialog open={creating} onOpenChange={setCreating} companyId={companyId} companyLabel={companyName ?? undefined} />
    </>
  );
}

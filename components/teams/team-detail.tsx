'use client';

import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { Card, CardBody } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { RoleBadge } from '@/components/workspaces/status-badge';
import { queryKeys } from '@/lib/api/query-keys';
import { TEAMS_HREF } from '@/lib/teams/team-paths';
import { fetchTeam, teamFallback } from '@/lib/teams/team-queries';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { EntityAvatar } from '@/components/ui/entity-avatar';
import { TeamActions } from './team-actions';
import { TeamInvites } from './team-invites';
import { TeamCompanies, TeamWorkspaces } from './team-links';
import { TeamMembers } from './team-members';

/** `/teams/{teamId}`: details, actions, members, (for admins) pending invites, and the team's companies and workspaces. */
export function TeamDetail({ teamId, userId }: { teamId: number; userId: number }) {
  const { data: team, isPending, isError, error, refetch } = useQuery({ queryKey: queryKeys.team(teamId), queryFn: () => fetchTeam(teamId) });
  useErrorToast(error, teamFallback(teamId));
  const back = (
    <Link href={TEAMS_HREF} className="font-medium text-primary hover:underline">
      ← Teams
    </Link>
  );

  if (isPending) return <Spinner label="Loading team" />;
  if (isError || !team) {
    return (
      <>
        <PageHeader eyebrow={back} title="Team" />
        <p role="alert" className="text-sm text-danger">
          {error?.message ?? teamFallback(teamId)}{' '}
          <button type="button" className="underline" onClick={() => refetch()}>
            Try again
          </button>
        </p>
      </>
    );
  }

  return (
    <>
      <PageHeader eyebrow={back} title={team.name} description={team.description ?? undefined} actions={<TeamActions team={team} userId={userId} />} />
      <div className="space-y-6">
        <Card>
          <CardBody className="flex flex-wrap items-center gap-4">
            <EntityAvatar name={team.name} image={team.image} size="lg" />
            <dl className="grid flex-1 grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
              <div>
                <dt className="text-muted-foreground">Your role</dt>
                <dd className="mt-0.5"><RoleBadge role={team.role} /></dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Members</dt>
                <dd className="mt-0.5 font-medium">{team.members_count}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Company</dt>
                <dd className="mt-0.5 truncate font-medium">{team.company_name ?? '—'}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Team ID</dt>
                <dd className="mt-0.5 font-medium" title="Share it to be invited into a workspace">{team.id}</dd>
              </div>
            </dl>
          </CardBody>
        </Card>
        <TeamMembers team={team} userId={userId} />
        {team.role === 'admin' ? <TeamInvites team={team} /> : null}
        <div className="grid gap-6 lg:grid-cols-2">
          <TeamCompanies team={team} />
          <TeamWorkspaces team={team} />
        </div>
      </div>
    </>
  );
}

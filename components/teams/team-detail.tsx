'use client';

import { useQuery } from '@tanstack/react-query';
import { AvatarFactsCard } from '@/components/ui/detail-facts';
import { DetailHeader, DetailUnavailable } from '@/components/ui/detail-header';
import { DetailsDisclosure } from '@/components/ui/details-disclosure';
import { Spinner } from '@/components/ui/spinner';
import { RoleBadge } from '@/components/workspaces/status-badge';
import { queryKeys } from '@/lib/api/query-keys';
import { TEAMS_HREF } from '@/lib/teams/team-paths';
import { fetchTeam, teamFallback } from '@/lib/teams/team-queries';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { serverRendered } from '@/lib/ui/lazy-component';
import { TeamCompanies, TeamWorkspaces } from './team-links';

// The header's actions, the members (roles, removal) and the pending invites paint from the server
// and hydrate after the page, outside its first load (decision 0020); a click there before then is
// held and given back (decision 0040).
const TeamActions = serverRendered(() => import('./team-actions').then((m) => m.TeamActions));
const TeamMembers = serverRendered(() => import('./team-members').then((m) => m.TeamMembers));
const TeamInvites = serverRendered(() => import('./team-invites').then((m) => m.TeamInvites));

/** `/teams/{teamId}`: details, actions, members, (for admins) pending invites, and the team's companies and workspaces. */
export function TeamDetail({ teamId, userId }: { teamId: number; userId: number }) {
  const { data: team, isPending, isError, error, refetch } = useQuery({ queryKey: queryKeys.team(teamId), queryFn: () => fetchTeam(teamId) });
  useErrorToast(error, teamFallback(teamId));
  const back = { href: TEAMS_HREF, label: 'Teams' };

  if (isPending) return <Spinner label="Loading team" />;
  if (isError || !team) {
    return <DetailUnavailable back={back} title="Team" failure={error?.message ?? teamFallback(teamId)} onRetry={() => void refetch()} />;
  }

  return (
    <>
      <DetailHeader back={back} title={team.name} description={team.description} actions={<TeamActions team={team} userId={userId} />} />
      <div className="space-y-6">
        <AvatarFactsCard
          name={team.name}
          image={team.image}
          facts={[
            ['Your role', <RoleBadge key="role" role={team.role} />],
            ['Members', team.members_count],
            ['Company', team.company_name],
          ]}
        >
          <DetailsDisclosure className="basis-full">
            <p>
              <span className="text-muted-foreground">Team ID: </span>
              <span className="font-medium tabular-nums">{team.id}</span>
            </p>
            <p className="text-xs text-muted-foreground">A workspace administrator asks for it to add this team to their workspace.</p>
          </DetailsDisclosure>
        </AvatarFactsCard>
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

import type { Metadata } from 'next';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { TeamDetail } from '@/components/teams/team-detail';
import { queryKeys } from '@/lib/api/query-keys';
import { requireTeam } from '@/lib/teams/server-teams';
import { getCurrentUser } from '@/lib/upstream/get-current-user';

export const metadata: Metadata = { title: 'Team' };

type Props = { params: Promise<{ teamId: string }> };

/** One team; the layout answered 404 for a team the caller does not belong to (request-cached read). */
export default async function TeamPage({ params }: Props) {
  const [me, { teamId, team }] = await Promise.all([getCurrentUser(), requireTeam((await params).teamId)]);
  if (!me.ok) throw new Error('Error getting user');
  const queryClient = new QueryClient();
  if (team) queryClient.setQueryData(queryKeys.team(teamId), team);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <TeamDetail teamId={teamId} userId={me.user.id} />
    </HydrationBoundary>
  );
}

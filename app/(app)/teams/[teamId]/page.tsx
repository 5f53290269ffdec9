import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { TeamDetail } from '@/components/teams/team-detail';
import { queryKeys } from '@/lib/api/query-keys';
import { loadTeam } from '@/lib/teams/server-teams';
import { parseRouteId } from '@/lib/teams/team-paths';
import { getCurrentUser } from '@/lib/upstream/get-current-user';

export const metadata: Metadata = { title: 'Team' };

type Props = { params: Promise<{ teamId: string }> };

/** One team. A team the caller does not belong to is a 404 (the upstream answers 404 to outsiders). */
export default async function TeamPage({ params }: Props) {
  const teamId = parseRouteId((await params).teamId);
  if (!teamId) notFound();
  const [me, res] = await Promise.all([getCurrentUser(), loadTeam(teamId)]);
  if (!me.ok) throw new Error('Error getting user');
  if (!res.ok && (res.status === 404 || res.status === 403)) notFound();

  const queryClient = new QueryClient();
  if (res.ok) queryClient.setQueryData(queryKeys.team(teamId), res.team);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <TeamDetail teamId={teamId} userId={me.user.id} />
    </HydrationBoundary>
  );
}

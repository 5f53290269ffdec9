import type { Metadata } from 'next';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { MeetingDetailScreen } from '@/components/meetings/meeting-detail-screen';
import { queryKeys } from '@/lib/api/query-keys';
import { recordId } from '@/lib/companies/server-pages';
import { dataOf } from '@/lib/contract/common';
import { meetingDetailResource } from '@/lib/contract/meetings';
import { loadMyTeams } from '@/lib/teams/server-teams';
import { upstreamJson } from '@/lib/upstream/upstream-json';
import { loadAllWorkspaces } from '@/lib/workspaces/server-workspaces';

export const metadata: Metadata = { title: 'Meeting' };

type Props = { params: Promise<{ workspaceId: string; meetingId: string }> };

/**
 * A meeting's page, shareable (notifications and short links land here). Any member of its
 * workspace reads it; the layout checked the workspace id. The meeting, the caller's workspaces
 * and teams are read here for the first paint; a missing or hidden meeting is explained by the
 * screen (the browser's read answers 404 too). Times render in the browser, in its time zone.
 */
export default async function MeetingPage({ params }: Props) {
  const { workspaceId, meetingId } = await params;
  const id = recordId(meetingId);
  const [meeting, all, teams] = await Promise.all([upstreamJson(`meetings/${id}`, dataOf(meetingDetailResource)), loadAllWorkspaces(), loadMyTeams()]);
  const queryClient = new QueryClient();
  if (meeting.ok) queryClient.setQueryData(queryKeys.meeting(id), meeting.data.data);
  if (all) queryClient.setQueryData(queryKeys.workspacesAll, all);
  if (teams) queryClient.setQueryData(queryKeys.teams, teams);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <MeetingDetailScreen workspaceId={workspaceId} meetingId={id} />
    </HydrationBoundary>
  );
}

import type { Metadata } from 'next';
import { HydrationBoundary } from '@tanstack/react-query';
import { notFound } from 'next/navigation';
import { WorkspaceRetailerDetail } from '@/components/workspace-records/retailer-detail';
import { parseRecordId } from '@/lib/workspace-records/paths';
import { getCurrentUser } from '@/lib/upstream/get-current-user';
import { gateWorkspaceRoute } from '@/lib/workspaces/gate-workspace-route';
import { workspaceRecordState } from '@/lib/workspace-records/server-record';

export const metadata: Metadata = { title: 'Workspace retailer' };

type Props = { params: Promise<{ workspaceId: string; retailerId: string }> };

/** Gated like the list (spec §5); an id that cannot name a record is a 404. */
export default async function WorkspaceRetailerPage({ params }: Props) {
  const { workspaceId, retailerId } = await params;
  await gateWorkspaceRoute(workspaceId, 'retailers');
  const id = parseRecordId(retailerId);
  if (id === null) notFound();
  // The user is cached for the request: the signed-in layout already read it.
  const [me, state] = await Promise.all([getCurrentUser(), workspaceRecordState('retailers', Number(workspaceId), id)]);
  return (
    <HydrationBoundary state={state}>
      <WorkspaceRetailerDetail workspaceId={Number(workspaceId)} retailerId={id} userId={me.ok ? me.user.id : null} />
    </HydrationBoundary>
  );
}

import type { Metadata } from 'next';
import { WorkspaceRetailersScreen } from '@/components/workspace-records/retailers-screen';
import { gateWorkspaceRoute } from '@/lib/workspaces/gate-workspace-route';

export const metadata: Metadata = { title: 'Workspace retailers' };

type Props = { params: Promise<{ workspaceId: string }> };

/** Spec §5: `all`, a missing workspace, or no right to create resources → the workspace home. */
export default async function WorkspaceRetailersPage({ params }: Props) {
  const { workspaceId } = await params;
  await gateWorkspaceRoute(workspaceId, 'retailers');
  return <WorkspaceRetailersScreen workspaceId={Number(workspaceId)} />;
}

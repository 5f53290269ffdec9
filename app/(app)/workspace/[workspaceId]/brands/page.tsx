import type { Metadata } from 'next';
import { CatalogueRecordsScreen } from '@/components/workspace-records/catalogue-records-screen';
import { gateWorkspaceRoute } from '@/lib/workspaces/gate-workspace-route';

export const metadata: Metadata = { title: 'Workspace brands' };

type Props = { params: Promise<{ workspaceId: string }> };

/** Spec §5: `all`, a missing workspace, or no right to create resources → the workspace home. */
export default async function WorkspaceBrandsPage({ params }: Props) {
  const { workspaceId } = await params;
  await gateWorkspaceRoute(workspaceId, 'brands');
  return <CatalogueRecordsScreen kind="brands" workspaceId={Number(workspaceId)} />;
}

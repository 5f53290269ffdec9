import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { WorkspaceProductDetail } from '@/components/workspace-records/brand-product-detail';
import { parseRecordId } from '@/lib/workspace-records/paths';
import { getCurrentUser } from '@/lib/upstream/get-current-user';
import { gateWorkspaceRoute } from '@/lib/workspaces/gate-workspace-route';

export const metadata: Metadata = { title: 'Workspace product' };

type Props = { params: Promise<{ workspaceId: string; productId: string }> };

/** Gated like the list (spec §5); an id that cannot name a record is a 404. */
export default async function WorkspaceProductPage({ params }: Props) {
  const { workspaceId, productId } = await params;
  await gateWorkspaceRoute(workspaceId, 'products');
  const id = parseRecordId(productId);
  if (id === null) notFound();
  // Cached for the request: the signed-in layout already read it.
  const me = await getCurrentUser();
  return <WorkspaceProductDetail workspaceId={Number(workspaceId)} productId={id} userId={me.ok ? me.user.id : null} />;
}

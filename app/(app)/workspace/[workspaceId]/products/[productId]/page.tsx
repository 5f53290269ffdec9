import type { Metadata } from 'next';
import { HydrationBoundary } from '@tanstack/react-query';
import { notFound } from 'next/navigation';
import { WorkspaceProductDetail } from '@/components/workspace-records/brand-product-detail';
import { parseRecordId } from '@/lib/workspace-records/paths';
import { getCurrentUser } from '@/lib/upstream/get-current-user';
import { gateWorkspaceRoute } from '@/lib/workspaces/gate-workspace-route';
import { workspaceRecordState } from '@/lib/workspace-records/server-record';

export const metadata: Metadata = { title: 'Workspace product' };

type Props = { params: Promise<{ workspaceId: string; productId: string }> };

/** Gated like the list (spec §5); an id that cannot name a record is a 404. */
export default async function WorkspaceProductPage({ params }: Props) {
  const { workspaceId, productId } = await params;
  await gateWorkspaceRoute(workspaceId, 'products');
  const id = parseRecordId(productId);
  if (id === null) notFound();
  // The user is cached for the request: the signed-in layout already read it.
  const [me, state] = await Promise.all([getCurrentUser(), workspaceRecordState('products', Number(workspaceId), id)]);
  return (
    <HydrationBoundary state={state}>
      <WorkspaceProductDetail workspaceId={Number(workspaceId)} productId={id} userId={me.ok ? me.user.id : null} />
    </HydrationBoundary>
  );
}

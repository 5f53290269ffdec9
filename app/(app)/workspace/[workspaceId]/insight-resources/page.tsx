import type { Metadata } from 'next';
import { HydrationBoundary } from '@tanstack/react-query';
import { InsightResourcesScreen } from '@/components/insight-resources/insight-resources-screen';
import { insightResourcesScreenState } from '@/lib/workspace-content/server-lists';

export const metadata: Metadata = { title: 'Insight resources' };

type Props = { params: Promise<{ workspaceId: string }> };

/**
 * Any member (spec §5 gates only retailers, brands, products and management); the layout checked
 * the id. The caller's pending resources and the first page of resources in insights are read here.
 */
export default async function InsightResourcesPage({ params }: Props) {
  const { workspaceId } = await params;
  return (
    <HydrationBoundary state={await insightResourcesScreenState(workspaceId)}>
      <InsightResourcesScreen workspaceId={workspaceId} />
    </HydrationBoundary>
  );
}

import type { Metadata } from 'next';
import { InsightResourcesScreen } from '@/components/insight-resources/insight-resources-screen';

export const metadata: Metadata = { title: 'Insight resources' };

type Props = { params: Promise<{ workspaceId: string }> };

/** Any member (spec §5 gates only retailers, brands, products and management); the layout checked the id. */
export default async function InsightResourcesPage({ params }: Props) {
  const { workspaceId } = await params;
  return <InsightResourcesScreen workspaceId={workspaceId} />;
}

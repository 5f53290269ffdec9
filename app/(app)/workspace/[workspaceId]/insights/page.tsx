import type { Metadata } from 'next';
import { InsightsScreen } from '@/components/insights/insights-screen';

export const metadata: Metadata = { title: 'Insights' };

type Props = { params: Promise<{ workspaceId: string }> };

/**
 * Any member reads insights (spec §5 gates only retailers, brands, products and management); the
 * layout checked the id. `all` is the saved selection, read in the browser where it is stored.
 */
export default async function InsightsPage({ params }: Props) {
  const { workspaceId } = await params;
  return <InsightsScreen workspaceId={workspaceId} />;
}

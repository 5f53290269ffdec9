import type { Metadata } from 'next';
import { HydrationBoundary } from '@tanstack/react-query';
import { InsightsScreen } from '@/components/insights/insights-screen';
import type { PageSearchParams } from '@/lib/companies/list-key';
import { insightsScreenState } from '@/lib/workspace-content/server-lists';

export const metadata: Metadata = { title: 'Insights' };

type Props = { params: Promise<{ workspaceId: string }>; searchParams: Promise<PageSearchParams> };

/**
 * Any member reads insights (spec §5 gates only retailers, brands, products and management); the
 * layout checked the id. The page of insights the URL asks for is read here (`all`: in the browser).
 */
export default async function InsightsPage({ params, searchParams }: Props) {
  const { workspaceId } = await params;
  return (
    <HydrationBoundary state={await insightsScreenState(workspaceId, await searchParams)}>
      <InsightsScreen workspaceId={workspaceId} />
    </HydrationBoundary>
  );
}

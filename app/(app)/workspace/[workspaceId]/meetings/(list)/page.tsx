import type { Metadata } from 'next';
import { HydrationBoundary } from '@tanstack/react-query';
import { MeetingsScreen } from '@/components/meetings/meetings-screen';
import type { PageSearchParams } from '@/lib/companies/list-key';
import { meetingsScreenState } from '@/lib/workspace-content/server-lists';

export const metadata: Metadata = { title: 'Meetings' };

type Props = { params: Promise<{ workspaceId: string }>; searchParams: Promise<PageSearchParams> };

/**
 * Any member reads meetings (spec §5 gates only retailers, brands, products and management); the
 * layout checked the id. The page of meetings the URL asks for is read here (`all`: in the
 * browser); times show once the browser tells its zone.
 */
export default async function MeetingsPage({ params, searchParams }: Props) {
  const { workspaceId } = await params;
  const { state, now } = await meetingsScreenState(workspaceId, await searchParams);
  return (
    <HydrationBoundary state={state}>
      <MeetingsScreen workspaceId={workspaceId} now={now} />
    </HydrationBoundary>
  );
}

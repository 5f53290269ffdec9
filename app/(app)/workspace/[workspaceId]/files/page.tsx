import type { Metadata } from 'next';
import { HydrationBoundary } from '@tanstack/react-query';
import { FilesScreen } from '@/components/files/files-screen';
import type { PageSearchParams } from '@/lib/companies/list-key';
import { filesScreenState } from '@/lib/workspace-content/server-lists';

export const metadata: Metadata = { title: 'Files' };

type Props = { params: Promise<{ workspaceId: string }>; searchParams: Promise<PageSearchParams> };

/**
 * Any member reads files (spec §5 gates only retailers, brands, products and management); the
 * layout checked the id. The workspace, the caller's workspaces and teams, and the page of files
 * the URL asks for are read here (`all`, the browser's saved selection, lists in the browser).
 */
export default async function FilesPage({ params, searchParams }: Props) {
  const { workspaceId } = await params;
  return (
    <HydrationBoundary state={await filesScreenState(workspaceId, await searchParams)}>
      <FilesScreen workspaceId={workspaceId} />
    </HydrationBoundary>
  );
}

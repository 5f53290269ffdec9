import type { Metadata } from 'next';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { FilesScreen } from '@/components/files/files-screen';
import { queryKeys } from '@/lib/api/query-keys';
import { loadMyTeams } from '@/lib/teams/server-teams';
import { loadAllWorkspaces, loadWorkspace } from '@/lib/workspaces/server-workspaces';

export const metadata: Metadata = { title: 'Files' };

type Props = { params: Promise<{ workspaceId: string }> };

/**
 * Any member reads files (spec §5 gates only retailers, brands, products and management); the
 * layout checked the id. `all` is the saved selection, read in the browser where it is stored.
 * The workspace, the caller's workspaces and teams are read here so the header and the "Upload
 * file" right are there on the first paint; the list itself is fetched in the browser (filters).
 */
export default async function FilesPage({ params }: Props) {
  const { workspaceId } = await params;
  const numeric = workspaceId !== 'all';
  const [res, all, teams] = await Promise.all([numeric ? loadWorkspace(Number(workspaceId)) : null, loadAllWorkspaces(), loadMyTeams()]);
  const queryClient = new QueryClient();
  if (res?.ok) queryClient.setQueryData(queryKeys.workspace(res.workspace.id), res.workspace);
  if (all) queryClient.setQueryData(queryKeys.workspacesAll, all);
  if (teams) queryClient.setQueryData(queryKeys.teams, teams);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <FilesScreen workspaceId={workspaceId} />
    </HydrationBoundary>
  );
}

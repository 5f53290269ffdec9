import { notFound, redirect } from 'next/navigation';
import { NotBuilt } from '@/components/shell/not-built';
import { isLaterWorkspaceRoute, isValidWorkspaceId } from '@/lib/routes/area-routes';

type Props = { params: Promise<{ workspaceId: string; rest: string[] }> };

export const metadata = { title: 'Workspace' };

/**
 * Meetings and tasks (issue 6) are not built yet. Every other section has its own page folder, which
 * Next prefers to this catch-all, so any other path that reaches here is unknown: a 404.
 */
export default async function WorkspaceSectionPage({ params }: Props) {
  const { workspaceId, rest } = await params;
  if (!isValidWorkspaceId(workspaceId)) redirect('/workspaces');
  if (!isLaterWorkspaceRoute(rest)) notFound();
  return <NotBuilt title={workspaceId === 'all' ? 'All selected workspaces' : `Workspace ${workspaceId}`} what={`The workspace ${rest.join(' / ')} screen`} />;
}

import { notFound, redirect } from 'next/navigation';
import { NotBuilt } from '@/components/shell/not-built';
import { isValidWorkspaceId, isWorkspaceRoute } from '@/lib/routes/area-routes';
import { gateWorkspaceRoute } from '@/lib/workspaces/gate-workspace-route';

type Props = { params: Promise<{ workspaceId: string; rest: string[] }> };

export const metadata = { title: 'Workspace' };

/**
 * The workspace sections not built yet (section 2 routes of later issues). Retailers, brands and
 * products (and their details) are gated first by spec §5's rules; unknown paths are a 404.
 */
export default async function WorkspaceSectionPage({ params }: Props) {
  const { workspaceId, rest } = await params;
  if (!isValidWorkspaceId(workspaceId)) redirect('/workspaces');
  if (!isWorkspaceRoute(rest)) notFound();
  await gateWorkspaceRoute(workspaceId, rest[0]);
  return <NotBuilt title={workspaceId === 'all' ? 'All selected workspaces' : `Workspace ${workspaceId}`} what={`The workspace ${rest.join(' / ')} screen`} />;
}

import { notFound, redirect } from 'next/navigation';
import { NotBuilt } from '@/components/shell/not-built';
import { isValidWorkspaceId, isWorkspaceRoute } from '@/lib/routes/area-routes';

type Props = { params: Promise<{ workspaceId: string; rest?: string[] }> };

export const metadata = { title: 'Workspace' };

export default async function WorkspaceAreaPage({ params }: Props) {
  const { workspaceId, rest } = await params;
  if (!isValidWorkspaceId(workspaceId)) redirect('/workspaces');
  if (!isWorkspaceRoute(rest)) notFound();
  return <NotBuilt title={workspaceId === 'all' ? 'All selected workspaces' : `Workspace ${workspaceId}`} what={`The workspace ${rest?.join(' / ') || 'home'} screen`} />;
}

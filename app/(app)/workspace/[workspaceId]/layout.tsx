import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { isValidWorkspaceId } from '@/lib/routes/area-routes';

type Props = { children: ReactNode; params: Promise<{ workspaceId: string }> };

/** Spec §5: the workspace id must be 'all' or numeric, on every workspace route; otherwise the list. */
export default async function WorkspaceLayout({ children, params }: Props) {
  const { workspaceId } = await params;
  if (!isValidWorkspaceId(workspaceId)) redirect('/workspaces');
  return children;
}

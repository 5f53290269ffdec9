'use client';

import { useQuery } from '@tanstack/react-query';
import { BackLink } from '@/components/ui/back-link';
import { queryKeys } from '@/lib/api/query-keys';
import { fetchWorkspace } from '@/lib/workspaces/workspace-queries';

/** "← Workspace name" above a workspace list screen (the name once the workspace has loaded). */
export function WorkspaceEyebrow({ workspaceId }: { workspaceId: number }) {
  const { data } = useQuery({ queryKey: queryKeys.workspace(workspaceId), queryFn: () => fetchWorkspace(workspaceId) });
  return <BackLink href={`/workspace/${workspaceId}`} label={data?.name ?? 'Workspace'} />;
}

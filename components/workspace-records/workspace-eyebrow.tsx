'use client';

import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { fetchWorkspace } from '@/lib/workspaces/workspace-queries';

/** "← Workspace name" above a workspace list screen (the name once the workspace has loaded). */
export function WorkspaceEyebrow({ workspaceId }: { workspaceId: number }) {
  const { data } = useQuery({ queryKey: queryKeys.workspace(workspaceId), queryFn: () => fetchWorkspace(workspaceId) });
  return (
    <Link href={`/workspace/${workspaceId}`} className="font-medium text-primary hover:underline">
      ← {data?.name ?? 'Workspace'}
    </Link>
  );
}

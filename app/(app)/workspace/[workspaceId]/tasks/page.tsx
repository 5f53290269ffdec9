import type { Metadata } from 'next';
import { HydrationBoundary } from '@tanstack/react-query';
import { TasksScreen } from '@/components/tasks/tasks-screen';
import type { PageSearchParams } from '@/lib/companies/list-key';
import { tasksScreenState } from '@/lib/workspace-content/server-lists';

export const metadata: Metadata = { title: 'Tasks' };

type Props = { params: Promise<{ workspaceId: string }>; searchParams: Promise<PageSearchParams> };

/**
 * Any member reads tasks (spec §5 gates only retailers, brands, products and management); the
 * layout checked the id. The page of tasks the URL asks for is read here (`all`: in the browser).
 */
export default async function TasksPage({ params, searchParams }: Props) {
  const { workspaceId } = await params;
  const { state, currentUserId } = await tasksScreenState(workspaceId, await searchParams);
  return (
    <HydrationBoundary state={state}>
      <TasksScreen workspaceId={workspaceId} currentUserId={currentUserId} />
    </HydrationBoundary>
  );
}

'use client';

import { clientOnly, serverRendered } from '@/lib/ui/lazy-component';
import { useEffect, useMemo, useState } from 'react';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { GlobalFilters } from '@/components/workspace-content/global-filters';
import { Button } from '@/components/ui/button';
import { ListScreenFrame, WorkspaceEyebrow, WorkspaceUnavailable } from '@/components/workspace-content/list-screen';
import { canCreateInScope, defaultWorkspaceIds } from '@/lib/workspaces/creatable-workspaces';
import { useCreatableWorkspaces } from '@/lib/workspaces/use-creatable-workspaces';
import { useTaskList } from '@/lib/tasks/use-task-queries';
import { useTaskUrl } from '@/lib/tasks/use-task-url';
import { useDeferredToggle } from '@/lib/tasks/use-deferred-toggle';
import { TaskList } from './task-list';

// `?create=1` opens "New …" (command menu, `c`): after the first paint, not in the first load.
const CreateFromAddress = serverRendered(() => import('@/components/ui/create-from-address').then((m) => m.CreateFromAddress));

// The dialogs (forms, the detail with its discussion and files) are not needed to paint the list:
// they load once the screen is up, outside its first load (decision 0014).
const NewTaskDialog = clientOnly(() => import('./new-task-dialog').then((m) => m.NewTaskDialog));
const TaskDetailDialog = clientOnly(() => import('./task-detail-dialog').then((m) => m.TaskDetailDialog));

// Meetings and due dates lie in the future: the date pickers are not bounded by past content.
const SHOW = { retailers: true, brands: true, products: true, dates: 'unbounded' } as const;
const EXPORT = { dataset: 'tasks', noun: 'tasks' };

export type TasksScreenProps = { workspaceId: string; currentUserId: number | null };

/**
 * `/workspace/{id}/tasks` (`all` = the saved selection): global and task filters in the URL, the
 * paged list with optimistic completion, "New task" where the caller may create, and the
 * `?taskId=` panel. Lists and the open task follow taskUpdated/taskDeleted live.
 */
export function TasksScreen({ workspaceId, currentUserId }: TasksScreenProps) {
  const isAll = workspaceId === 'all';
  const hydrated = useHydrated();
  const url = useTaskUrl(workspaceId);
  const creatable = useCreatableWorkspaces();
  // The upstream drops workspaces the caller cannot see (a shared URL never fails), which would list
  // every other workspace's tasks here: say the workspace is not found instead.
  const route = isAll ? null : creatable.all.find((w) => w.id === Number(workspaceId));
  const unavailable = !isAll && creatable.ready && route?.approval_status !== 'approved';
  // For `all` the scope is the browser's saved selection: wait for it rather than list everything first.
  const list = useTaskList(url.query, isAll ? hydrated : !unavailable);
  const toggle = useDeferredToggle();
  const scopeIds = useMemo(() => {
    if (!isAll) return [Number(workspaceId)];
    const approved = creatable.all.filter((w) => w.approval_status === 'approved').map((w) => w.id);
    return url.scope.length ? approved.filter((id) => url.scope.includes(id)) : approved;
  }, [isAll, workspaceId, creatable.all, url.scope]);
  const [creating, setCreating] = useState(false);

  // A page emptied by completions or deletions (here or live elsewhere): back to the last page with tasks.
  const meta = list.data?.meta;
  const emptyPage = list.data !== undefined && list.data.data.length === 0 && meta !== undefined && meta.current_page > 1;
  const { set } = url;
  useEffect(() => {
    if (emptyPage && meta) set({ page: Math.max(1, Math.min(meta.last_page, meta.current_page - 1)) });
  }, [emptyPage, meta, set]);

  const canCreate = creatable.ready && canCreateInScope(workspaceId, url.scope, creatable.workspaces);
  const inScope = creatable.workspaces.filter((w) => scopeIds.includes(w.id)).map((w) => ({ id: w.id, name: w.name }));
  const [defaultId] = defaultWorkspaceIds(workspaceId, url.scope, creatable.workspaces);
  const name = isAll ? 'All selected workspaces' : (route?.name ?? 'Workspace');
  const newButton = canCreate ? <Button onClick={() => setCreating(true)}>New task</Button> : null;

  if (unavailable) {
    return route ? (
      <WorkspaceUnavailable
        title="Tasks"
        heading="This workspace is not approved yet"
        description="Tasks can be added once a super-administrator approves it."
      />
    ) : (
      <WorkspaceUnavailable title="Tasks" />
    );
  }

  return (
    <ListScreenFrame
      eyebrow={<WorkspaceEyebrow workspaceId={workspaceId} name={name} />}
      title="Tasks"
      description="Who does what by when: assign, track subtasks and files, and discuss."
      actions={newButton}
      dialogs={
        <>
          <NewTaskDialog open={creating} onOpenChange={setCreating} defaultWorkspaceId={defaultId ?? null} workspaces={isAll ? inScope : null} />
          <TaskDetailDialog taskId={url.taskId} onClose={url.closeTask} />
        </>
      }
    >
      <CreateFromAddress ready={creatable.ready} canCreate={canCreate} setOpen={setCreating} />
      {/* Status, assignee and due join the global filters in the one "Filter" menu. */}
      <GlobalFilters
        workspaceId={workspaceId}
        show={SHOW}
        dateLegend="Created"
        exportTo={EXPORT}
        list="tasks"
        taskScope={scopeIds}
        currentUserId={currentUserId}
      />
      <TaskList
        page={list.data}
        isPending={list.isPending}
        isError={list.isError}
        isFetching={list.isFetching}
        status={url.taskFilters.status}
        filtered={url.filtered}
        showWorkspace={isAll}
        onRetry={() => void list.refetch()}
        onClear={url.clearAll}
        onPage={(page) => set({ page })}
        onOpen={url.openTask}
        onToggle={(id, completed) => void toggle(id, completed)}
        hrefFor={url.hrefFor}
        createAction={newButton}
      />
    </ListScreenFrame>
  );
}

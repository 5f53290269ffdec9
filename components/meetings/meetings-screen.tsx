'use client';

import { clientOnly, serverRendered } from '@/lib/ui/lazy-component';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useSelectionWorkspaces } from '@/lib/workspaces/use-selection-workspaces';
import { GlobalFilters } from '@/components/workspace-content/global-filters';
import { Button } from '@/components/ui/button';
import { ListScreenFrame, WorkspaceEyebrow, WorkspaceUnavailable } from '@/components/workspace-content/list-screen';
import { isApiError } from '@/lib/api/api-error';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { canCreateInScope, routeWorkspaceName } from '@/lib/workspaces/creatable-workspaces';
import { useCreatableWorkspaces } from '@/lib/workspaces/use-creatable-workspaces';
import { meetingHref } from '@/lib/meetings/meeting-paths';
import { MEETINGS_FETCH_ERROR } from '@/lib/meetings/meetings-fetch-error';
import { useMeetingsList } from '@/lib/meetings/use-meeting-queries';
import { useMeetingsUrl } from '@/lib/meetings/use-meetings-url';
import { activeFilterCount } from '@/lib/workspace-content/filter-params';
import { useContentFilters } from '@/lib/workspace-content/use-content-filters';
import { MeetingList } from './meeting-list';
import { MeetingWhenTabs } from './meeting-when-tabs';

// `?create=1` opens "New …" (command menu, `c`): after the first paint, not in the first load.
const CreateFromAddress = serverRendered(() => import('@/components/ui/create-from-address').then((m) => m.CreateFromAddress));

// The dialogs (forms, the detail with its discussion and files) are not needed to paint the list:
// they load once the screen is up, outside its first load (decision 0014).
const MeetingFormDialog = clientOnly(() => import('./meeting-form-dialog').then((m) => m.MeetingFormDialog));
const MeetingSummaryDialog = clientOnly(() => import('./meeting-summary-dialog').then((m) => m.MeetingSummaryDialog));

// Meetings and due dates lie in the future: the date pickers are not bounded by past content.
const SHOW = { retailers: true, brands: true, products: true, dates: 'unbounded' } as const;
const EXPORT = { dataset: 'meetings', noun: 'meetings' };
const isMissing = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * `/workspace/{id}/meetings` (`all` = the saved selection): global filters and Upcoming / Past /
 * All in the URL, the paged list, "New meeting" where the caller may create, and the summary of
 * `?meetingId=`. Lists and the open summary follow meetingUpdated/meetingDeleted (realtime provider).
 */
export function MeetingsScreen({ workspaceId, now: serverNow }: { workspaceId: string; now?: number }) {
  const router = useRouter();
  const isAll = workspaceId === 'all';
  const { filters, query, scope, set, clear } = useContentFilters(workspaceId);
  const url = useMeetingsUrl();
  const selection = useSelectionWorkspaces(isAll);
  // For `all` the scope is this browser's saved selection: wait for it rather than list everything first.
  const list = useMeetingsList({ ...query, when: url.when }, !isAll || !selection.isPending);
  useErrorToast(list.error, MEETINGS_FETCH_ERROR, isMissing);
  const creatable = useCreatableWorkspaces();
  const [creating, setCreating] = useState(false);
  // "Past" is decided against the time the screen opened; rows do not flip while one reads them. The
  // server page passes its instant, so the server render and hydration agree on every row.
  const [now] = useState(() => serverNow ?? Date.now());

  // A page emptied by deletions (here or live elsewhere): go back to the last page that has meetings.
  const meta = list.data?.meta;
  const emptyPage = list.data !== undefined && list.data.data.length === 0 && meta !== undefined && meta.current_page > 1;
  useEffect(() => {
    if (emptyPage && meta) set({ page: Math.max(1, Math.min(meta.last_page, meta.current_page - 1)) });
  }, [emptyPage, meta, set]);

  const canCreate = creatable.ready && canCreateInScope(workspaceId, scope, creatable.workspaces);
  // A workspace the caller does not see lists nothing (the API drops it silently): say why instead.
  const unknown = !isAll && creatable.ready && !creatable.all.some((w) => w.id === Number(workspaceId));
  const name = routeWorkspaceName(workspaceId, creatable.all);
  // On `all`, the new meeting's workspace is chosen among the creatable ones of the selection.
  const choices = creatable.workspaces.filter((w) => !isAll || scope.length === 0 || scope.includes(w.id)).map((w) => ({ id: w.id, name: w.name }));
  const newButton = canCreate ? <Button onClick={() => setCreating(true)}>New meeting</Button> : null;

  if (unknown) return <WorkspaceUnavailable title="Meetings" />;

  return (
    <ListScreenFrame
      eyebrow={<WorkspaceEyebrow workspaceId={workspaceId} name={name} />}
      title="Meetings"
      description="Plan meetings with goals and topics, invite the team, and follow up on the tasks they produce."
      actions={newButton}
      dialogs={
        <>
          <MeetingFormDialog
            open={creating}
            onOpenChange={setCreating}
            workspaceId={isAll ? null : Number(workspaceId)}
            workspaces={choices}
            onSaved={(m) => router.push(meetingHref(m.workspace_id, m.id))}
          />
          <MeetingSummaryDialog meetingId={url.meetingId} onClose={url.closeMeeting} />
        </>
      }
    >
      <CreateFromAddress ready={creatable.ready} canCreate={canCreate} setOpen={setCreating} />
      <GlobalFilters workspaceId={workspaceId} show={SHOW} dateLegend="Meeting date" exportTo={EXPORT} list="meetings" />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <MeetingWhenTabs value={url.when} onChange={url.setWhen} />
        <p className="text-xs text-muted-foreground">{url.when === 'upcoming' ? 'Soonest first' : 'Latest first'}</p>
      </div>
      <MeetingList
        list={list}
        when={url.when}
        filtered={activeFilterCount(filters) > 0}
        onClearFilters={clear}
        onShowAll={() => url.setWhen('all')}
        onPage={(page) => set({ page })}
        hrefFor={url.hrefFor}
        onOpen={url.openMeeting}
        showWorkspace={isAll}
        now={now}
        createAction={newButton}
      />
    </ListScreenFrame>
  );
}

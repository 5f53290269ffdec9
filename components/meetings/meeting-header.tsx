'use client';

import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ShareButton } from '@/components/share/share-button';
import { LazyFollowButton } from '@/components/follows/lazy-follow-button';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DetailEditDelete, DetailHeader } from '@/components/ui/detail-header';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { useQueryClient } from '@tanstack/react-query';
import { toastDeletedWithUndo } from '@/lib/trash/restore-deleted';
import type { MeetingDetail } from '@/lib/contract/meetings';
import { useCreatableWorkspaces } from '@/lib/workspaces/use-creatable-workspaces';
import { meetingApi, meetingHref, meetingsHref } from '@/lib/meetings/meeting-paths';
import { MEETING_MSG } from '@/lib/meetings/messages';
import { clientOnly } from '@/lib/ui/lazy-component';
import { PencilIcon } from './meeting-icons';

// The edit, clone and copy forms open on click: their code (the form with its busy-time check)
// loads once the meeting is up, outside its first load (decision 0014).
const MeetingFormDialog = clientOnly(() => import('./meeting-form-dialog').then((m) => m.MeetingFormDialog));
const CloneMeetingDialog = clientOnly(() => import('./clone-meeting-dialog').then((m) => m.CloneMeetingDialog));
const CopyMeetingDialog = clientOnly(() => import('./copy-meeting-dialog').then((m) => m.CopyMeetingDialog));

type Dialogs = 'edit' | 'delete' | 'clone' | 'copy' | null;

/**
 * The meeting's title, a way back to the list, and its actions: Share (anyone who sees it), Clone
 * (a creator of its workspace), Copy to workspace (another workspace the caller may create in),
 * Edit and Delete (its author or a manager: `can_edit`). The upstream checks every one again.
 */
export function MeetingHeader({ meeting, routeWorkspaceId }: { meeting: MeetingDetail; routeWorkspaceId: string }) {
  const router = useRouter();
  const [open, setOpen] = useState<Dialogs>(null);
  const creatable = useCreatableWorkspaces();
  const canClone = creatable.workspaces.some((w) => w.id === meeting.workspace_id);
  const targets = creatable.workspaces.filter((w) => w.id !== meeting.workspace_id).map((w) => ({ id: w.id, name: w.name }));
  const listHref = meetingsHref(routeWorkspaceId);

  const queryClient = useQueryClient();
  const remove = useApiMutation<unknown, void>({
    request: () => apiFetch(meetingApi(meeting.id), { method: 'DELETE' }),
    errorFallback: MEETING_MSG.delete,
    success: () => null,
    onSuccess: async () => {
      // In the trash with what went with it (decision 0027): the toast can bring it back.
      toastDeletedWithUndo({ title: MEETING_MSG.deleted, subject: { type: 'meetings', id: meeting.id }, queryClient });
      router.replace(listHref);
    },
    invalidate: [[...queryKeys.meetings, 'list'], queryKeys.tasks],
  });
  const close = (next: boolean) => {
    if (!next) setOpen(null);
  };

  return (
    <>
      <DetailHeader
        className="mb-0"
        eyebrow={
          <nav aria-label="Breadcrumb" className="flex flex-wrap items-center gap-1">
            <Link href={`/workspace/${routeWorkspaceId}`} className="hover:text-foreground hover:underline">
              {routeWorkspaceId === 'all' ? 'All selected workspaces' : meeting.workspace_name}
            </Link>
            <span aria-hidden="true">/</span>
            <Link href={listHref} className="hover:text-foreground hover:underline">
              Meetings
            </Link>
          </nav>
        }
        title={meeting.title}
        actions={
          <>
            <ShareButton type="meeting" id={meeting.id} size="base" />
            <LazyFollowButton kind="meeting" id={meeting.id} size="base" />
            {canClone ? (
              <Button variant="outline" onClick={() => setOpen('clone')}>
                Clone
              </Button>
            ) : null}
            {targets.length > 0 ? (
              <Button variant="outline" onClick={() => setOpen('copy')}>
                Copy to workspace
              </Button>
            ) : null}
            {meeting.can_edit ? <DetailEditDelete icons={{ edit: <PencilIcon /> }} onEdit={() => setOpen('edit')} onDelete={() => setOpen('delete')} /> : null}
          </>
        }
      />
      <MeetingFormDialog open={open === 'edit'} onOpenChange={close} meeting={meeting} />
      <CloneMeetingDialog open={open === 'clone'} onOpenChange={close} meeting={meeting} onCloned={(m) => router.push(meetingHref(m.workspace_id, m.id))} />
      <CopyMeetingDialog open={open === 'copy'} onOpenChange={close} meeting={meeting} workspaces={targets} />
      <ConfirmDialog
        open={open === 'delete'}
        onOpenChange={close}
        title="Delete this meeting?"
        text={`"${meeting.title}" with its goals, topics and discussions will be deleted. Its tasks stay, no longer linked to a meeting. You can restore it from “Recently deleted” on your profile.`}
        confirmLabel="Delete meeting"
        pendingLabel="Deleting…"
        onConfirm={() => remove.run()}
      />
    </>
  );
}

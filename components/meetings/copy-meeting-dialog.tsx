'use client';

import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { CheckCircleIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import type { NamedRef } from '@/lib/contract/content-common';
import type { Meeting } from '@/lib/contract/meetings';
import { meetingActionApi, meetingHref } from '@/lib/meetings/meeting-paths';
import { MEETING_MSG } from '@/lib/meetings/messages';
import { DialogFooter } from '@/components/ui/dialog-footer';
import { WorkspaceField } from '@/components/workspace-content/workspace-field';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  meeting: Meeting;
  /** Other workspaces where the caller may create content. */
  workspaces: readonly NamedRef[];
};

/**
 * "Copy to workspace": the same meeting, goals and topics in another workspace; attendees who are
 * not members there and the retailer, brand and product (records of this workspace) are left
 * behind. Once copied, the dialog links to the copy.
 */
export function CopyMeetingDialog({ open, onOpenChange, meeting, workspaces }: Props) {
  const [copy, setCopy] = useState<Meeting | null>(null);
  const change = (next: boolean) => {
    if (!next) setCopy(null);
    onOpenChange(next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={copy ? 'Meeting copied' : 'Copy to workspace'}
      description={copy ? undefined : 'Goals and topics come along; tasks and discussions stay here.'}
      size="md"
    >
      {open && copy ? (
        <Copied copy={copy} workspaceName={workspaces.find((w) => w.id === copy.workspace_id)?.name ?? copy.workspace_name} onClose={() => change(false)} />
      ) : null}
      {open && !copy ? <CopyForm meeting={meeting} workspaces={workspaces} onCancel={() => change(false)} onDone={setCopy} /> : null}
    </Dialog>
  );
}

function CopyForm({
  meeting,
  workspaces,
  onCancel,
  onDone,
}: {
  meeting: Meeting;
  workspaces: readonly NamedRef[];
  onCancel: () => void;
  onDone: (m: Meeting) => void;
}) {
  const formId = useId();
  const [workspaceId, setWorkspaceId] = useState(workspaces.length === 1 ? String(workspaces[0].id) : '');
  const [title, setTitle] = useState(meeting.title);
  const save = useFormMutation({
    schema: () => import('@/lib/contract/meetings').then((m) => m.copyBody),
    request: (body) => apiFetch<Meeting>(meetingActionApi(meeting.id, 'copy'), { method: 'POST', json: body }),
    errorFallback: MEETING_MSG.create,
    fields: ['workspace_id', 'title'],
    success: { title: MEETING_MSG.copied },
    invalidate: [queryKeys.meetings],
    onSuccess: onDone,
  });

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    void save.submit({ workspace_id: workspaceId, title });
  }

  return (
    <div className="space-y-5 pb-2">
      <form id={formId} onSubmit={submit} noValidate aria-label="Copy to workspace" className="space-y-4">
        <WorkspaceField workspaces={workspaces} value={workspaceId} errors={save.errors.workspace_id} onChange={setWorkspaceId} autoFocus />
        <Field label="Title" required errors={save.errors.title}>
          <Input value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
        </Field>
        <p className="text-xs text-muted-foreground">
          Attendees who are not members of that workspace, and this workspace&apos;s retailer, brand and product, are not copied.
        </p>
      </form>
      <DialogFooter onCancel={onCancel} pending={save.pending} pendingLabel="Copying…" submitLabel="Copy meeting" form={formId} />
    </div>
  );
}

function Copied({ copy, workspaceName, onClose }: { copy: Meeting; workspaceName: string; onClose: () => void }) {
  return (
    <div className="space-y-5 pb-2">
      <p role="status" className="flex items-start gap-2 text-sm text-foreground">
        <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-success" />
        <span>
          &ldquo;{copy.title}&rdquo; is now in <strong>{workspaceName}</strong>.
        </span>
      </p>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          Done
        </Button>
        <ButtonLink href={meetingHref(copy.workspace_id, copy.id)} data-autofocus>
          Open the copy
        </ButtonLink>
      </div>
    </div>
  );
}

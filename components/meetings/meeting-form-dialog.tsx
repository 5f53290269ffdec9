'use client';

import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { formDialogHandlers } from '@/components/ui/form-dialog-handlers';
import type { NamedRef } from '@/lib/contract/content-common';
import type { Meeting } from '@/lib/contract/meetings';
import { emptyMeetingValues, meetingValues } from '@/lib/meetings/meeting-form-values';
import { browserTimeZone } from '@/lib/meetings/meeting-time';
import { MeetingForm } from './meeting-form';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this meeting; without it, "New meeting". */
  meeting?: Meeting;
  /** A new meeting's workspace when fixed (a numeric route), else null and `workspaces` to choose among. */
  workspaceId?: number | null;
  workspaces?: readonly NamedRef[];
  onSaved?: (meeting: Meeting) => void;
};

/** "New meeting" or "Edit meeting". The form mounts on open, so each opening starts afresh (and in the current zone). */
export function MeetingFormDialog({ open, onOpenChange, meeting, workspaceId = null, workspaces = [], onSaved }: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={meeting ? 'Edit meeting' : 'New meeting'}
      description={meeting ? undefined : 'Plan when and where, who comes, and what it should achieve.'}
      size="lg"
    >
      {open ? <OpenForm meeting={meeting} workspaceId={workspaceId} workspaces={workspaces} {...formDialogHandlers(onOpenChange, onSaved)} /> : null}
    </Dialog>
  );
}

function OpenForm({
  meeting,
  workspaceId,
  workspaces,
  onCancel,
  onDone,
}: {
  meeting?: Meeting;
  workspaceId: number | null;
  workspaces: readonly NamedRef[];
  onCancel: () => void;
  onDone: (m: Meeting) => void;
}) {
  // Read once when the dialog opens: the zone and "now" of this opening.
  const [tz] = useState(browserTimeZone);
  const [initial] = useState(() =>
    meeting ? meetingValues(meeting, tz) : emptyMeetingValues(workspaceId ?? (workspaces.length === 1 ? workspaces[0].id : null), Date.now(), tz),
  );
  return <MeetingForm meeting={meeting} initial={initial} tz={tz} workspaces={meeting || workspaceId ? [] : workspaces} onCancel={onCancel} onDone={onDone} />;
}

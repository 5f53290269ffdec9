'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { adminKeys } from '@/lib/admin/admin-keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import type { WorkspaceRequest } from '@/lib/contract/workspaces';

export type Review = 'approve' | 'disapprove';
const NOTE_MAX = 1000;

const TEXTS: Record<Review, { title: string; confirm: string; success: string; fallback: string; explain: string }> = {
  approve: {
    title: 'Approve workspace',
    confirm: 'Approve',
    success: 'Workspace approved',
    fallback: 'Workspace could not be approved',
    explain: 'The requesting team gets the workspace and is notified.',
  },
  disapprove: {
    title: 'Disapprove workspace',
    confirm: 'Disapprove',
    success: 'Workspace disapproved',
    fallback: 'Workspace could not be disapproved',
    explain: 'The request is turned down and the requester is notified.',
  },
};

/**
 * Approve or disapprove one request with an optional note (`superadmin/approve-workspace` /
 * `disapprove-workspace`). Built like ConfirmDialog (alertdialog, Cancel focused first, no closing
 * while pending) plus the note field, which ConfirmDialog has no room for.
 */
export function ReviewWorkspaceDialog({
  open,
  request,
  review,
  onClose,
  onReviewed,
}: {
  open: boolean;
  request: WorkspaceRequest;
  review: Review;
  onClose: () => void;
  /** After a success (the request leaves the list, so focus needs somewhere to go). */
  onReviewed: () => void;
}) {
  const t = TEXTS[review];
  const noteId = useId();
  const [note, setNote] = useState('');
  const mutation = useApiMutation<unknown, { workspace_id: number; note?: string }>({
    request: (body) => apiFetch(`superadmin/${review}-workspace`, { method: 'POST', json: body }),
    errorFallback: t.fallback,
    success: { title: t.success },
    // Approval also changes the requester's workspaces; only this admin's lists are cached here.
    invalidate: [adminKeys.pendingWorkspaceRequests, queryKeys.workspaces],
  });
  const pending = mutation.isPending;
  const fieldErrors = mutation.error?.fieldErrors.note;

  const submit = async () => {
    const trimmed = note.trim();
    const ok = await mutation.run({ workspace_id: request.id, note: trimmed === '' ? undefined : trimmed });
    if (ok === false) return;
    onClose();
    onReviewed();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onClose();
      }}
      role="alertdialog"
      size="sm"
      title={t.title}
      description={`${request.name}: ${t.explain}`}
      hideCloseButton={pending}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending} data-autofocus>
            Cancel
          </Button>
          <Button variant={review === 'approve' ? 'primary' : 'danger'} loading={pending} loadingText={`${t.confirm}…`} onClick={() => void submit()}>
            {t.confirm}
          </Button>
        </>
      }
    >
      <div className="space-y-1.5">
        <label htmlFor={noteId} className="block text-sm font-medium text-foreground">
          Note <span className="font-normal text-muted-foreground">(optional, sent to the requester)</span>
        </label>
        <Textarea
          id={noteId}
          value={note}
          maxLength={NOTE_MAX}
          rows={3}
          onChange={(e) => setNote(e.target.value)}
          aria-invalid={fieldErrors ? true : undefined}
          aria-describedby={fieldErrors ? `${noteId}-error` : undefined}
        />
        {fieldErrors ? (
          <p id={`${noteId}-error`} className="text-sm text-danger">
            {fieldErrors.join(' ')}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}

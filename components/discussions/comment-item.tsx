'use client';

import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { apiFetch } from '@/lib/api/api-fetch';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import type { Comment } from '@/lib/contract/discussions';
import { formatDateTime } from '@/lib/dates/format-date';
import { personName } from '@/lib/people/person-name';
import { CommentForm } from './comment-form';
import { MentionText } from './mention-text';
import { DISCUSSION_MSG } from './messages';

/** One comment: author, time, text; its author edits (`PUT …/comment/{id}`) or deletes it. */
export function CommentItem({ comment, invalidateKey }: { comment: Comment; invalidateKey: QueryKey }) {
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const path = `discussions/${comment.discussion_id}/comment/${comment.id}`;
  const save = useFormMutation({
    schema: () => import('@/lib/contract/discussions').then((m) => m.commentBody),
    request: (values) => apiFetch<Comment>(path, { method: 'PUT', json: values }),
    errorFallback: DISCUSSION_MSG.commentUpdate,
    fields: ['body'],
    success: { title: DISCUSSION_MSG.commentUpdated },
    invalidate: [invalidateKey],
    onSuccess: () => setEditing(false),
  });
  const remove = useApiMutation<unknown, void>({
    request: () => apiFetch(path, { method: 'DELETE' }),
    errorFallback: DISCUSSION_MSG.commentRemove,
    success: { title: DISCUSSION_MSG.commentRemoved },
    invalidate: [invalidateKey],
  });
  const edited = comment.updated_at !== comment.created_at;

  return (
    <li className="rounded-control bg-muted/60 px-3 py-2">
      <div className="flex flex-wrap items-baseline gap-x-2 text-xs text-muted-foreground">
        <span className="font-medium text-foreground">{personName(comment.author)}</span>
        <time dateTime={comment.created_at}>{formatDateTime(comment.created_at)}</time>
        {edited ? <span>(edited)</span> : null}
        {comment.can_edit && !editing ? (
          <span className="ml-auto flex gap-1">
            <Button size="small" variant="outline" onClick={() => setEditing(true)} aria-label="Edit comment">
              Edit
            </Button>
            <Button size="small" variant="outline" onClick={() => setRemoving(true)} aria-label="Delete comment">
              Delete
            </Button>
          </span>
        ) : null}
      </div>
      {editing ? (
        <div className="mt-2">
          <CommentForm
            initial={comment.body}
            submitLabel="Save"
            autoFocus
            pending={save.pending}
            errors={save.errors.body}
            onSubmit={(body) => save.submit({ body })}
            onCancel={() => {
              save.reset();
              setEditing(false);
            }}
          />
        </div>
      ) : (
        <p className="mt-1 text-sm break-words whitespace-pre-wrap">
          <MentionText text={comment.body} />
        </p>
      )}
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title="Delete comment?"
        text="The comment will be deleted. You can restore it from “Recently deleted” on your profile."
        onConfirm={() => remove.run()}
      />
    </li>
  );
}

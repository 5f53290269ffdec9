'use client';

import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { apiFetch } from '@/lib/api/api-fetch';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import type { Comment, Discussion } from '@/lib/contract/discussions';
import { formatDateTime } from '@/lib/dates/format-date';
import { personName } from '@/lib/people/person-name';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import { DiscussionForm } from './discussion-form';
import { DISCUSSION_MSG } from './messages';
import { MentionText } from './mention-text';

/** One discussion: title, text, author, time, its comments oldest first and a comment box. */
export function DiscussionItem({ discussion, invalidateKey }: { discussion: Discussion; invalidateKey: QueryKey }) {
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const path = `discussions/${discussion.id}`;
  const update = useFormMutation({
    schema: () => import('@/lib/contract/discussions').then((m) => m.discussionUpdateBody),
    request: (values) => apiFetch<Discussion>(path, { method: 'POST', json: values }),
    errorFallback: DISCUSSION_MSG.update,
    fields: ['title', 'body'],
    success: { title: DISCUSSION_MSG.updated },
    invalidate: [invalidateKey],
    onSuccess: () => setEditing(false),
  });
  const remove = useApiMutation<unknown, void>({
    request: () => apiFetch(path, { method: 'DELETE' }),
    errorFallback: DISCUSSION_MSG.remove,
    success: { title: DISCUSSION_MSG.removed },
    invalidate: [invalidateKey],
  });
  const comment = useFormMutation({
    schema: () => import('@/lib/contract/discussions').then((m) => m.commentBody),
    request: (values) => apiFetch<Comment>(`${path}/comment`, { method: 'POST', json: values }),
    errorFallback: DISCUSSION_MSG.commentCreate,
    fields: ['body'],
    invalidate: [invalidateKey],
  });
  // The contract lists comments oldest first; sort anyway so a refetch order never surprises.
  const comments = [...discussion.comments].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
  const headingId = `discussion-${discussion.id}-title`;

  return (
    <li>
      <article aria-labelledby={headingId} className="space-y-3 rounded-card border border-border bg-surface p-3 sm:p-4">
        {editing ? (
          <DiscussionForm
            initial={{ title: discussion.title, body: discussion.body ?? '' }}
            submitLabel="Save"
            pending={update.pending}
            errors={update.errors}
            onSubmit={(values) => update.submit(values)}
            onCancel={() => {
              update.reset();
              setEditing(false);
            }}
          />
        ) : (
          <header className="space-y-1">
            <div className="flex flex-wrap items-start gap-2">
              <h4 id={headingId} className="min-w-0 flex-1 font-semibold break-words">
                {discussion.title}
              </h4>
              {discussion.can_edit ? (
                <div className="flex gap-1">
                  <Button size="small" variant="outline" onClick={() => setEditing(true)} aria-label={`Edit discussion ${discussion.title}`}>
                    Edit
                  </Button>
                  <Button size="small" variant="outline" onClick={() => setRemoving(true)} aria-label={`Delete discussion ${discussion.title}`}>
                    Delete
                  </Button>
                </div>
              ) : null}
            </div>
            <p className="text-xs text-muted-foreground">
              {personName(discussion.author)} · <time dateTime={discussion.created_at}>{formatDateTime(discussion.created_at)}</time>
            </p>
            {discussion.body ? (
              <p className="text-sm break-words whitespace-pre-wrap">
                <MentionText text={discussion.body} />
              </p>
            ) : null}
          </header>
        )}
        {comments.length > 0 ? (
          <ul aria-label={`Comments on ${discussion.title}`} className="space-y-2">
            {comments.map((c) => (
              <CommentItem key={c.id} comment={c} invalidateKey={invalidateKey} />
            ))}
          </ul>
        ) : null}
        <CommentForm submitLabel="Comment" pending={comment.pending} errors={comment.errors.body} onSubmit={(body) => comment.submit({ body })} />
      </article>
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title="Delete discussion?"
        text={`“${discussion.title}” and its comments will be deleted. You can restore it from “Recently deleted” on your profile.`}
        onConfirm={() => remove.run()}
      />
    </li>
  );
}

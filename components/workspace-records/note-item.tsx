'use client';

import { useState } from 'react';
import { formatFull, formatWhen } from '@/lib/dates/format-when';
import { Button } from '@/components/ui/button';
import { EntityAvatar } from '@/components/ui/entity-avatar';
import type { Note } from '@/lib/contract/notes';
import { personName, wasEdited } from '@/lib/workspace-records/format';
import { useEditNote } from '@/lib/workspace-records/use-notes';
import type { NoteTarget } from '@/lib/workspace-records/use-notes';
import { NoteComposer } from './note-composer';

/**
 * One note: author, when (relative, the full date on hover and for screen readers), "edited", the
 * text; its author edits it in place, and whoever may delete it asks the panel to confirm.
 */
export function NoteItem({ note, target, onDelete }: { note: Note; target: NoteTarget; onDelete: (note: Note) => void }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(note.body);
  const edit = useEditNote(target, note.id, () => setEditing(false));
  const author = personName(note.author);
  const start = () => {
    setText(note.body);
    edit.reset();
    setEditing(true);
  };

  return (
    <article aria-label={`Note by ${author}`} className="flex gap-3">
      <EntityAvatar name={author} image={note.author?.image ?? null} size="sm" className="rounded-full" />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-medium text-foreground">{author}</span>
          <time dateTime={note.created_at} title={formatFull(note.created_at)} suppressHydrationWarning className="text-xs text-muted-foreground">
            {formatWhen(note.created_at)}
            <span className="sr-only"> ({formatFull(note.created_at)})</span>
          </time>
          {wasEdited(note.created_at, note.updated_at) ? (
            <span className="text-xs text-muted-foreground" title={`Edited ${formatFull(note.updated_at)}`}>
              · edited
            </span>
          ) : null}
        </div>
        {editing ? (
          <NoteComposer
            label="Edit note"
            hideLabel
            value={text}
            onChange={setText}
            onSubmit={() => edit.submit({ body: text })}
            onCancel={() => setEditing(false)}
            submitLabel="Save"
            pending={edit.pending}
            errors={edit.errors.body}
            autoFocus
          />
        ) : (
          <p className="text-sm break-words whitespace-pre-wrap text-foreground">{note.body}</p>
        )}
        {!editing && (note.can_edit || note.can_delete) ? (
          <div className="flex gap-1 pt-1">
            {note.can_edit ? (
              <Button size="small" variant="outline" onClick={start} aria-label={`Edit note by ${author}`}>
                Edit
              </Button>
            ) : null}
            {note.can_delete ? (
              <Button size="small" variant="outline" onClick={() => onDelete(note)} aria-label={`Delete note by ${author}`}>
                Delete
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}

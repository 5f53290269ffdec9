'use client';

import { useRef, useState } from 'react';
import { PagedPanel } from '@/components/directories/paged-panel';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { Note } from '@/lib/contract/notes';
import { KINDS } from '@/lib/workspace-records/kinds';
import { noteMessages } from '@/lib/workspace-records/messages';
import { useAddNote, useDeleteNote, useNotes } from '@/lib/workspace-records/use-notes';
import type { NoteTarget } from '@/lib/workspace-records/use-notes';
import { NoteComposer } from './note-composer';
import { NoteItem } from './note-item';
import { NoteIcon } from '@/components/ui/icons';

/** Notes of a workspace retailer, brand or product: write one, read them 20 a page, edit and delete. */
export function NotesPanel({ target, id = 'notes' }: { target: NoteTarget; id?: string }) {
  const list = useNotes(target);
  const [text, setText] = useState('');
  // What the last submit sent: only that is cleared once it is saved, not text typed meanwhile.
  const sent = useRef('');
  const add = useAddNote(target, () => {
    setText((current) => (current === sent.current ? '' : current));
    // The newest note is on the first page.
    list.setPage(1);
  });
  const [deleting, setDeleting] = useState<Note | null>(null);
  const remove = useDeleteNote(target, list.onRemoved);

  return (
    <section id={id} aria-label="Notes" className="scroll-mt-20 space-y-4">
      <div className="rounded-card border border-border bg-surface px-4 py-4 shadow-xs sm:px-6">
        <NoteComposer
          label="Add a note"
          placeholder={`What should the team know about this ${KINDS[target.kind].one}?`}
          value={text}
          onChange={setText}
          onSubmit={() => {
            sent.current = text;
            return add.submit({ body: text });
          }}
          submitLabel="Add note"
          pending={add.pending}
          errors={add.errors.body}
        />
      </div>
      <PagedPanel
        title="Notes"
        list={list}
        noun={['note', 'notes']}
        empty={{ icon: NoteIcon, title: 'No notes yet', description: 'Notes you add are seen by everyone in this workspace.' }}
        failure={noteMessages(target.kind).fetch}
        itemKey={(n) => n.id}
        renderItem={(n) => <NoteItem note={n} target={target} onDelete={setDeleting} />}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this note?"
        text="The note will be deleted for everyone in this workspace. You can restore it from “Recently deleted” on your profile."
        confirmLabel="Delete note"
        onConfirm={() => (deleting ? remove.run(deleting.id) : false)}
      />
    </section>
  );
}

'use client';

import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { EntrySummary } from '@/components/directories/entry-summary';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { apiFetch } from '@/lib/api/api-fetch';
import { companyKeys } from '@/lib/companies/company-keys';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import { kindMessages, masterLinkApi } from '@/lib/directories/kinds';
import type { PartyKind } from '@/lib/directories/kinds';
import type { MasterLink } from '@/lib/directories/types';

type Props = { companyId: number; kind: PartyKind; link: MasterLink; canEdit: boolean; onUnlink: (link: MasterLink) => void };

/** One master agreement: the directory entry, its notes (edited in place) and Unlink. */
export function MasterLinkRow({ companyId, kind, link, canEdit, onUnlink }: Props) {
  const msg = kindMessages(kind);
  const [editing, setEditing] = useState(false);
  const [notes, setNotes] = useState(link.notes ?? '');
  const notesRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (editing) notesRef.current?.focus();
  }, [editing]);
  const save = useFormMutation({
    schema: () => import('@/lib/contract/relations').then((m) => m.masterLinkUpdateBody),
    // Sent as typed: empty notes clear the stored ones.
    request: () => apiFetch<MasterLink>(masterLinkApi(companyId, kind, link.id), { method: 'PUT', json: { notes: notes.trim() } }),
    errorFallback: msg.linkUpdate,
    fields: ['notes'],
    success: { title: msg.linkUpdated },
    invalidate: [companyKeys.masterLinks(companyId, kind)],
    onSuccess: () => setEditing(false),
  });
  const cancel = () => {
    setEditing(false);
    setNotes(link.notes ?? '');
    save.reset();
  };
  function submit(e: FormEvent) {
    e.preventDefault();
    void save.submit({ notes });
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1 basis-40 text-sm">
          <EntrySummary entry={link} compact />
        </div>
        {canEdit && !editing ? (
          <div className="flex gap-2">
            <Button size="small" variant="outline" onClick={() => setEditing(true)} aria-label={`Edit notes of ${link.name}`}>
              Edit notes
            </Button>
            <Button size="small" variant="outline" onClick={() => onUnlink(link)} aria-label={`Unlink ${link.name}`}>
              Unlink
            </Button>
          </div>
        ) : null}
      </div>
      {editing ? (
        <form onSubmit={submit} noValidate aria-label={`Notes of ${link.name}`} className="space-y-2">
          <Field label={`Notes of ${link.name}`} hideLabel errors={save.errors.notes}>
            <Textarea
              ref={notesRef}
              rows={3}
              value={notes}
              maxLength={2000}
              onChange={(e) => setNotes(e.target.value)}
              onKeyDown={(e) => e.key === 'Escape' && cancel()}
            />
          </Field>
          <div className="flex gap-2">
            <Button type="submit" size="small" loading={save.pending} loadingText="Saving…">
              Save notes
            </Button>
            <Button size="small" variant="outline" onClick={cancel} disabled={save.pending}>
              Cancel
            </Button>
          </div>
        </form>
      ) : link.notes ? (
        <p className="text-sm whitespace-pre-line text-muted-foreground">{link.notes}</p>
      ) : null}
    </div>
  );
}

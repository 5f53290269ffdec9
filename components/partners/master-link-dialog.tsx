'use client';

import { useState } from 'react';
import type { FormEvent } from 'react';
import { DirectoryPicker } from '@/components/directories/directory-picker';
import { EntrySummary } from '@/components/directories/entry-summary';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { apiFetch } from '@/lib/api/api-fetch';
import { companyKeys } from '@/lib/companies/company-keys';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import type { DirectoryEntry } from '@/lib/contract/directories';
import { KIND_WORDS, kindMessages, masterLinksApi } from '@/lib/directories/kinds';
import type { PartyKind } from '@/lib/directories/kinds';
import type { MasterLink } from '@/lib/directories/types';
import { DialogFooter } from '@/components/ui/dialog-footer';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; companyId: number; kind: PartyKind; linkedIds: ReadonlySet<number> };

/** Link a shared directory entry as a master agreement: search (or create) the entry, add notes, link. */
export function MasterLinkDialog({ open, onOpenChange, ...rest }: Props) {
  const words = KIND_WORDS[rest.kind];
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Link a master ${words.one}`}
      description={`Find the ${words.one} in the shared directory, or add it there.`}
    >
      {open ? <LinkForm {...rest} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function LinkForm({ companyId, kind, linkedIds, onDone }: Omit<Props, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const msg = kindMessages(kind);
  const [entry, setEntry] = useState<DirectoryEntry | null>(null);
  const [notes, setNotes] = useState('');
  const link = useFormMutation({
    schema: () => import('@/lib/contract/relations').then((m) => m.masterLinkBody),
    request: (body) => apiFetch<MasterLink>(masterLinksApi(companyId, kind), { method: 'POST', json: body }),
    errorFallback: msg.link,
    fields: ['directory_id', 'notes'],
    success: { title: msg.linked },
    invalidate: [companyKeys.masterLinks(companyId, kind)],
    onSuccess: onDone,
  });
  function submit(e: FormEvent) {
    e.preventDefault();
    void link.submit({ directory_id: entry?.id, notes: notes.trim() });
  }

  if (!entry) {
    return (
      <div className="pb-2">
        <DirectoryPicker kind={kind} onPick={setEntry} takenIds={linkedIds} />
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label={`Link ${entry.name}`} className="space-y-4 pb-2">
      <div className="flex flex-wrap items-center gap-3 rounded-card border border-border px-3 py-2">
        <div className="min-w-0 flex-1 basis-40 text-sm">
          <EntrySummary entry={entry} compact />
        </div>
        <Button size="small" variant="outline" onClick={() => setEntry(null)}>
          Change
        </Button>
      </div>
      {link.errors.directory_id ? (
        <p role="alert" className="text-sm text-danger">
          {link.errors.directory_id.join(' ')}
        </p>
      ) : null}
      <Field label="Notes" errors={link.errors.notes} hint="Terms of the agreement, contacts, renewal dates…">
        <Textarea rows={3} value={notes} maxLength={2000} onChange={(e) => setNotes(e.target.value)} data-autofocus />
      </Field>
      <DialogFooter onCancel={onDone} pending={link.pending} pendingLabel="Linking…" submitLabel={`Link ${KIND_WORDS[kind].one}`} />
    </form>
  );
}

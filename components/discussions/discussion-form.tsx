'use client';

import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { FieldErrors } from '@/lib/contract/field-errors';

export type DiscussionFormProps = {
  initial?: { title: string; body: string };
  submitLabel: string;
  /** Resolves to false when the save failed (the text is kept). */
  onSubmit: (values: { title: string; body: string }) => Promise<unknown>;
  onCancel: () => void;
  errors: FieldErrors;
  pending: boolean;
};

/** Title and text of a discussion, to start one or edit it. */
export function DiscussionForm({ initial, submitLabel, onSubmit, onCancel, errors, pending }: DiscussionFormProps) {
  const [title, setTitle] = useState(initial?.title ?? '');
  const [body, setBody] = useState(initial?.body ?? '');
  async function submit(e: FormEvent) {
    e.preventDefault();
    await onSubmit({ title, body });
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-control border border-border p-3">
      <Field label="Title" errors={errors.title} required>
        <Input value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} autoFocus />
      </Field>
      <Field label="Message" errors={errors.body}>
        <Textarea rows={3} value={body} maxLength={10000} onChange={(e) => setBody(e.target.value)} />
      </Field>
      <div className="flex justify-end gap-2">
        <Button size="small" variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button size="small" type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

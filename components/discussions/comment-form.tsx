'use client';

import { useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';

export type CommentFormProps = {
  initial?: string;
  submitLabel: string;
  /** Resolves to false when the save failed (the text is kept for another try). */
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
  errors?: string[];
  pending: boolean;
  autoFocus?: boolean;
};

/** A comment's text ("Comment"); Ctrl+Enter or Cmd+Enter sends it. */
export function CommentForm({ initial = '', submitLabel, onSubmit, onCancel, errors, pending, autoFocus }: CommentFormProps) {
  const [body, setBody] = useState(initial);
  async function send() {
    if (pending) return;
    const result = await onSubmit(body);
    if (result !== false && !initial) setBody('');
  }
  function submit(e: FormEvent) {
    e.preventDefault();
    void send();
  }
  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void send();
    }
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <Field label="Comment" errors={errors} hideLabel={!initial}>
        <Textarea
          rows={2}
          value={body}
          maxLength={10000}
          placeholder="Write a comment… (Ctrl+Enter to send)"
          aria-keyshortcuts="Control+Enter Meta+Enter"
          onChange={(e) => setBody(e.target.value)}
          onKeyDown={onKeyDown}
          autoFocus={autoFocus}
        />
      </Field>
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <Button size="small" variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        ) : null}
        <Button size="small" type="submit" loading={pending} disabled={!body.trim()}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

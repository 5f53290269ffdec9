'use client';

import { useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent, SyntheticEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { MentionPicker } from './mention-picker';
import { useMentionPicker } from '@/lib/discussions/use-mention-picker';

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

/** A comment's text ("Comment"); "@" suggests people to mention; Ctrl+Enter or Cmd+Enter sends it. */
export function CommentForm({ initial = '', submitLabel, onSubmit, onCancel, errors, pending, autoFocus }: CommentFormProps) {
  const [body, setBody] = useState(initial);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const mentions = useMentionPicker({ value: body, setValue: setBody, textareaRef });
  async function send() {
    if (pending) return;
    const sent = body;
    const result = await onSubmit(sent);
    // Only what was sent is cleared: text typed while it was sending stays.
    if (result !== false && !initial) setBody((current) => (current === sent ? '' : current));
  }
  function submit(e: FormEvent) {
    e.preventDefault();
    void send();
  }
  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (mentions.onKeyDown(e)) return;
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void send();
    }
  }
  const track = (e: SyntheticEvent<HTMLTextAreaElement>) => mentions.track(e.currentTarget);
  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <Field label="Comment" errors={errors} hideLabel={!initial}>
        <Textarea
          ref={textareaRef}
          rows={2}
          value={body}
          maxLength={10000}
          placeholder="Write a comment… Type @ to mention someone (Ctrl+Enter to send)"
          aria-keyshortcuts="Control+Enter Meta+Enter"
          {...mentions.textareaProps}
          onChange={(e) => {
            setBody(e.target.value);
            track(e);
          }}
          onSelect={track}
          onBlur={mentions.blur}
          onKeyDown={onKeyDown}
          autoFocus={autoFocus}
        />
      </Field>
      <MentionPicker picker={mentions} />
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

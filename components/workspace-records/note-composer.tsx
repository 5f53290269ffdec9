'use client';

import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { isSubmitShortcut } from '@/lib/workspace-records/format';

export type NoteComposerProps = {
  label: string;
  hideLabel?: boolean;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => unknown;
  /** Shown when set: Escape and the button call it (inline edit). */
  onCancel?: () => void;
  submitLabel: string;
  pending: boolean;
  errors?: string[];
  autoFocus?: boolean;
  placeholder?: string;
};

/** A note's text box: Ctrl+Enter or Cmd+Enter saves, Escape cancels an edit; errors show under the box. */
export function NoteComposer({
  label,
  hideLabel,
  value,
  onChange,
  onSubmit,
  onCancel,
  submitLabel,
  pending,
  errors,
  autoFocus,
  placeholder,
}: NoteComposerProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (!autoFocus) return;
    const el = ref.current;
    el?.focus();
    // Editing starts at the end of the text, where people usually add to it.
    el?.setSelectionRange(el.value.length, el.value.length);
  }, [autoFocus]);

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (isSubmitShortcut(e)) {
      e.preventDefault();
      if (!pending) void onSubmit();
    } else if (e.key === 'Escape' && onCancel) {
      e.preventDefault();
      onCancel();
    }
  };

  return (
    <form
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (!pending) void onSubmit();
      }}
      noValidate
    >
      <Field label={label} hideLabel={hideLabel} errors={errors} hint={hideLabel ? undefined : 'Ctrl+Enter or ⌘+Enter saves.'}>
        <Textarea
          ref={ref}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          rows={3}
          maxLength={10000}
          placeholder={placeholder}
          aria-keyshortcuts="Control+Enter Meta+Enter"
        />
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button size="small" variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        ) : null}
        <Button size="small" type="submit" loading={pending} loadingText="Saving…">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

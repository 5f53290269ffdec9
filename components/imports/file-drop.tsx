'use client';

import { useId, useState } from 'react';
import type { DragEvent } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { FieldErrors } from '@/components/ui/field';
import { FileIcon } from '@/components/ui/icons';

export type FileDropProps = {
  label: string;
  /** The limits, said under the label (and read with the control). */
  hint: string;
  accept: string;
  errors?: readonly string[];
  disabled?: boolean;
  onFile: (file: File) => void;
};

/**
 * A file picker that looks like the app (no native "Choose File" button): the whole area is the
 * input's label, so a click, Enter or Space on the focused input opens the system picker, and a file
 * dropped on it is taken as if chosen. The input stays in the page, visually hidden, for keyboards,
 * screen readers and tests.
 */
export function FileDrop({ label, hint, accept, errors = [], disabled, onFile }: FileDropProps) {
  const id = useId();
  const [over, setOver] = useState(false);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = errors.length > 0;

  const onDrop = (e: DragEvent<HTMLLabelElement>) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files?.[0];
    if (file && !disabled) onFile(file);
  };
  const onDrag = (e: DragEvent<HTMLLabelElement>, entering: boolean) => {
    e.preventDefault();
    if (!disabled) setOver(entering);
  };

  return (
    <div className="space-y-2">
      <label
        htmlFor={id}
        onDragEnter={(e) => onDrag(e, true)}
        onDragOver={(e) => onDrag(e, true)}
        onDragLeave={(e) => onDrag(e, false)}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-3 rounded-card border-2 border-dashed px-4 py-8 text-center transition-colors sm:px-8 sm:py-10',
          'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring',
          over ? 'border-primary bg-primary-soft' : invalid ? 'border-danger bg-danger-soft/40' : 'border-border-strong bg-surface hover:bg-muted/60',
          disabled && 'cursor-not-allowed opacity-60',
        )}
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
          <FileIcon className="size-6" />
        </span>
        <span className="text-base font-semibold text-foreground">{label}</span>
        <span className="text-sm text-muted-foreground">
          <span className="hidden sm:inline">Drag and drop it here, or </span>
          <span className={buttonClasses({ variant: 'outline', size: 'small', className: 'mx-1 pointer-events-none' })}>Choose a file</span>
        </span>
        <span id={hintId} className="max-w-md text-xs text-muted-foreground">
          {hint}
        </span>
        <input
          id={id}
          type="file"
          aria-label={label}
          accept={accept}
          disabled={disabled}
          aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
          aria-invalid={invalid || undefined}
          className="sr-only"
          onChange={(e) => {
            const file = e.target.files?.[0];
            // Cleared, so choosing the same file again after a refusal is a change too.
            e.target.value = '';
            if (file) onFile(file);
          }}
        />
      </label>
      {invalid ? <FieldErrors id={errorId} messages={errors} /> : null}
    </div>
  );
}

'use client';

import type { Ref } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

export type CopyState = 'idle' | 'copied' | 'manual';

type Props = {
  id: string;
  /** The field's (visually hidden) label. */
  label: string;
  value: string;
  inputRef: Ref<HTMLInputElement>;
  onCopy: () => void;
  copyVariant?: 'outline';
  state: CopyState;
  /** What the live line says after a copy, and when the value was selected for Ctrl+C instead. */
  copiedText: string;
  manualText: string;
};

/** A read-only value, selected on focus, with a Copy button and a live line that says how the copy went. */
export function CopyField({ id, label, value, inputRef, onCopy, copyVariant, state, copiedText, manualText }: Props) {
  return (
    <>
      <div className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <Input
          ref={inputRef}
          id={id}
          readOnly
          value={value}
          data-autofocus
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 font-mono text-xs"
        />
        <Button variant={copyVariant} onClick={onCopy}>
          Copy
        </Button>
      </div>
      <p aria-live="polite" className="min-h-5 text-sm text-muted-foreground">
        {state === 'copied' ? copiedText : state === 'manual' ? manualText : ''}
      </p>
    </>
  );
}

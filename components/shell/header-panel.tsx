'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { CloseIcon } from '@/components/ui/icons';

export type HeaderPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header button that opens the panel; Radix wires aria-expanded/controls and returns focus to it. */
  trigger: ReactNode;
  title: string;
  /** Screen-reader description of the panel (optional). */
  description?: string;
  /** Which edge of the screen the panel hangs from on wider screens. */
  align?: 'start' | 'end';
  children: ReactNode;
};

/**
 * A header dropdown built on Radix Dialog (the kit has no popover): on phones a full-width sheet
 * under the header with a dimmed page; from `sm` up a panel under its button. Being a modal dialog
 * it traps focus, closes on Escape and outside clicks, locks scrolling (spec §4) and returns focus
 * to the trigger — the keyboard behaviour a popover would need anyway.
 */
export function HeaderPanel({ open, onOpenChange, trigger, title, description, align = 'end', children }: HeaderPanelProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 animate-fade-in bg-slate-950/40 sm:bg-transparent" />
        <RadixDialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed top-16 z-50 flex max-h-[calc(100dvh-5rem)] animate-fade-in flex-col overflow-hidden',
            'rounded-card border border-border bg-surface shadow-2xl focus:outline-none',
            'inset-x-2 sm:inset-x-auto sm:w-[26rem]',
            align === 'end' ? 'sm:right-4' : 'sm:left-4 lg:left-64',
          )}
        >
          <div className="flex items-center gap-2 border-b border-border px-4 py-3">
            <RadixDialog.Title className="min-w-0 flex-1 truncate text-base font-semibold text-foreground">{title}</RadixDialog.Title>
            {description ? <RadixDialog.Description className="sr-only">{description}</RadixDialog.Description> : null}
            <RadixDialog.Close
              aria-label="Close"
              className="-m-1 rounded-control p-1.5 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
            >
              <CloseIcon className="size-5" />
            </RadixDialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

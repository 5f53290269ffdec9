'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { cn } from './cn';
import type { DialogProps } from './dialog';
import { CloseIcon } from './more-icons';
import { focusBack } from './lazy-dialog';
import type { LazyDialogState } from './lazy-dialog';

const widths = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

/**
 * Dialog's Radix half (dialog.tsx imports it when the dialog is wanted, decision 0014): traps
 * focus, closes on Escape and outside click, returns focus to the trigger, locks page scrolling
 * while open (spec §4), and labels itself with title + description.
 */
export function DialogView({
  dialog,
  title,
  description,
  children,
  footer,
  size = 'md',
  hideCloseButton,
  role = 'dialog',
  onOpenAutoFocus,
  className,
}: Omit<DialogProps, 'open' | 'defaultOpen' | 'onOpenChange' | 'trigger'> & { dialog: LazyDialogState }) {
  const contentRef = useRef<HTMLDivElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const handleOpenAutoFocus = (event: Event) => {
    // Still the element that opened the dialog: focus has not moved in yet.
    returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    onOpenAutoFocus?.(event);
    if (event.defaultPrevented) return;
    const preferred = contentRef.current?.querySelector<HTMLElement>('[data-autofocus]');
    if (preferred) {
      event.preventDefault();
      preferred.focus();
    }
  };
  // Focus goes back to the trigger (as Radix's own Trigger did), else, for a dialog opened by any
  // button, to whatever was focused when it opened.
  const handleCloseAutoFocus = (event: Event) => {
    const target = dialog.triggerRef.current ?? returnFocusRef.current;
    returnFocusRef.current = null;
    focusBack(event, target);
  };

  return (
    <RadixDialog.Root open={dialog.open} onOpenChange={dialog.setOpen}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-slate-950/50 backdrop-blur-[2px]" />
        <RadixDialog.Content
          ref={contentRef}
          id={dialog.contentId}
          role={role}
          onOpenAutoFocus={handleOpenAutoFocus}
          onCloseAutoFocus={handleCloseAutoFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
            'animate-dialog-in rounded-card border border-border bg-surface shadow-2xl focus:outline-none',
            widths[size],
            className,
          )}
        >
          <div className="flex items-start gap-4 px-5 pt-5 pb-3 sm:px-6">
            <div className="min-w-0 flex-1 space-y-1">
              <RadixDialog.Title className="text-lg font-semibold text-foreground">{title}</RadixDialog.Title>
              {description ? <RadixDialog.Description className="text-sm text-muted-foreground">{description}</RadixDialog.Description> : null}
            </div>
            {hideCloseButton ? null : <DialogCloseButton className="-m-1.5" />}
          </div>
          {children ? <div className="min-h-0 flex-1 overflow-y-auto px-5 py-2 text-sm text-foreground sm:px-6">{children}</div> : null}
          {footer ? <div className="flex flex-col-reverse gap-2 px-5 pt-3 pb-5 sm:flex-row sm:justify-end sm:px-6">{footer}</div> : <div className="pb-3" />}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/**
 * The × in the corner of a Radix dialog, and of the header panel (header-panel-view.tsx, also loaded
 * on demand); `className` sets its outer margin against the title row.
 */
export function DialogCloseButton({ className }: { className: string }) {
  return (
    <RadixDialog.Close
      aria-label="Close"
      className={cn(
        'rounded-control p-1.5 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
    >
      <CloseIcon className="size-5" />
    </RadixDialog.Close>
  );
}

'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import { cn } from '@/components/ui/cn';
import { DialogCloseButton } from '@/components/ui/dialog-view';
import { focusBack } from '@/components/ui/lazy-dialog';
import type { LazyDialogState } from '@/components/ui/lazy-dialog';
import type { HeaderPanelProps } from './header-panel';

/** HeaderPanel's Radix half (header-panel.tsx imports it when the panel is wanted, decision 0014). */
export function HeaderPanelView({
  dialog,
  title,
  description,
  align = 'end',
  children,
}: Omit<HeaderPanelProps, 'open' | 'onOpenChange' | 'trigger'> & { dialog: LazyDialogState }) {
  // Focus goes back to the header button on close, as Radix's own Trigger did.
  const returnFocus = (event: Event) => focusBack(event, dialog.triggerRef.current);
  return (
    <RadixDialog.Root open={dialog.open} onOpenChange={dialog.setOpen}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 animate-fade-in bg-slate-950/40 sm:bg-transparent" />
        <RadixDialog.Content
          id={dialog.contentId}
          onCloseAutoFocus={returnFocus}
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
            <DialogCloseButton className="-m-1" />
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

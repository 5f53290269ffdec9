'use client';

import { clientOnly } from '@/lib/ui/lazy-component';
import { cloneElement, isValidElement } from 'react';
import type { MouseEvent, ReactElement, ReactNode } from 'react';
import { DialogCloseContext, DialogTrigger, useDialogClose, useLazyDialog } from './lazy-dialog';

export type DialogSize = 'sm' | 'md' | 'lg';

export type DialogProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog (rendered as-is, e.g. a <Button>). */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, right-aligned (stacked on narrow screens). */
  footer?: ReactNode;
  size?: DialogSize;
  /** Hide the close (×) icon button. Escape and clicking outside still close. */
  hideCloseButton?: boolean;
  /** Role for confirmations that need an answer (default "dialog"). */
  role?: 'dialog' | 'alertdialog';
  /**
   * Called when focus moves into the dialog; call `event.preventDefault()` to place it yourself.
   * By default focus goes to the first element marked `data-autofocus`, else the first focusable one.
   */
  onOpenAutoFocus?: (event: Event) => void;
  className?: string;
};

const loadView = () => import('./dialog-view');
// Radix is imported when a dialog is wanted, not with the page (decision 0014).
const DialogView = clientOnly(() => loadView().then((m) => m.DialogView));

/**
 * Modal dialog on Radix: traps focus, closes on Escape and outside click, returns focus to the
 * trigger, locks page scrolling while open (spec §4), and labels itself with title + description.
 * Until it first opens only its trigger is rendered; the Radix part (dialog-view.tsx) loads then.
 */
export function Dialog({ open, defaultOpen, onOpenChange, trigger, ...view }: DialogProps) {
  const dialog = useLazyDialog(open, defaultOpen, onOpenChange);
  return (
    <DialogCloseContext.Provider value={() => dialog.setOpen(false)}>
      {trigger ? (
        <DialogTrigger dialog={dialog} preload={loadView}>
          {trigger}
        </DialogTrigger>
      ) : null}
      {dialog.opened ? <DialogView dialog={dialog} {...view} /> : null}
    </DialogCloseContext.Provider>
  );
}

/** A button that closes the surrounding dialog (wraps its child, e.g. `<DialogClose><Button>…`). */
export function DialogClose({ children }: { children: ReactNode }) {
  const close = useDialogClose();
  if (!isValidElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void }>(children)) return children;
  const own = children.props.onClick;
  return cloneElement(children as ReactElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void }>, {
    onClick: (event: MouseEvent<HTMLElement>) => {
      own?.(event);
      if (!event.defaultPrevented) close?.();
    },
  });
}

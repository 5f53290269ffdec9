'use client';

import { cloneElement, createContext, isValidElement, useContext, useId, useRef, useState } from 'react';
import type { MouseEvent, ReactElement, ReactNode, RefObject } from 'react';

/**
 * What Dialog and HeaderPanel share so Radix Dialog (and its focus trap, scroll lock and layers,
 * ~12 kB gzip) stays out of every page's first load (decision 0014): a closed dialog
 * renders no Radix at all, only its trigger; the Radix view (dialog-view.tsx,
 * header-panel-view.tsx) is imported when the pointer or focus reaches the trigger, or when the
 * dialog first opens, and stays mounted from then on so closing behaves exactly as before.
 */
export type LazyDialogState = {
  open: boolean;
  /** The dialog has been open at least once: its view is mounted. */
  opened: boolean;
  setOpen: (open: boolean) => void;
  contentId: string;
  /** The trigger element, where focus returns on close (as Radix's own Trigger did). */
  triggerRef: RefObject<HTMLElement | null>;
};

/** Open state, controlled (`open`) or not (`defaultOpen`), the way Radix's Root takes it. */
export function useLazyDialog(
  open: boolean | undefined,
  defaultOpen: boolean | undefined,
  onOpenChange: ((open: boolean) => void) | undefined,
): LazyDialogState {
  const [own, setOwn] = useState(defaultOpen ?? false);
  const current = open ?? own;
  const [opened, setOpened] = useState(current);
  // Set during render (React's "storing information from previous renders"): no frame without the view.
  if (current && !opened) setOpened(true);
  const contentId = useId();
  const triggerRef = useRef<HTMLElement | null>(null);
  const setOpen = (next: boolean) => {
    if (open === undefined) setOwn(next);
    onOpenChange?.(next);
  };
  return { open: current, opened, setOpen, contentId, triggerRef };
}

type TriggerProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  ref?: RefObject<HTMLElement | null>;
};

/**
 * The element that opens the dialog (a button), given what Radix's Trigger gave it: the popup
 * attributes, the open state, a click that toggles, and a ref for focus to return to. Pointer or
 * focus on it starts loading the view (`preload`), so the first open rarely waits.
 */
export function DialogTrigger({ dialog, preload, children }: { dialog: LazyDialogState; preload: () => unknown; children: ReactNode }) {
  if (!isValidElement<TriggerProps>(children)) return children;
  const own = children.props;
  const warm = () => void preload();
  return cloneElement(children as ReactElement<TriggerProps & Record<string, unknown>>, {
    'aria-haspopup': 'dialog',
    'aria-expanded': dialog.open,
    'aria-controls': dialog.open ? dialog.contentId : undefined,
    'data-state': dialog.open ? 'open' : 'closed',
    ref: dialog.triggerRef,
    onClick: (event: MouseEvent<HTMLElement>) => {
      own.onClick?.(event);
      if (!event.defaultPrevented) dialog.setOpen(!dialog.open);
    },
    onPointerEnter: () => {
      own.onPointerEnter?.();
      warm();
    },
    onFocus: () => {
      own.onFocus?.();
      warm();
    },
  });
}

/** Closes the dialog around it: what DialogClose (dialog.tsx) calls. */
/**
 * An onCloseAutoFocus step shared by the dialog and the header panel: focus goes back to `target`
 * (the trigger, as Radix's own Trigger did) when it is still on the page.
 */
export function focusBack(event: Event, target: HTMLElement | null | undefined): void {
  if (!target?.isConnected) return;
  event.preventDefault();
  target.focus();
}

export const DialogCloseContext = createContext<(() => void) | null>(null);
export const useDialogClose = () => useContext(DialogCloseContext);

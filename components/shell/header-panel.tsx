'use client';

import { clientOnly } from '@/lib/ui/lazy-component';
import type { ReactNode } from 'react';
import { DialogTrigger, useLazyDialog } from '@/components/ui/lazy-dialog';

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

const loadView = () => import('./header-panel-view');
// Radix is imported when a panel is wanted, not with the page (decision 0014).
const HeaderPanelView = clientOnly(() => loadView().then((m) => m.HeaderPanelView));

/**
 * A header dropdown built on Radix Dialog (the kit has no popover): on phones a full-width sheet
 * under the header with a dimmed page; from `sm` up a panel under its button. Being a modal dialog
 * it traps focus, closes on Escape and outside clicks, locks scrolling (spec §4) and returns focus
 * to the trigger — the keyboard behaviour a popover would need anyway. Until it first opens only
 * the button is rendered; the Radix part (header-panel-view.tsx) loads on pointer or focus.
 */
export function HeaderPanel({ open, onOpenChange, trigger, ...view }: HeaderPanelProps) {
  const dialog = useLazyDialog(open, undefined, onOpenChange);
  return (
    <>
      <DialogTrigger dialog={dialog} preload={loadView}>
        {trigger}
      </DialogTrigger>
      {dialog.opened ? <HeaderPanelView dialog={dialog} {...view} /> : null}
    </>
  );
}

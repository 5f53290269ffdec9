'use client';

import { useCallback, useEffect, useReducer, useRef } from 'react';
import { CLOSED, multiSelectReducer } from './multi-select-state';

/** An element that keeps focus when clicked; anything else leaves focus nowhere useful. */
const FOCUSABLE = 'input, select, textarea, button, a[href], [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/**
 * Open state of a multi-select popover (`multiSelectReducer`) plus its closing rules: Escape closes
 * only the popover and puts focus back on the trigger; a press outside closes it too and, when that
 * press would leave focus on nothing (page text, a dialog's backdrop or body), focus goes back to the
 * trigger as well. Choosing options never closes it.
 */
export function useMultiSelect() {
  const [state, dispatch] = useReducer(multiSelectReducer, CLOSED);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = useCallback((refocus: 'now' | 'after-press' | false) => {
    dispatch({ type: 'close' });
    if (refocus === 'now') triggerRef.current?.focus();
    // A press moves focus after its pointerdown (to the body or a dialog): take it back after that.
    else if (refocus === 'after-press') window.setTimeout(() => triggerRef.current?.focus(), 0);
  }, []);

  useEffect(() => {
    if (!state.open) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Element | null;
      if (!target || rootRef.current?.contains(target)) return;
      close(target.closest(FOCUSABLE) ? false : 'after-press');
    };
    // The window's capture phase runs before a surrounding dialog's own Escape handler: stopping
    // here closes the popover and keeps the dialog open.
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      close('now');
    };
    document.addEventListener('pointerdown', onPointer);
    window.addEventListener('keydown', onEscape, { capture: true });
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      window.removeEventListener('keydown', onEscape, { capture: true });
    };
  }, [state.open, close]);

  return { state, dispatch, close, rootRef, triggerRef, panelRef };
}

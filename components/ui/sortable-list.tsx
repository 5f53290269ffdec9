'use client';

import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent, ReactNode } from 'react';
import { applyOrder, dropIndex, isMoveKey, keyTarget, moveItem, movedMessage, sameOrder } from '@/lib/ui/reorder';
import { cn } from './cn';

export type SortableListProps<T extends { id: number }> = {
  items: readonly T[];
  /** The item's name: the row's accessible name, its handle's ("Move <label>") and the announcements. */
  getLabel: (item: T) => string;
  /** Accessible name of the list ("Goals"). */
  label: string;
  /** Every id in the new order, after a drag or a keyboard move. */
  onReorder: (ids: number[]) => void;
  renderItem: (item: T) => ReactNode;
  /** Without it the rows have no handles: a plain list. */
  sortable?: boolean;
  className?: string;
};

type Drag = { id: number; order: number[]; startY: number; active: boolean };

/** Pixels the pointer must travel before a press on a handle becomes a drag (a click stays a click). */
const DRAG_FROM = 4;

/**
 * A list reordered by dragging a row's handle (pointer events: mouse, pen and touch alike) or from
 * the keyboard: focus a handle ("Move <title>") and press Arrow Up/Down, Home or End. Each move
 * is announced in a live region and reported through `onReorder`; focus stays on the moved handle.
 */
export function SortableList<T extends { id: number }>({ items, getLabel, label, onReorder, renderItem, sortable = false, className }: SortableListProps<T>) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const rows = useRef(new Map<number, HTMLLIElement>());
  const handles = useRef(new Map<number, HTMLButtonElement>());
  const focusAfterMove = useRef<number | null>(null);
  // The order a keyboard move just reported, until the list renders it: a second Arrow press that
  // comes before that render must move from this order, not from the one still on screen.
  const unrendered = useRef<number[] | null>(null);
  const hintId = `sortable-hint-${useId().replace(/:/g, '')}`;

  const ids = items.map((item) => item.id);
  const shown = drag?.active ? applyOrder(items, drag.order) : [...items];

  // Moving a focused row in the DOM can drop its focus: give it back to the moved handle.
  useLayoutEffect(() => {
    // Rendered at last (or the rows changed meanwhile, a live update): the screen's order is the one.
    const pending = unrendered.current;
    if (pending && (sameOrder(pending, ids) || pending.length !== ids.length || !ids.every((i) => pending.includes(i)))) unrendered.current = null;
    const id = focusAfterMove.current;
    if (id === null) return;
    focusAfterMove.current = null;
    const handle = handles.current.get(id);
    if (handle && document.activeElement !== handle) handle.focus();
  });

  const commit = (next: number[], movedId: number) => {
    const item = items.find((i) => i.id === movedId);
    if (item) setAnnouncement(movedMessage(getLabel(item), next.indexOf(movedId), next.length));
    onReorder(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, id: number) => {
    if (event.key === 'Escape' && drag) {
      setDrag(null);
      return;
    }
    if (!isMoveKey(event.key)) return;
    event.preventDefault();
    const order = unrendered.current ?? ids;
    const from = order.indexOf(id);
    const to = keyTarget(event.key, from, order.length);
    if (to === null) return;
    focusAfterMove.current = id;
    const next = moveItem(order, from, to);
    unrendered.current = next;
    commit(next, id);
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>, id: number) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ id, order: ids, startY: event.clientY, active: false });
  };

  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (!drag) return;
    if (!drag.active && Math.abs(event.clientY - drag.startY) < DRAG_FROM) return;
    const middles = drag.order.map((id) => {
      const rect = rows.current.get(id)?.getBoundingClientRect();
      return rect ? rect.top + rect.height / 2 : 0;
    });
    const from = drag.order.indexOf(drag.id);
    const to = dropIndex(middles, event.clientY, from);
    if (to !== from) setDrag({ ...drag, active: true, order: moveItem(drag.order, from, to) });
    else if (!drag.active) setDrag({ ...drag, active: true });
  };

  const onPointerUp = () => {
    if (drag?.active) {
      // Ids of rows removed meanwhile (a live update) are dropped; new ones keep their place after.
      const next = applyOrder(items, drag.order).map((item) => item.id);
      if (!sameOrder(next, ids)) {
        focusAfterMove.current = drag.id;
        commit(next, drag.id);
      }
    }
    setDrag(null);
  };

  return (
    <>
      <ul role="list" aria-label={label} className={cn('space-y-1.5', className)}>
        {shown.map((item) => {
          const title = getLabel(item);
          const dragging = drag?.active === true && drag.id === item.id;
          return (
            <li
              key={item.id}
              aria-label={title}
              ref={(el) => {
                if (el) rows.current.set(item.id, el);
                else rows.current.delete(item.id);
              }}
              className={cn(
                'flex items-start gap-2 rounded-control border border-border bg-surface px-2 py-2 transition-shadow',
                dragging && 'relative z-10 border-primary shadow-lg ring-2 ring-primary/30',
              )}
            >
              {sortable ? (
                <button
                  type="button"
                  aria-label={`Move ${title}`}
                  aria-describedby={hintId}
                  ref={(el) => {
                    if (el) handles.current.set(item.id, el);
                    else handles.current.delete(item.id);
                  }}
                  onKeyDown={(e) => onKeyDown(e, item.id)}
                  onPointerDown={(e) => onPointerDown(e, item.id)}
                  onPointerMove={onPointerMove}
                  onPointerUp={onPointerUp}
                  onPointerCancel={() => setDrag(null)}
                  className={cn(
                    'mt-0.5 flex size-7 shrink-0 touch-none items-center justify-center rounded-md text-muted-foreground',
                    'hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
                    dragging ? 'cursor-grabbing' : 'cursor-grab',
                  )}
                >
                  <GripIcon />
                </button>
              ) : null}
              <div className="min-w-0 flex-1">{renderItem(item)}</div>
            </li>
          );
        })}
      </ul>
      {sortable ? (
        <p id={hintId} className="sr-only">
          Press Arrow Up or Arrow Down to move it, Home or End to move it first or last. With a mouse or a finger, drag the handle.
        </p>
      ) : null}
      <p aria-live="polite" role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}

function GripIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
      <circle cx="7" cy="5" r="1.5" />
      <circle cx="13" cy="5" r="1.5" />
      <circle cx="7" cy="10" r="1.5" />
      <circle cx="13" cy="10" r="1.5" />
      <circle cx="7" cy="15" r="1.5" />
      <circle cx="13" cy="15" r="1.5" />
    </svg>
  );
}

'use client';

import type { MouseEvent, ReactNode } from 'react';
import { cn } from './cn';

type RowLinkProps = {
  /** The record's own address (`?fileId=12`): it opens in a new tab, and can be copied and shared. */
  href: string;
  /** Opens the record in place (its side panel or dialog). */
  onOpen: () => void;
  /**
   * How keyboard focus shows: `underline` under the title, or `ring` round the whole row (the row
   * is a `group` and draws `RowFocusRing`).
   */
  focus: 'underline' | 'ring';
  /** The title's layout, size and colour. */
  className?: string;
  children: ReactNode;
};

/**
 * The title of a list row (files, tasks, meetings, insights): a real link whose ::after covers
 * the row (the row is `relative`), so a press anywhere on it opens the record. A plain click opens
 * it in place without a page load; a click with a modifier key or another button is left to the
 * browser (new tab, new window).
 */
export function RowLink({ href, onOpen, focus, className, children }: RowLinkProps) {
  const open = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    onOpen();
  };
  return (
    <a
      href={href}
      onClick={open}
      className={cn(
        'font-medium after:absolute after:inset-0',
        focus === 'ring' ? 'hover:underline focus-visible:outline-none' : 'outline-none focus-visible:underline',
        className,
      )}
    >
      {children}
    </a>
  );
}

/**
 * The keyboard focus ring of a row whose `RowLink` covers it, drawn on the whole row (the row is
 * `group relative`), since the link's own outline would only frame its text.
 */
export function RowFocusRing() {
  return (
    <span
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 ring-inset group-has-[a:focus-visible]:ring-2 group-has-[a:focus-visible]:ring-ring"
    />
  );
}

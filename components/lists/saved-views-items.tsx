'use client';

import { useState } from 'react';
import { applyView, MAX_VIEW_NAME, viewQuery } from '@/lib/lists/saved-views';
import { useSavedViews } from '@/lib/lists/use-saved-views';

/** The "Filter" menu's view that names the current filters as a saved view. */
export const SAVE_VIEW = '__save-view';

const listOfPage = () => window.location.pathname.split('/').filter(Boolean).pop() ?? 'list';
const go = (search: string) => {
  const path = window.location.pathname;
  window.history.replaceState(null, '', search ? `${path}?${search}` : path);
};

type Props = { itemClass: string; setAt: (at: string | null) => void; close: (refocus: boolean) => void };

/**
 * Saved views in the "Filter" menu (decision 0037): each view a menu item that applies it (checked
 * when it is what the list shows), one to delete it, and "Save filters as a view…".
 */
export function SavedViewsItems({ itemClass, setAt, close }: Props) {
  const { ready, views, remove } = useSavedViews(listOfPage());
  const current = viewQuery(window.location.search);
  if (!ready) return null;
  return (
    <div role="group" aria-label="Saved views" className="mt-1 space-y-0.5 border-t border-border pt-1">
      <p className="px-2.5 pt-1 text-xs font-medium text-muted-foreground" aria-hidden="true">
        Saved views
      </p>
      {views.map((v) => (
        <div key={v.id} className="flex items-center gap-0.5">
          <button
            type="button"
            role="menuitemradio"
            tabIndex={-1}
            aria-checked={v.query === current}
            onClick={() => {
              go(applyView(window.location.search, v));
              close(true);
            }}
            className={itemClass}
          >
            <span className="truncate">{v.name}</span>
          </button>
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            aria-label={`Delete view ${v.name}`}
            title={`Delete view ${v.name}`}
            onClick={() => remove(v.id)}
            className="rounded-control px-2 py-1.5 text-sm text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus:bg-muted"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
      <button
        type="button"
        role="menuitem"
        tabIndex={-1}
        disabled={current === ''}
        onClick={() => setAt(SAVE_VIEW)}
        className={`${itemClass} disabled:opacity-50`}
      >
        <span>Save filters as a view…</span>
      </button>
    </div>
  );
}

/** Names the current filters; a view of the same name is replaced. */
export function SaveViewForm({ close }: { close: (refocus: boolean) => void }) {
  const { save } = useSavedViews(listOfPage());
  const [name, setName] = useState('');
  return (
    <form
      className="space-y-2 px-1 py-1"
      onSubmit={(e) => {
        e.preventDefault();
        if (!name.trim()) return;
        save(name, viewQuery(window.location.search));
        close(true);
      }}
    >
      <label className="block text-xs text-muted-foreground" htmlFor="save-view-name">
        View name
      </label>
      <input
        id="save-view-name"
        data-autofocus
        value={name}
        maxLength={MAX_VIEW_NAME}
        onChange={(e) => setName(e.target.value)}
        className="h-8 w-full rounded-control border border-border bg-surface px-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
      />
      <button
        type="submit"
        disabled={!name.trim()}
        className="h-8 w-full rounded-control bg-primary text-sm font-medium text-primary-foreground disabled:opacity-60"
      >
        Save view
      </button>
    </form>
  );
}

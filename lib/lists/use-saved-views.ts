'use client';

import { useState } from 'react';
import { useCurrentUser } from '@/lib/hooks/use-current-user';
import { browserStorage } from '@/lib/ui/browser-storage';
import { readViews, viewsKey, withView, writeViews } from './saved-views';
import type { SavedView } from './saved-views';

/**
 * The signed-in user's saved views of `list` in this browser (decision 0037), read when the
 * "Filter" menu opens (the panel is client-only), with save and delete.
 */
export function useSavedViews(list: string) {
  const user = useCurrentUser();
  const key = user.data ? viewsKey(user.data.id, list) : null;
  const [state, setState] = useState<{ key: string | null; views: SavedView[] }>({ key: null, views: [] });
  // Read again when the key is known or changes (another user signed in on this browser).
  if (state.key !== key) setState({ key, views: key ? readViews(browserStorage(), key) : [] });
  const views = state.key === key ? state.views : [];

  const update = (next: SavedView[]) => {
    if (!key) return;
    writeViews(browserStorage(), key, next);
    setState({ key, views: next });
  };
  const save = (name: string, query: string) => update(withView(views, name, query, Date.now().toString(36)));
  const remove = (id: string) => update(views.filter((v) => v.id !== id));
  return { ready: key !== null, views, save, remove };
}

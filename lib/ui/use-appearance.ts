'use client';

import { useSyncExternalStore } from 'react';
import { DENSITY_KEY, THEME_KEY } from './appearance';
import type { Density, ThemeChoice } from './appearance';
import { reapplyAppearance, storedDensity, storedThemeChoice } from './appearance-sync';

/** Said within the tab when a choice changes (the storage event only reaches other tabs). */
const CHANGED = 'collab:appearance';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

/** Stores a choice and applies it at once; a storage failure still changes this page. */
export function setAppearance(change: { theme?: ThemeChoice; density?: Density }): void {
  try {
    if (change.theme) window.localStorage.setItem(THEME_KEY, change.theme);
    if (change.density) window.localStorage.setItem(DENSITY_KEY, change.density);
  } catch {
    // Private modes may refuse storage: the choice lasts for this page only.
  }
  reapplyAppearance();
  window.dispatchEvent(new Event(CHANGED));
}

/** The stored theme choice and density ("system"/"comfortable" on the server and before hydration). */
export function useAppearance(): { theme: ThemeChoice; density: Density } {
  const theme = useSyncExternalStore(subscribe, storedThemeChoice, () => 'system' as const);
  const dense = useSyncExternalStore(subscribe, storedDensity, () => 'comfortable' as const);
  return { theme, density: dense };
}

'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { applyAppearance, DARK_QUERY, DENSITY_KEY, readDensity, readThemeChoice, resolveTheme, THEME_KEY } from './appearance';
import type { Density, ThemeChoice } from './appearance';

/** Said within the tab when a choice changes (the storage event only reaches other tabs). */
const CHANGED = 'collab:appearance';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

const themeChoice = () => readThemeChoice(read(THEME_KEY));
const density = () => readDensity(read(DENSITY_KEY));

/** Draws the stored choices now (after a change, a storage event from another tab, or the system switching). */
export function reapplyAppearance(): void {
  const systemDark = typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
  applyAppearance(document.documentElement, resolveTheme(themeChoice(), systemDark), density());
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
  const theme = useSyncExternalStore(subscribe, themeChoice, () => 'system' as const);
  const dense = useSyncExternalStore(subscribe, density, () => 'comfortable' as const);
  return { theme, density: dense };
}

/** Keeps <html> in step with the system's theme (for "System") and with other tabs' choices. */
export function useAppearanceSync(): void {
  useEffect(() => {
    const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
    media?.addEventListener('change', reapplyAppearance);
    window.addEventListener('storage', reapplyAppearance);
    return () => {
      media?.removeEventListener('change', reapplyAppearance);
      window.removeEventListener('storage', reapplyAppearance);
    };
  }, []);
}

'use client';

/**
 * The theme's sync, which every page mounts (app/providers.tsx): a module of its own, so every first
 * load does not carry the user menu's setters and hooks (use-appearance.ts) with it.
 */

import { useEffect } from 'react';
import { applyAppearance, DARK_QUERY, DENSITY_KEY, readDensity, readThemeChoice, resolveTheme, THEME_KEY } from './appearance';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export const storedThemeChoice = () => readThemeChoice(read(THEME_KEY));
export const storedDensity = () => readDensity(read(DENSITY_KEY));

/** Draws the stored choices now (after a change, a storage event from another tab, or the system switching). */
export function reapplyAppearance(): void {
  const systemDark = typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
  applyAppearance(document.documentElement, resolveTheme(storedThemeChoice(), systemDark), storedDensity());
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

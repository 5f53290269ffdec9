/**
 * The look the user picked in the user menu: a theme (System follows `prefers-color-scheme`) and
 * a list density, each kept in localStorage. `APPEARANCE_SCRIPT` (appearance-script.ts) runs inline
 * in <head> (with the page's CSP nonce) before the first paint, so a dark page never flashes white;
 * the menu applies a change at once with `applyAppearance`.
 */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export type Theme = 'light' | 'dark';

export const DENSITIES = ['comfortable', 'compact'] as const;
export type Density = (typeof DENSITIES)[number];

export const THEME_KEY = 'collab.theme';
export const DENSITY_KEY = 'collab.density';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

export const THEME_LABELS: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' };
export const DENSITY_LABELS: Record<Density, string> = { comfortable: 'Comfortable', compact: 'Compact' };

/** A stored theme choice; anything else (nothing, an old value) is "system". */
export const readThemeChoice = (stored: string | null | undefined): ThemeChoice =>
  (THEME_CHOICES as readonly string[]).includes(stored ?? '') ? (stored as ThemeChoice) : 'system';

export const readDensity = (stored: string | null | undefined): Density => (stored === 'compact' ? 'compact' : 'comfortable');

/** The theme drawn: the choice, or the system's preference for "system". */
export const resolveTheme = (choice: ThemeChoice, systemDark: boolean): Theme => (choice === 'system' ? (systemDark ? 'dark' : 'light') : choice);

type Root = { classList: { toggle(name: string, force: boolean): unknown }; dataset: Record<string, string | undefined>; style: { colorScheme: string } };

/** Puts a theme and density on <html>: the `dark` class and data-theme for the colours, data-density for the rows. */
export function applyAppearance(root: Root, theme: Theme, density: Density): void {
  root.classList.toggle('dark', theme === 'dark');
  root.dataset.theme = theme;
  root.dataset.density = density;
  root.style.colorScheme = theme;
}

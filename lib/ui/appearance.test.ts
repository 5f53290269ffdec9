import { applyAppearance, DENSITY_KEY, readDensity, readThemeChoice, resolveTheme, THEME_KEY } from './appearance';
import { APPEARANCE_SCRIPT } from './appearance-script';
import type { Density, Theme } from './appearance';

function fakeRoot() {
  const classes = new Set<string>();
  return {
    classes,
    classList: { toggle: (name: string, force: boolean) => (force ? classes.add(name) : classes.delete(name)) },
    dataset: {} as Record<string, string | undefined>,
    style: { colorScheme: '' },
  };
}

/** Runs the inline <head> script against a fake page: stored values, the system's preference. */
function runScript(stored: Record<string, string>, systemDark: boolean, storageThrows = false) {
  const root = fakeRoot();
  const localStorage = {
    getItem: (k: string) => {
      if (storageThrows) throw new Error('denied');
      return stored[k] ?? null;
    },
  };
  const window = { matchMedia: (q: string) => ({ matches: q === '(prefers-color-scheme: dark)' && systemDark }) };
  new Function('document', 'window', 'localStorage', APPEARANCE_SCRIPT)({ documentElement: root }, window, localStorage);
  return root;
}

describe('appearance', () => {
  it('reads the stored choices, anything unknown being the default', () => {
    expect(readThemeChoice('dark')).toBe('dark');
    expect(readThemeChoice('light')).toBe('light');
    expect(readThemeChoice(null)).toBe('system');
    expect(readThemeChoice('purple')).toBe('system');
    expect(readDensity('compact')).toBe('compact');
    expect(readDensity('tiny')).toBe('comfortable');
  });

  it('follows the system only when the choice is "system"', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('marks <html> with the theme and density', () => {
    const root = fakeRoot();
    applyAppearance(root, 'dark', 'compact');
    expect([...root.classes]).toEqual(['dark']);
    expect(root.dataset).toEqual({ theme: 'dark', density: 'compact' });
    expect(root.style.colorScheme).toBe('dark');
    applyAppearance(root, 'light', 'comfortable');
    expect(root.classes.size).toBe(0);
    expect(root.dataset.theme).toBe('light');
  });

  it('has the inline script decide exactly as the menu does, before paint', () => {
    for (const stored of [undefined, 'system', 'light', 'dark', 'junk']) {
      for (const systemDark of [false, true]) {
        for (const density of [undefined, 'compact', 'comfortable']) {
          const values: Record<string, string> = {};
          if (stored) values[THEME_KEY] = stored;
          if (density) values[DENSITY_KEY] = density;
          const root = runScript(values, systemDark);
          const theme: Theme = resolveTheme(readThemeChoice(stored), systemDark);
          const dense: Density = readDensity(density);
          expect({ dark: root.classes.has('dark'), ...root.dataset, scheme: root.style.colorScheme }).toEqual({
            dark: theme === 'dark',
            theme,
            density: dense,
            scheme: theme,
          });
        }
      }
    }
  });

  it('falls back to the system when storage is unavailable', () => {
    expect(runScript({}, true, true).dataset.theme).toBe('dark');
    expect(runScript({}, false, true).dataset.density).toBe('comfortable');
  });
});

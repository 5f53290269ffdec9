import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Axe's serious and critical violations on the page as it stands, as report lines: every rule, or
 * only `rules` (the colour ones, run in the theme the page is not drawn in).
 *
 * Violations only: axe then skips collecting every passing node (most of its time on a long page).
 * Frames are left out: the app's only frames hold a retailer's stored page (sandboxed, no scripts:
 * axe cannot run in it, and waited for it until the test timed out) and the browser's PDF viewer,
 * neither of them this app's markup. Legacy mode runs axe in the page itself: the default opens a
 * blank tab for every audit to merge the frames' results, which there are none of.
 */
export async function seriousViolations(page: Page, where: string, rules?: string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'], iframes: false });
  const result = await (rules ? builder.withRules(rules) : builder).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const targets = v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ');
      return `${where}: axe ${v.impact} ${v.id} (${v.nodes.length}) — ${v.help} — ${targets}`;
    });
}

/** A theme put on as `applyAppearance` (lib/ui/appearance.ts) does, by hand, transitions off so axe reads the final colours. */
export async function setTheme(page: Page, dark: boolean): Promise<void> {
  await page.evaluate((isDark) => {
    const root = document.documentElement;
    let still = document.getElementById('a11y-no-transitions');
    if (!still) {
      still = document.createElement('style');
      still.id = 'a11y-no-transitions';
      still.textContent = '*,*::before,*::after{transition:none!important;animation-duration:0s!important}';
      document.head.append(still);
    }
    root.classList.toggle('dark', isDark);
    root.dataset.theme = isDark ? 'dark' : 'light';
    root.style.colorScheme = isDark ? 'dark' : 'light';
  }, dark);
}

/**
 * /developers with its API reference (Swagger UI) drawn and an operation open, audited as the
 * accessibility walk audits a screen: no serious or critical axe violation in the page's theme (all
 * rules) nor in the other one (the colour rules), exactly one <main>, no sideways scroll, no console
 * error. The walk sees the reference only as it first paints; this opens an operation and the
 * schemas, and checks that Swagger UI still works with the fixes of reference-plugin.ts.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, watchConsole } from './fixtures';

const SCREENS = [
  { name: 'desktop, light', width: 1280, height: 800, phone: false, dark: false },
  { name: 'phone, dark', width: 375, height: 740, phone: true, dark: true },
] as const;

/** An operation with path parameters, a request body and response examples. */
const OPERATION = '#operations-company_contacts-putCompaniesByCompanyIdContactsByContactId';

async function seriousViolations(page: Page, where: string, rules?: string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'], iframes: false });
  const result = await (rules ? builder.withRules(rules) : builder).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${where}: ${v.impact} ${v.id} (${v.nodes.length}) ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

/** The other theme, as the walk puts it on (lib/ui/appearance.ts by hand, transitions off). */
async function setTheme(page: Page, dark: boolean): Promise<void> {
  await page.evaluate((isDark) => {
    const still = document.createElement('style');
    still.textContent = '*,*::before,*::after{transition:none!important;animation-duration:0s!important}';
    document.head.append(still);
    document.documentElement.classList.toggle('dark', isDark);
    document.documentElement.dataset.theme = isDark ? 'dark' : 'light';
    document.documentElement.style.colorScheme = isDark ? 'dark' : 'light';
  }, dark);
}

for (const screen of SCREENS) {
  test(`/developers with an operation open passes axe (${screen.name})`, async ({ browser }, testInfo) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({
      viewport: { width: screen.width, height: screen.height },
      ...(screen.phone ? { isMobile: true, hasTouch: true } : {}),
    });
    if (screen.dark) await context.addInitScript(() => window.localStorage.setItem('collab.theme', 'dark'));
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.goto('/developers');
    const reference = page.locator('#api-reference');
    // Drawn: the webhooks' operations show without opening a tag.
    await expect(reference.locator('.opblock-summary-control').first()).toBeVisible({ timeout: 30_000 });
    // The servers <select> has a name (the plugin's label).
    await expect(reference.getByRole('combobox', { name: 'Servers' })).toBeVisible();

    await reference.locator('h3.opblock-tag[data-tag="company contacts"]').click();
    const operation = reference.locator(OPERATION);
    const summary = operation.locator('.opblock-summary-control');
    // The path inside the summary button is text, not a link (no control inside a control).
    await expect(summary.locator('a[href]')).toHaveCount(0);
    await summary.click();
    await expect(summary).toHaveAttribute('aria-expanded', 'true');
    await expect(operation.getByRole('heading', { name: 'Parameters' })).toBeVisible();
    await expect(operation.locator('.highlight-code').first()).toBeVisible();
    // Deep links still work: opening the operation puts it in the address.
    await expect(page).toHaveURL(/#\/company%20contacts\/putCompaniesByCompanyIdContactsByContactId$/);
    // The schemas open and list the document's schemas.
    await reference.locator('.models-control').click();
    await expect(reference.locator('.models .json-schema-2020-12').first()).toBeVisible();
    // To look at: the reference's head (title, stamps, servers) and the open operation.
    await reference.locator('.information-container').screenshot({ path: testInfo.outputPath(`info-${screen.width}.png`) });
    await operation.screenshot({ path: testInfo.outputPath(`operation-${screen.width}.png`) });

    // Audited from the top, as the walk audits: scrolled down, the sticky translucent header lies over
    // the reference's white panel, and axe, blind to its backdrop blur, mixes the two behind its links.
    await page.evaluate(() => window.scrollTo(0, 0));
    const problems = await seriousViolations(page, screen.dark ? 'dark' : 'light');
    await setTheme(page, !screen.dark);
    problems.push(...(await seriousViolations(page, screen.dark ? 'light' : 'dark', ['color-contrast', 'link-in-text-block'])));
    expect(problems).toEqual([]);
    expect(await page.locator('main').count()).toBe(1);
    const layout = await page.evaluate(() => ({ wide: (document.scrollingElement ?? document.documentElement).scrollWidth, inner: window.innerWidth }));
    expect(layout.wide).toBeLessThanOrEqual(layout.inner);
    expect(errors).toEqual([]);
    await context.close();
  });
}

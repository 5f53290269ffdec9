import type { Page } from '@playwright/test';

/** The list toolbar's one "Filter" button (not a chip: those are named "Status: Open"…). */
export const filterButton = (page: Page) => page.getByRole('region', { name: 'Filters' }).getByRole('button', { name: 'Filter', exact: true });

/** Filter → `field` → `option` (a one-value filter, such as Category or Status), with the mouse. */
export async function pickFilter(page: Page, field: string, option: string): Promise<void> {
  await filterButton(page).click();
  await page.getByRole('menu', { name: 'Add filter' }).getByRole('menuitem', { name: field }).click();
  await page.getByRole('menu', { name: field }).getByRole('menuitemradio', { name: option, exact: true }).click();
}

/** Filter → `field` (a date filter) → "Custom range…" → From (and To), then the menu is closed. */
export async function customDays(page: Page, field: string, from: string, to?: string): Promise<void> {
  await filterButton(page).click();
  await page.getByRole('menu', { name: 'Add filter' }).getByRole('menuitem', { name: field }).click();
  await page.getByRole('menuitem', { name: 'Custom range…' }).click();
  const menu = page.getByTestId('filter-menu');
  await menu.getByLabel('From', { exact: true }).fill(from);
  if (to) await menu.getByLabel('To', { exact: true }).fill(to);
  await page.keyboard.press('Escape');
}

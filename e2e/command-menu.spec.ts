import { expect, test } from './fixtures';
import { sharedWorkspace } from './content-fixtures';

/**
 * The command menu and the single-key shortcuts, as a keyboard user works: create from anywhere,
 * jump between sections, reopen what was opened before (issue 29, point 6).
 */
test('Ctrl+K creates where you are and reopens recent records; g/c/? work outside text fields', async ({ page, context, browser, consoleErrors }) => {
  test.setTimeout(120_000);
  void consoleErrors;
  const s = await sharedWorkspace(browser, context);
  const ws = s.workspaceId;
  const menu = page.getByRole('dialog', { name: 'Go to or search' });
  // The listener comes with the shell's lazy part: press again until the menu answers.
  const openMenu = () =>
    expect(async () => {
      if (!(await menu.isVisible())) await page.keyboard.press('Control+k');
      await expect(menu).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });

  // "New task" from the files screen: the tasks list opens with its dialog, and the address is clean.
  await page.goto(`/workspace/${ws}/files`);
  await expect(page.getByRole('button', { name: 'Upload file' }).first()).toBeVisible();
  await openMenu();
  await menu.getByRole('combobox').fill('new task');
  await expect(menu.getByRole('option', { name: /New task/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'New task' })).toBeVisible();
  await expect(page).toHaveURL(`/workspace/${ws}/tasks`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'New task' })).toHaveCount(0);

  // g then m: the meetings of this workspace; c: its "New meeting"; ?: the sheet.
  await page.locator('main h1').first().click();
  await page.keyboard.press('g');
  await page.keyboard.press('m');
  await expect(page).toHaveURL(`/workspace/${ws}/meetings`);
  await expect(page.getByRole('button', { name: 'New meeting' }).first()).toBeVisible();
  await page.keyboard.press('c');
  await expect(page.getByRole('dialog', { name: 'New meeting' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'New meeting' })).toHaveCount(0);
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toContainText('Go to tasks');
  await page.keyboard.press('Escape');

  // A record found through the menu is listed under Recent the next time it opens.
  await openMenu();
  await menu.getByRole('combobox').fill('Northwind');
  await menu
    .getByRole('option', { name: /Northwind/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/company\/\d+$/);
  await openMenu();
  await expect(menu.getByRole('group', { name: 'Recent' }).getByRole('option', { name: /Northwind/ })).toBeVisible();

  // A term nothing matches: the compact empty state of the lists, with its magnifier.
  await menu.getByRole('combobox').fill('zqxjv');
  const none = menu.getByRole('heading', { level: 3, name: 'No results for “zqxjv”.' });
  await expect(none).toBeVisible();
  await expect(none.locator('xpath=preceding-sibling::div[1]').locator('svg')).toBeVisible();
  await s.close();
});

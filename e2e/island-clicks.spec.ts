/**
 * A server-rendered island (lib/ui/lazy-component.tsx `serverRendered`) paints from the server and
 * hydrates when its own chunk arrives, after the page. A click in between used to do nothing (React
 * 19 does not replay it); it is now held and given back once the island has hydrated (decision 0040).
 */
import { expect, signUpInContext, test, uniqueEmail } from './fixtures';

test('a click on the tokens card before its code has arrived opens the dialog once it has', async ({ page, context, consoleErrors }) => {
  void consoleErrors;
  await signUpInContext(context, uniqueEmail('island'), 'Ivy', 'Island');
  // The tokens card's chunk (the one that names its button) is held until the click has been made.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = () => {};
  const chunkRequested = new Promise<void>((resolve) => {
    requested = resolve;
  });
  await page.route('**/_next/static/chunks/**', async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes('Create custom token')) {
      requested();
      await released;
    }
    await route.fulfill({ response });
  });

  // Not waiting for the load event: the held chunk keeps it from firing.
  await page.goto('/profile', { waitUntil: 'commit' });
  // The page's code has run and hydration has reached the card (React asks for its chunk then).
  await chunkRequested;
  const create = page.getByRole('button', { name: 'Create custom token' });
  await create.click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading tokens' }), 'the card has not hydrated yet').toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  release();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Name')).toBeVisible();
  // The one click opened it once, and the card answers as usual from then on.
  await dialog.getByRole('button', { name: /cancel/i }).click();
  await expect(dialog).toHaveCount(0);
  await create.click();
  await expect(page.getByRole('dialog').getByLabel('Name')).toBeVisible();
});

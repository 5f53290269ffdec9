import { expect, signUpInContext, test, uniqueEmail } from './fixtures';
import type { Page } from '@playwright/test';

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('at 375 px: pages fit the screen and the navigation drawer works', async ({ page, context, consoleErrors }) => {
  void consoleErrors;
  for (const path of ['/login', '/signup', '/contact', '/terms']) {
    await page.goto(path);
    expect(await noSidewaysScroll(page), `${path} scrolls sideways`).toBe(true);
  }
  await signUpInContext(context, uniqueEmail('phone'), 'Mo', 'Bile');
  await page.goto('/');
  expect(await noSidewaysScroll(page)).toBe(true);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(drawer).toBeHidden();
  expect(await noSidewaysScroll(page)).toBe(true);
});

test('on a short phone screen a dialog keeps its action in view while its form scrolls', async ({ page, context, consoleErrors }) => {
  void consoleErrors;
  await signUpInContext(context, uniqueEmail('short'), 'Sho', 'Rt');
  // Shorter than the 600 px, so the New team form is sure to scroll.
  await page.setViewportSize({ width: 375, height: 480 });
  await page.goto('/teams');
  await page.getByRole('button', { name: 'New team' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New team' });
  await expect(dialog).toBeVisible();
  const scrolls = await dialog.evaluate((el) =>
    [...el.querySelectorAll('div')].some((d) => getComputedStyle(d).overflowY === 'auto' && d.scrollHeight > d.clientHeight),
  );
  expect(scrolls, 'the form scrolls inside the dialog').toBe(true);
  await expect(dialog.getByRole('button', { name: 'Create team' })).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: test.info().outputPath('short-dialog.png') });
});

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

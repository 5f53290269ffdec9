import { expect, logInInContext, test, uniqueEmail, signUpInContext } from './fixtures';

test('a pusher-js client in the page receives what the upstream publishes, and the bell rises without a reload', async ({
  page,
  context,
  browser,
  consoleErrors,
}) => {
  void consoleErrors;
  const email = uniqueEmail('live');
  await signUpInContext(context, email, 'Liv', 'Eventful');
  await page.goto('/');
  // Subscribed, not only connected: an event published before the subscription never arrives.
  await expect(page.locator('html')).toHaveAttribute('data-realtime-channel', 'subscribed');
  const bell = page.getByTestId('notification-count');
  await expect(bell).toHaveAttribute('data-count', '0');

  // Signing in elsewhere makes the upstream publish a RecordCreated notification on the user's channel.
  const other = await browser.newContext();
  await logInInContext(other, email);
  await other.close();

  await expect(page.getByText('New sign-in')).toBeVisible();
  await expect(bell).toHaveAttribute('data-count', '1');
  await expect(page.getByTestId('overview-unread_notifications_count')).toHaveText('1');
});

import { test } from '@playwright/test';
import { adminContext } from './fixtures';

/**
 * The super-administrator's session, made before the journeys start: with two workers, two journeys
 * asking for it at once would both sign the admin up and one would verify a code the other's
 * request had replaced.
 */
test('the super-administrator signs in once for the run', async ({ browser }) => {
  const context = await adminContext(browser);
  await context.close();
});

import { request as playwrightRequest } from '@playwright/test';
import { sharedWorkspace } from './content-fixtures';
import { BASE, expect, test } from './fixtures';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The Google stub's control port (e2e/google-stub-main.ts). */
const CONTROL = `http://127.0.0.1:${PORT + 4600}`;
/** The account the stub's consent screen signs in as. */
const GOOGLE_EMAIL = 'ada@gmail.test';

test.use({ timezoneId: 'UTC' });

const shot = (name: string) => `test-results/google-calendar/${name}.png`;

test('Google Calendar: connect, a meeting synced with its attendee invited, a busy block warns of a clash, the ICS subscription', async ({
  page,
  context,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  void consoleErrors;
  const s = await sharedWorkspace(browser, context);
  const ws = s.workspaceId;
  const control = await playwrightRequest.newContext();

  // 1. Connect: Google's consent (the stub) sends the browser back to the callback, then the profile.
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Connect Google Calendar' }).click();
  await page.waitForURL(/\/profile/);
  await expect(page.getByText(`Connected as ${GOOGLE_EMAIL}`)).toBeVisible();
  await page.screenshot({ path: shot('1-connected'), fullPage: true });

  // 2. A meeting with Ben: saved at once, then "Synced to Google Calendar" once the job has pushed it.
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await page.goto(`/workspace/${ws}/meetings`);
  await page.getByRole('button', { name: 'New meeting' }).first().click();
  const create = page.getByRole('dialog', { name: 'New meeting' });
  await create.getByLabel(/^Title/).fill('Line review with Ben');
  await create.getByLabel(/^Date/).fill(tomorrow);
  await create.getByLabel(/^Start/).fill('14:00');
  await create.getByRole('button', { name: /^Attendees/ }).click();
  await page.getByRole('option', { name: /Ben Reader/ }).click();
  await page.keyboard.press('Escape');
  await create
    .getByRole('button', { name: /create|save/i })
    .last()
    .click();
  await expect(page).toHaveURL(new RegExp(`/workspace/${ws}/meetings/\\d+$`));
  await expect(page.getByText('Synced to Google Calendar')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Add to calendar (.ics)' })).toBeVisible();
  await page.screenshot({ path: shot('2-synced'), fullPage: true });
  const events = (await (await control.get(`${CONTROL}/events`)).json()) as { summary: string; attendees?: { email: string }[]; calendarOf: string }[];
  const written = events.filter((e) => e.summary === 'Line review with Ben');
  expect(written).toHaveLength(1);
  expect(written[0].calendarOf).toBe(GOOGLE_EMAIL);
  expect(written[0].attendees?.map((a) => a.email)).toEqual([expect.stringMatching(/^ben-.*@e2e\.test$/)]);

  // 3. Busy 10:00–11:00 tomorrow in Google: planning 10:30 warns of the clash (and still saves).
  await control.post(`${CONTROL}/busy`, { data: { email: GOOGLE_EMAIL, busy: [{ start: `${tomorrow}T10:00:00Z`, end: `${tomorrow}T11:00:00Z` }] } });
  await page.goto(`/workspace/${ws}/meetings`);
  await page.getByRole('button', { name: 'New meeting' }).first().click();
  const second = page.getByRole('dialog', { name: 'New meeting' });
  await second.getByLabel(/^Title/).fill('Pricing call');
  await second.getByLabel(/^Date/).fill(tomorrow);
  await second.getByLabel(/^Start/).fill('10:30');
  await second.getByRole('button', { name: /^Attendees/ }).click();
  await page.getByRole('option', { name: /Ben Reader/ }).click();
  await page.keyboard.press('Escape');
  await expect(second.getByText('Clashes with your calendar (10:00–11:00)')).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: shot('3-clash'), fullPage: true });
  await second.getByRole('button', { name: 'Cancel' }).click();

  // 4. The ICS subscription: the address is shown once and serves the meetings without a session.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Create subscription address' }).click();
  const address = page.getByLabel('Calendar subscription address');
  await expect(address).toHaveValue(new RegExp(`^${BASE}/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
  await page.screenshot({ path: shot('4-feed'), fullPage: true });
  const url = await address.inputValue();
  const anonymous = await playwrightRequest.newContext();
  const feed = await anonymous.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const ics = await feed.text();
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('SUMMARY:Line review with Ben');
  await anonymous.dispose();
  await control.dispose();
  await s.close();
});

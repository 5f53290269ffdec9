import type { APIRequestContext } from '@playwright/test';
import { BASE, UPSTREAM, expect, signUpInContext, test, uniqueEmail, upstreamToken } from './fixtures';

type Mail = { subject: string; text: string; html?: string; headers?: Record<string, string> };

/** The notification mail `email` got (the one with a List-Unsubscribe header), once the mail job has sent it. */
async function notificationMail(request: APIRequestContext, email: string): Promise<Mail> {
  for (let i = 0; i < 90; i++) {
    const res = await request.get(`${UPSTREAM}/_dev/mail`, { params: { to: email } });
    const found = ((await res.json()) as { data: Mail[] }).data.find((m) => m.headers?.['List-Unsubscribe']);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`no notification mail for ${email}`);
}

test('notification settings save on the profile, an invitation is mailed, and its link unsubscribes that kind only without signing in', async ({
  browser,
  page,
  context,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  void consoleErrors;
  const emailA = uniqueEmail('ann');
  const emailB = uniqueEmail('ben');
  const ctxA = await browser.newContext();
  await signUpInContext(ctxA, emailA, 'Ann', 'Admin');
  await signUpInContext(context, emailB, 'Ben', 'Member');

  // Ben: no mentions by email, Berlin time, quiet hours off; saved and still there after a reload.
  await page.goto('/profile');
  const card = page.locator('#notifications');
  await expect(card.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  const mentionsEmail = card.getByRole('checkbox', { name: 'Mentions: email' });
  await expect(mentionsEmail).toBeChecked();
  await mentionsEmail.uncheck();
  await card.getByLabel('Time zone').selectOption('Europe/Berlin');
  await card.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(page.getByText('Notification settings saved')).toBeVisible();
  await page.reload();
  await expect(card.getByRole('checkbox', { name: 'Mentions: email' })).not.toBeChecked();
  await expect(card.getByLabel('Time zone')).toHaveValue('Europe/Berlin');
  await expect(card.getByRole('checkbox', { name: 'Invitations and roles: email' })).toBeChecked();

  // Ann invites Ben to a team (as an API client): Ben is notified, in the app and by email.
  const bearer = await upstreamToken(ctxA.request, emailA);
  const team = await ctxA.request.post(`${UPSTREAM}/api/teams`, { headers: { authorization: `Bearer ${bearer}` }, multipart: { name: 'Alpha' } });
  expect(team.status()).toBe(201);
  const teamId = ((await team.json()) as { data: { id: number } }).data.id;
  const invite = await ctxA.request.post(`${UPSTREAM}/api/teams/${teamId}/invite`, {
    headers: { authorization: `Bearer ${bearer}` },
    data: { email: emailB, role: 'member' },
  });
  expect(invite.status()).toBeLessThan(300);

  const mail = await notificationMail(page.request, emailB);
  expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  expect(mail.html).toContain('Open in Collab');
  const link = /http:\/\/localhost:\d+\/unsubscribe\?token=[\w.-]+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();

  // The link, opened where nobody is signed in: it says what stops, and stops it on the button.
  const stranger = await browser.newContext();
  const open = await stranger.newPage();
  await open.goto(link!.replace(/^http:\/\/localhost:\d+/, BASE));
  await expect(open.getByRole('heading', { name: 'Stop emails about invitations and roles?' })).toBeVisible();
  await open.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(open.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await stranger.close();

  // Only that kind changed.
  await page.reload();
  await expect(card.getByRole('checkbox', { name: 'Invitations and roles: email' })).not.toBeChecked();
  await expect(card.getByRole('checkbox', { name: 'Invitations and roles: in app' })).toBeChecked();
  await expect(card.getByRole('checkbox', { name: 'Mentions: email' })).not.toBeChecked();
  await expect(card.getByRole('checkbox', { name: 'Assigned to me: email' })).toBeChecked();

  // The bell filters by kind.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Invites and notifications' });
  await panel.getByRole('tab', { name: /Notifications/ }).click();
  await panel.getByLabel('Kind of notification').selectOption('assigned');
  await expect(panel.getByRole('heading', { name: 'No notifications of this kind' })).toBeVisible();
  await panel.getByRole('button', { name: 'Show all notifications' }).click();
  await expect(panel.getByLabel('Kind of notification')).toHaveValue('');
  await ctxA.close();
});

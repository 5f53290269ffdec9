import { eq } from 'drizzle-orm';
import { notificationEmails, notificationMails, notifications, outboxEvents } from '../../db/schema';
import { dispatchOutbox } from '../../lib/outbox/dispatch-outbox';
import type { OutboxEntry } from '../../mail/mailer';
import { userChannel } from '../../realtime/channel-auth';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { makeTeam, makeWorkspace } from '../../test/fixtures';
import { auth, signUpUser } from '../../test/helpers';
import { notifyUser } from '../notifications/notify-user';
import { notificationMailKind } from './notification-mail-kind';
import { sendDueNotificationMails } from './send-due-notification-mails';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ APP_URL: 'https://collab.example.com', NOTIFICATION_MAIL_BATCH_SECONDS: '120' });
});
afterEach(async () => {
  t.setNow(null);
  await t.close();
});

const at = (iso: string) => t.setNow(new Date(iso));
const request = (token: string | null, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  t.app.request(`/api/${path}`, {
    method,
    headers: { ...(token ? auth(token) : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
/** The mail job, then the outbox dispatcher that sends what it queued (what the process does on its own). */
async function runMailJob() {
  const composed = await sendDueNotificationMails(t.deps);
  await dispatchOutbox(t.deps.db, notificationMailKind(t.deps.mailer));
  return composed;
}
const mailsTo = async (email: string): Promise<OutboxEntry[]> => (await t.deps.mailer.list(email)) ?? [];

async function scene() {
  const actor = await signUpUser(t, 'alex@example.com', 'Alex', 'Actor');
  const u1 = await signUpUser(t, 'uma@example.com', 'Uma', 'One');
  const u2 = await signUpUser(t, 'ugo@example.com', 'Ugo', 'Two');
  const team = await makeTeam(t, [
    { userId: actor.id, role: 'admin' },
    { userId: u1.id, role: 'member' },
    { userId: u2.id, role: 'member' },
  ]);
  const ws = await makeWorkspace(t, { ownerTeamId: team, name: 'Launch' });
  return { actor, u1, u2, ws };
}

/** A follower's update on the task (the follow fan-out is another module's: driven through notifyUser). */
const taskActivity = (actorId: number, taskId: number, ws: number, change: string) => ({
  title: 'Task updated',
  message: `Alex changed "Ship the catalogue"`,
  url: `/workspace/${ws}/tasks?taskId=${taskId}`,
  actor_id: actorId,
  record: `task:${taskId}`,
  record_title: 'Ship the catalogue',
  changes: [change],
});

describe('notification mail', () => {
  it('batches five notifications of one task into ONE instant mail, one 08:00 Berlin digest, none for the actor, and never twice', async () => {
    const { actor, u1, u2, ws } = await scene();
    // U1: a daily digest at 08:00 Berlin time; U2 keeps the defaults (instant email).
    const saved = await request(u1.token, 'PUT', 'user/notification-preferences', { email_mode: 'digest', digest_hour: 8, time_zone: 'Europe/Berlin' });
    expect(saved.status).toBe(200);

    // 10:00 UTC (11:00 in Berlin): the actor makes the task and assigns both — a real change that notifies.
    at('2026-12-07T10:00:00Z');
    const created = await request(actor.token, 'POST', 'tasks', { workspace_id: ws, title: 'Ship the catalogue', assignee_ids: [u1.id, u2.id, actor.id] });
    expect(created.status).toBe(201);
    const taskId = ((await created.json()) as { data: { id: number } }).data.id;
    // Four more changes within the next minute, fanned out to everyone on the task (the actor too).
    const changes = ['status: To do → In progress', 'due date: 12 Dec → 14 Dec', 'priority: Normal → High', 'status: In progress → Done'];
    for (const [i, change] of changes.entries()) {
      at(`2026-12-07T10:00:${String(10 + i * 10).padStart(2, '0')}Z`);
      for (const userId of [u1.id, u2.id, actor.id]) await notifyUser(t.deps, userId, 'FollowedActivity', taskActivity(actor.id, taskId, ws, change));
    }

    // In-app as before: five each for U1 and U2, nothing for the actor.
    const inApp = async (userId: number) => (await t.deps.db.select().from(notifications).where(eq(notifications.userId, userId))).length;
    expect([await inApp(u1.id), await inApp(u2.id), await inApp(actor.id)]).toEqual([5, 5, 0]);

    // Inside the batching window nothing is sent.
    at('2026-12-07T10:01:30Z');
    expect(await runMailJob()).toEqual({ mails: 0, notifications: 0 });
    expect(await mailsTo('ugo@example.com')).toEqual([]);

    // Once it ends: ONE mail to U2 listing all five, none to U1 (digest) or the actor.
    at('2026-12-07T10:02:30Z');
    expect(await runMailJob()).toEqual({ mails: 1, notifications: 5 });
    const [batch, ...more] = await mailsTo('ugo@example.com');
    expect(more).toEqual([]);
    expect(batch.subject).toBe('5 updates on Ship the catalogue');
    for (const part of [batch.text, batch.html ?? '']) {
      expect(part).toContain('Alex Actor assigned you');
      for (const change of changes) expect(part).toContain(change);
      expect(part).toContain(`https://collab.example.com/workspace/${ws}/tasks?taskId=${taskId}`);
    }
    // HTML: the app's primary colour on the button, a card; text: no markup.
    expect(batch.html).toMatch(/<!DOCTYPE html/i);
    expect(batch.html).toContain('#4f46e5');
    expect(batch.html).toContain('Open in Collab');
    expect(batch.text).not.toMatch(/<[a-z]/i);
    expect(batch.text).toMatch(/^Stop emails about what I follow: https:\/\/collab\.example\.com\/unsubscribe\?token=\d+\.following\./m);
    expect(batch.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(batch.headers?.['List-Unsubscribe']).toMatch(/^<https:\/\/collab\.example\.com\/api\/unsubscribe\?token=\d+\.following\.[\w-]+>$/);
    expect(await mailsTo('uma@example.com')).toEqual([]);
    expect(await mailsTo('alex@example.com')).toEqual([]);

    // Running the job again, or a "restarted" process running it, sends nothing more.
    expect(await runMailJob()).toEqual({ mails: 0, notifications: 0 });
    expect(await runMailJob()).toEqual({ mails: 0, notifications: 0 });
    expect(await mailsTo('ugo@example.com')).toHaveLength(1);

    // U1's digest: not at 07:59 Berlin (06:59 UTC) the next morning, once at 08:00 Berlin (07:00 UTC).
    at('2026-12-08T06:59:00Z');
    expect(await runMailJob()).toEqual({ mails: 0, notifications: 0 });
    at('2026-12-08T07:00:00Z');
    expect(await runMailJob()).toEqual({ mails: 1, notifications: 5 });
    at('2026-12-08T07:01:00Z');
    expect(await runMailJob()).toEqual({ mails: 0, notifications: 0 });
    const digests = await mailsTo('uma@example.com');
    expect(digests).toHaveLength(1);
    expect(digests[0].subject).toBe('Your daily summary: 5 notifications');
    for (const part of [digests[0].text, digests[0].html ?? '']) {
      expect(part).toContain('Ship the catalogue');
      for (const change of changes) expect(part).toContain(change);
    }
    // Local times in the person's zone: 11:00 in Berlin for a 10:00 UTC change.
    expect(digests[0].text).toContain('7 Dec, 11:00');
    expect(digests[0].text).toContain('Times are in Europe/Berlin.');
    expect(await mailsTo('alex@example.com')).toEqual([]);
    expect(await t.deps.db.select().from(outboxEvents)).toEqual([]);
  }, 60_000);

  it('two job runs at once compose each mail once (the unique key and the claimed rows)', async () => {
    const { actor, u2, ws } = await scene();
    at('2026-12-07T10:00:00Z');
    for (const change of ['a', 'b', 'c']) await notifyUser(t.deps, u2.id, 'FollowedActivity', taskActivity(actor.id, 7, ws, change));
    await notifyUser(t.deps, u2.id, 'FollowedActivity', taskActivity(actor.id, 8, ws, 'other task'));
    at('2026-12-07T10:05:00Z');
    const [a, b] = await Promise.all([sendDueNotificationMails(t.deps), sendDueNotificationMails(t.deps)]);
    expect(a.mails + b.mails).toBe(2);
    expect(a.notifications + b.notifications).toBe(4);
    await dispatchOutbox(t.deps.db, notificationMailKind(t.deps.mailer));
    expect((await mailsTo('ugo@example.com')).map((m) => m.subject).sort()).toEqual(['3 updates on Ship the catalogue', 'Task updated']);
    expect(await t.deps.db.select().from(notificationMails)).toHaveLength(2);
  }, 30_000);

  it('holds instant mail in quiet hours until they end, and skips email a kind no longer wants', async () => {
    const { actor, u2, ws } = await scene();
    await request(u2.token, 'PUT', 'user/notification-preferences', { time_zone: 'Europe/Berlin', quiet_hours: { from: '22:00', to: '07:00' } });
    at('2026-12-07T22:30:00Z'); // 23:30 in Berlin
    await notifyUser(t.deps, u2.id, 'FollowedActivity', taskActivity(actor.id, 7, ws, 'late change'));
    at('2026-12-08T05:59:00Z');
    expect((await runMailJob()).mails).toBe(0);
    at('2026-12-08T06:00:00Z'); // 07:00 in Berlin
    expect((await runMailJob()).mails).toBe(1);

    // A kind turned off while its mail waits: the waiting row is dropped, nothing is sent.
    at('2026-12-08T09:00:00Z');
    await notifyUser(t.deps, u2.id, 'TaskAssigned', { ...taskActivity(actor.id, 9, ws, 'x'), title: 'Task assigned' });
    await request(u2.token, 'PUT', 'user/notification-preferences', { channels: { assigned: { in_app: true, email: false } } });
    at('2026-12-08T09:10:00Z');
    expect((await runMailJob()).mails).toBe(0);
    expect(await t.deps.db.select().from(notificationEmails).where(eq(notificationEmails.userId, u2.id))).toHaveLength(1); // the mailed one
    expect(await mailsTo('ugo@example.com')).toHaveLength(1);
  }, 30_000);

  it('the unsubscribe link works without a session, shows before it changes, and stops that kind only', async () => {
    const { actor, u2, ws } = await scene();
    at('2026-12-07T10:00:00Z');
    await notifyUser(t.deps, u2.id, 'FollowedActivity', taskActivity(actor.id, 7, ws, 'a change'));
    at('2026-12-07T10:05:00Z');
    await runMailJob();
    const [mail] = await mailsTo('ugo@example.com');
    const link = /https:\/\/collab\.example\.com\/unsubscribe\?token=([\w.-]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    expect(mail.html).toContain(link![0]);
    const token = link![1];

    // GET describes and changes nothing (mail scanners open links).
    const shown = await request(null, 'GET', `unsubscribe?token=${token}`);
    expect(shown.status).toBe(200);
    expect(await shown.json()).toEqual({ data: { kind: 'following', label: 'What I follow', email: 'ug•@example.com', unsubscribed: false } });
    const before = await (await request(u2.token, 'GET', 'user/notification-preferences')).json();
    expect(before.data.channels.following).toEqual({ in_app: true, email: true });

    // One-click, as a mail provider sends it: no session, a form body.
    const clicked = await t.app.request(`/api/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.status).toBe(200);
    const after = (await (await request(u2.token, 'GET', 'user/notification-preferences')).json()) as { data: Record<string, unknown> };
    const expected = { ...before.data, saved: true, channels: { ...before.data.channels, following: { in_app: true, email: false } } };
    expect(after.data).toEqual(expected);

    // That kind mails no more; in-app goes on; another kind still mails.
    await notifyUser(t.deps, u2.id, 'FollowedActivity', taskActivity(actor.id, 7, ws, 'after'));
    await notifyUser(t.deps, u2.id, 'TaskAssigned', { ...taskActivity(actor.id, 8, ws, 'assigned'), title: 'Task assigned', record_title: 'Other task' });
    at('2026-12-07T10:10:00Z');
    expect(await runMailJob()).toEqual({ mails: 1, notifications: 1 });
    expect((await mailsTo('ugo@example.com'))[0].subject).toBe('Task assigned');
    const inApp = await t.deps.db.select().from(notifications).where(eq(notifications.userId, u2.id));
    expect(inApp).toHaveLength(3);

    // A forged or altered token names nobody.
    const forged = token.replace(/\.following\./, '.assigned.');
    expect((await request(null, 'POST', `unsubscribe?token=${forged}`)).status).toBe(404);
    expect((await request(null, 'GET', 'unsubscribe?token=nonsense')).status).toBe(404);
    expect((await request(null, 'GET', 'unsubscribe')).status).toBe(422);
  }, 30_000);

  it('in-app off: no stored notification and no realtime event; email alone still goes', async () => {
    const { actor, u2, ws } = await scene();
    await request(u2.token, 'PUT', 'user/notification-preferences', { channels: { following: { in_app: false, email: true } } });
    const before = t.publisher.on(userChannel(u2.id)).length;
    at('2026-12-07T10:00:00Z');
    await notifyUser(t.deps, u2.id, 'FollowedActivity', taskActivity(actor.id, 7, ws, 'quiet'));
    expect(await t.deps.db.select().from(notifications).where(eq(notifications.userId, u2.id))).toEqual([]);
    expect(t.publisher.on(userChannel(u2.id))).toHaveLength(before);
    at('2026-12-07T10:05:00Z');
    expect((await runMailJob()).mails).toBe(1);
  }, 30_000);
});

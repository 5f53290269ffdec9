import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { NOTIFICATION_KINDS, type NotificationKind } from '@/lib/contract/notification-kinds';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/client';
import { notificationEmails, notificationMails, outboxEvents, users } from '../../db/schema';
import { rowsOf } from '../../monitoring/pipeline/rows-of';
import { composeNotificationMail } from './compose-notification-mail';
import { NOTIFICATION_MAIL_KIND } from './notification-mail-kind';
import { readNotificationPreferences } from './read-notification-preferences';
import { renderNotificationMail } from './render-notification-mail';

type DueGroup = { user_id: number; digest: boolean; record_key: string | null; first_id: number | string; due_at: string | Date };

/** Mails composed per transaction: short transactions (PGlite has one connection), looped until done. */
const GROUPS_PER_TRANSACTION = 20;

/**
 * The mail job (decision 0032): every group of pending notification mail that is due — one
 * person's rows of one record (instant mode: the batching window has ended) or all their digest
 * rows (the digest hour has come) — becomes ONE mail. In one transaction per batch of groups, under
 * an advisory lock: a `notification_mails` row with a unique key, `mail_id` set on its rows (only
 * those still unmailed), and the rendered message as an outbox row; the outbox dispatcher sends it
 * after commit. A second run, a second worker or a restart finds those rows mailed and sends nothing
 * again. Rows of a kind whose email was turned off since are dropped.
 */
export async function sendDueNotificationMails(deps: AppDeps): Promise<{ mails: number; notifications: number }> {
  const total = { mails: 0, notifications: 0 };
  for (;;) {
    const done = await deps.db.transaction(async (tx) => composeSome(deps, tx));
    total.mails += done.mails;
    total.notifications += done.notifications;
    if (done.mails > 0) deps.nudgeOutbox?.(NOTIFICATION_MAIL_KIND);
    if (done.groups < GROUPS_PER_TRANSACTION) return total;
  }
}

async function composeSome(deps: AppDeps, tx: Db): Promise<{ groups: number; mails: number; notifications: number }> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('notification_mails'))`);
  const now = deps.now();
  // A digest is all of a person's digest rows; an instant mail all their rows of one record (a row
  // without a record is a mail of its own). A group is due when its oldest row is.
  const groups = rowsOf<DueGroup>(
    await tx.execute(sql`
      select user_id, digest, case when digest then null else record_key end as record_key, min(id) as first_id, min(due_at) as due_at
      from notification_emails
      where mail_id is null
      group by user_id, digest, case when digest then null else record_key end,
        case when digest or record_key is not null then 0 else id end
      having min(due_at) <= ${now.toISOString()}::timestamptz
      order by min(due_at), min(id)
      limit ${GROUPS_PER_TRANSACTION}`),
  );
  let mails = 0;
  let notifications = 0;
  for (const group of groups) {
    const sent = await composeGroup(deps, tx, group);
    mails += sent ? 1 : 0;
    notifications += sent;
  }
  return { groups: groups.length, mails, notifications };
}

/** Composes one group's mail; answers how many notifications it holds (0: nothing sent). */
async function composeGroup(deps: AppDeps, tx: Db, group: DueGroup): Promise<number> {
  const firstId = Number(group.first_id);
  const pending = and(eq(notificationEmails.userId, group.user_id), isNull(notificationEmails.mailId), eq(notificationEmails.digest, group.digest));
  const which = group.digest
    ? pending
    : group.record_key !== null
      ? and(pending, eq(notificationEmails.recordKey, group.record_key))
      : and(pending, eq(notificationEmails.id, firstId));
  const rows = await tx.select().from(notificationEmails).where(which).orderBy(notificationEmails.id);
  const prefs = await readNotificationPreferences(tx, group.user_id);
  const wanted = rows.filter((row) => (NOTIFICATION_KINDS as readonly string[]).includes(row.kind) && prefs.channels[row.kind as NotificationKind].email);
  const unwanted = rows.filter((row) => !wanted.includes(row));
  // Email of their kind was turned off after they were written (an unsubscribe link, the profile).
  if (unwanted.length)
    await tx.delete(notificationEmails).where(
      inArray(
        notificationEmails.id,
        unwanted.map((r) => r.id),
      ),
    );
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, group.user_id)).limit(1);
  if (wanted.length === 0 || !user) return 0;

  const { model, headerKind } = composeNotificationMail({
    rows: wanted,
    digest: group.digest,
    prefs,
    appUrl: deps.config.appUrl,
    secret: deps.config.notificationMail.linkSecret,
  });
  const key = group.digest ? `digest:${group.user_id}:${new Date(group.due_at).toISOString()}` : `batch:${group.user_id}:${firstId}`;
  const [mail] = await tx
    .insert(notificationMails)
    .values({ userId: group.user_id, key, subject: model.subject, notificationCount: wanted.length })
    .onConflictDoNothing({ target: notificationMails.key })
    .returning({ id: notificationMails.id });
  if (!mail) return 0;
  const claimed = await tx
    .update(notificationEmails)
    .set({ mailId: mail.id })
    .where(
      and(
        inArray(
          notificationEmails.id,
          wanted.map((r) => r.id),
        ),
        isNull(notificationEmails.mailId),
      ),
    )
    .returning({ id: notificationEmails.id });
  if (claimed.length === 0) return 0;

  const { html, text } = await renderNotificationMail(model);
  const oneClick = model.unsubscribe.find((u) => u.kind === headerKind)?.url.replace('/unsubscribe?', '/api/unsubscribe?');
  const headers: Record<string, string> = oneClick ? { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {};
  await tx.insert(outboxEvents).values({ kind: NOTIFICATION_MAIL_KIND, payload: { to: user.email, subject: model.subject, text, html, headers } });
  return claimed.length;
}

import { NOTIFICATION_KIND_INFO, type NotificationKind } from '@/lib/contract/notification-kinds';
import type { notificationEmails } from '../../db/schema';
import type { MailGroup, NotificationMailModel } from './mail-model';
import type { ResolvedPreferences } from './read-notification-preferences';
import { unsubscribeToken } from './unsubscribe-token';

type EmailRow = typeof notificationEmails.$inferSelect;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** An app path as an absolute link (the mail is read outside the app); anything else is dropped. */
function absolute(appUrl: string, path: unknown): string | null {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? `${appUrl}${path}` : null;
}

/** Rows of one record (or single rows) as cards, in the order they happened. */
function groupsOf(rows: EmailRow[], appUrl: string): MailGroup[] {
  const groups = new Map<string, MailGroup>();
  for (const row of rows) {
    const key = row.recordKey ?? `one:${row.id}`;
    let group = groups.get(key);
    if (!group) {
      group = { heading: text(row.data.record_title) || text(row.data.title) || 'Notification', url: null, items: [] };
      groups.set(key, group);
    }
    // The latest link wins: a record that moved (a subtask's parent) opens where it is now.
    group.url = absolute(appUrl, row.data.url) ?? group.url;
    const changes = Array.isArray(row.data.changes) ? row.data.changes.filter((c): c is string => typeof c === 'string') : [];
    group.items.push({ title: text(row.data.title), message: text(row.data.message) || text(row.data.title), changes, at: row.createdAt });
  }
  return [...groups.values()];
}

/**
 * The mail of a batch (`digest` false: one record's notifications) or of a daily digest, with a
 * signed one-click unsubscribe link per kind it holds. The `List-Unsubscribe` header stops the
 * kind with the most notifications in it (a header carries one link; the footer has one per kind).
 */
export function composeNotificationMail(input: { rows: EmailRow[]; digest: boolean; prefs: ResolvedPreferences; appUrl: string; secret: string }): {
  model: NotificationMailModel;
  headerKind: NotificationKind;
} {
  const { rows, digest, prefs, appUrl, secret } = input;
  const groups = groupsOf(rows, appUrl);
  const counts = new Map<NotificationKind, number>();
  for (const row of rows) counts.set(row.kind as NotificationKind, (counts.get(row.kind as NotificationKind) ?? 0) + 1);
  const kinds = [...counts.keys()];
  const headerKind = kinds.reduce((best, kind) => ((counts.get(kind) ?? 0) > (counts.get(best) ?? 0) ? kind : best), kinds[0]);
  const [first] = groups;
  let subject: string;
  let intro: string;
  if (digest) {
    subject = `Your daily summary: ${plural(rows.length, 'notification')}`;
    intro = `${plural(rows.length, 'notification')} since your last summary`;
  } else if (rows.length === 1) {
    subject = text(rows[0].data.title) || first.heading;
    intro = first.heading === subject ? text(rows[0].data.message) || subject : subject;
  } else {
    subject = `${plural(rows.length, 'update')} on ${first.heading}`;
    intro = subject;
  }
  return {
    headerKind,
    model: {
      subject,
      preview: groups
        .flatMap((g) => g.items.map((i) => i.message))
        .join(' · ')
        .slice(0, 140),
      intro,
      groups,
      timeZone: prefs.timeZone,
      unsubscribe: kinds.map((kind) => ({
        kind,
        label: NOTIFICATION_KIND_INFO[kind].label,
        url: `${appUrl}/unsubscribe?token=${unsubscribeToken(secret, rows[0].userId, kind)}`,
      })),
      preferencesUrl: `${appUrl}/profile#notifications`,
      appUrl,
    },
  };
}

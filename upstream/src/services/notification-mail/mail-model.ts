import type { NotificationKind } from '@/lib/contract/notification-kinds';

/** One notification as a mail lists it. */
export type MailItem = { title: string; message: string; changes: string[]; at: Date };

/** The notifications of one record (or one on its own): a card with a button to the record. */
export type MailGroup = { heading: string; url: string | null; items: MailItem[] };

/** Everything a notification mail shows; rendered to HTML and text by render-notification-mail.tsx. */
export type NotificationMailModel = {
  subject: string;
  /** The inbox preview line. */
  preview: string;
  /** "3 updates on …" / "Your daily summary". */
  intro: string;
  groups: MailGroup[];
  /** Local times in this zone. */
  timeZone: string;
  /** One link per kind in the mail: stops email of that kind only. */
  unsubscribe: { kind: NotificationKind; label: string; url: string }[];
  preferencesUrl: string;
  appUrl: string;
};

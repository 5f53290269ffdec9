import type { OutboxKind } from '../../lib/outbox/outbox-kind';
import type { Mailer, MailMessage } from '../../mail/mailer';

export const NOTIFICATION_MAIL_KIND = 'notification_mail';

/**
 * Delivers a composed notification mail (an outbox row written by the mail job in the transaction
 * that marked its notifications mailed) through the mailer, after commit, with the outbox's retries.
 */
export function notificationMailKind(mailer: Mailer): OutboxKind {
  return {
    kind: NOTIFICATION_MAIL_KIND,
    deliver: (payload) => mailer.send(payload as unknown as MailMessage),
    // The SMTP server refused the message for good (a 5xx reply: no such mailbox, rejected content).
    isPermanent: (error) => {
      const code = error && typeof error === 'object' ? (error as { responseCode?: unknown }).responseCode : undefined;
      return typeof code === 'number' && code >= 500 && code < 600;
    },
  };
}

import path from 'node:path';
import type { AppDeps } from './app-env';
import { openDatabase } from './db/client';
import type { UpstreamConfig } from './env';
import { createOutboxMailer, createSmtpMailer } from './mail/mailer';
import { createRealtimeOutbox } from './lib/outbox/create-realtime-outbox';
import { startOutboxDispatcher, type OutboxDispatcher } from './lib/outbox/start-outbox-dispatcher';
import { googleCalendarKind } from './services/calendar/sync-meeting-calendar';
import { WEBHOOK_KIND } from './services/webhooks/emit-webhook-event';
import { webhookKind } from './services/webhooks/webhook-kind';
import { NOTIFICATION_MAIL_KIND, notificationMailKind } from './services/notification-mail/notification-mail-kind';
import { createLocalStorage } from './storage/local-storage';
import { createS3Storage } from './storage/s3-storage';
import { createSmsSender } from './sms/sms-sender';

/** Wires the real dependencies from configuration (database, mail, storage, realtime publisher). */
export async function buildDeps(config: UpstreamConfig): Promise<{ deps: AppDeps; close: () => Promise<void>; outbox: OutboxDispatcher }> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
  const mailer =
    config.mail.transport === 'smtp' && config.mail.smtpUrl
      ? await createSmtpMailer(config.mail.smtpUrl, config.mail.from)
      : createOutboxMailer(config.mail.outboxDir);
  const realtime = createRealtimeOutbox({ db: () => deps.db, pusher: config.pusher });
  const deps: AppDeps = {
    db: database.db,
    config,
    mailer,
    // One bucket shared by every instance when S3_BUCKET is set; else files on this machine's disk.
    storage: config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.uploadsDir),
    // Events go into outbox_events with the write (through deps.db, the request's transaction) and
    // are delivered after commit by the outbox dispatcher (decision 0022).
    publisher: realtime.publisher,
    sms: createSmsSender(config.sms),
    now: () => new Date(),
    nudgeOutbox: (kind) => (kind === WEBHOOK_KIND ? webhooks : kind === NOTIFICATION_MAIL_KIND ? notificationMail : calendar).nudge(),
  };
  // Google Calendar pushes on their own dispatcher: a slow Google must not hold realtime events back.
  const calendar = startOutboxDispatcher(() => deps.db, [googleCalendarKind(deps)]);
  // Webhooks too, each endpoint a lane of its own (decision 0031).
  const webhooks = startOutboxDispatcher(() => deps.db, [webhookKind(deps)]);
  // Notification mail (decision 0032) on its own too: a dead SMTP server holds none of the others.
  // A mail is worth retrying for three days (the default drops a row after one).
  const notificationMail = startOutboxDispatcher(() => deps.db, [notificationMailKind(mailer)], { maxAgeMs: 3 * 24 * 3600_000 });
  const close = async () => {
    await webhooks.stop();
    await notificationMail.stop();
    await calendar.stop();
    await realtime.dispatcher.stop();
    await database.close();
  };
  return { deps, close, outbox: realtime.dispatcher };
}

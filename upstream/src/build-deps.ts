import path from 'node:path';
import type { AppDeps } from './app-env';
import { openDatabase } from './db/client';
import type { UpstreamConfig } from './env';
import { createOutboxMailer, createSmtpMailer } from './mail/mailer';
import { createPusherPublisher } from './realtime/publisher';
import { createLocalStorage } from './storage/local-storage';
import { createS3Storage } from './storage/s3-storage';
import { createSmsSender } from './sms/sms-sender';

/** Wires the real dependencies from configuration (database, mail, storage, realtime publisher). */
export async function buildDeps(config: UpstreamConfig): Promise<{ deps: AppDeps; close: () => Promise<void> }> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
  const mailer = config.mail.transport === 'smtp' && config.mail.smtpUrl
    ? await createSmtpMailer(config.mail.smtpUrl, config.mail.from)
    : createOutboxMailer(config.mail.outboxDir);
  const deps: AppDeps = {
    db: database.db,
    config,
    mailer,
    // One bucket shared by every instance when S3_BUCKET is set; else files on this machine's disk.
    storage: config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.uploadsDir),
    publisher: createPusherPublisher(config.pusher),
    sms: createSmsSender(config.sms),
    now: () => new Date(),
  };
  return { deps, close: database.close };
}

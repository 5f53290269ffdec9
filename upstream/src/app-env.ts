import type { Db } from './db/client';
import type { UpstreamConfig } from './env';
import type { Mailer } from './mail/mailer';
import type { Storage } from './storage/local-storage';
import type { Publisher } from './realtime/publisher';
import type { users } from './db/schema';
import type { SmsSender } from './sms/sms-sender';

export type UserRow = typeof users.$inferSelect;

export type AppDeps = {
  db: Db;
  config: UpstreamConfig;
  mailer: Mailer;
  storage: Storage;
  publisher: Publisher;
  sms: SmsSender;
  /** Injected so tests can move time (code expiry, rate-limit windows). */
  now: () => Date;
  /** An outbox row of this kind was written: its dispatcher looks soon (unset: it polls, or a test dispatches). */
  nudgeOutbox?: (kind: string) => void;
  /** `false` only in bench/activity-overhead.ts, which measures what the activity log costs a write. */
  recordActivity?: boolean;
};

export type AuthContext = {
  user: UserRow;
  tokenId: number;
  kind: 'session' | 'full_access' | 'custom' | 'impersonation';
  abilities: string[];
  /** An API token's name, as its owner gave it (the activity log names the token that wrote). */
  tokenName?: string;
  /** For an impersonation token: the super-administrator who issued it, whether or not `impersonator` is set. */
  impersonatorId?: number | null;
  /** Set when the request carries a valid X-Impersonator-Token of a super-administrator. */
  impersonator?: UserRow;
};

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    auth: AuthContext;
    clientIp: string;
  };
};

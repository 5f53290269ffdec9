import { z } from 'zod';
import { NOTIFICATION_KINDS } from './notification-kinds';

/**
 * `GET/PUT user/notification-preferences` (issue 33, decision 0032): per kind in-app and/or email,
 * instant mail or one digest a day at an hour of the person's time zone, and quiet hours.
 */

/** A real IANA zone (`Europe/Berlin`, `UTC`); Intl knows them all, offsets like `+01:00` are refused. */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time from 00:00 to 23:59.');

export const notificationChannel = z.object({ in_app: z.boolean(), email: z.boolean() });
export type NotificationChannel = z.infer<typeof notificationChannel>;

const channelShape = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, notificationChannel])) as Record<
  (typeof NOTIFICATION_KINDS)[number],
  typeof notificationChannel
>;

export const quietHours = z
  .object({ from: clock, to: clock })
  .refine((q) => q.from !== q.to, { message: 'Quiet hours need an end different from their start.', path: ['to'] });

export const notificationPreferencesResource = z.object({
  channels: z.object(channelShape),
  email_mode: z.enum(['instant', 'digest']),
  /** The digest's hour in `time_zone`. */
  digest_hour: z.number().int(),
  time_zone: z.string(),
  /** Local times; instant mail inside them waits until they end. Null: none. */
  quiet_hours: z.object({ from: z.string(), to: z.string() }).nullable(),
  /** False until the person saves once (the kinds' defaults apply). */
  saved: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesResource>;

/** Every field is optional: what is left out keeps its value; a kind left out of `channels` too. */
export const updateNotificationPreferencesBody = z
  .object({
    channels: z.object(channelShape).partial().strict(),
    email_mode: z.enum(['instant', 'digest'], { message: 'Choose instant or daily digest.' }),
    digest_hour: z
      .number({ message: 'Choose an hour from 0 to 23.' })
      .int('Choose a whole hour.')
      .min(0, 'Choose an hour from 0 to 23.')
      .max(23, 'Choose an hour from 0 to 23.'),
    time_zone: z.string().max(64).refine(isTimeZone, 'Not a time zone: use a name such as Europe/Berlin.'),
    quiet_hours: quietHours.nullable(),
  })
  .partial()
  .strict();
export type UpdateNotificationPreferencesBody = z.infer<typeof updateNotificationPreferencesBody>;

/** `GET unsubscribe?token=`: what the link stops, shown before the person confirms. */
export const unsubscribeQuery = z.object({ token: z.string().min(1).max(512) });
export const unsubscribeResource = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  label: z.string(),
  /** The address, partly hidden (the link may have been forwarded). */
  email: z.string(),
  /** Email for this kind is already off. */
  unsubscribed: z.boolean(),
});
export type UnsubscribeInfo = z.infer<typeof unsubscribeResource>;

import { eq } from 'drizzle-orm';
import {
  DEFAULT_NOTICE_BODY,
  DEFAULT_NOTICE_SUBJECT,
  NOTICE_PLACEHOLDERS,
  type MapSettingsBody,
  type MapSettingsResource,
} from '@/lib/contract/monitoring/map-cases';
import type { Db } from '../../db/client';
import { mapSettings, type MapSeverity } from '../../db/schema';
import { fieldError } from '../../lib/errors';

export type MapSettings = {
  gracePercent: number;
  minorBelowPercent: number;
  majorBelowPercent: number;
  repeatWindowDays: number;
  noticeSubject: string;
  noticeBody: string;
};

export const DEFAULT_MAP_SETTINGS: MapSettings = {
  gracePercent: 1,
  minorBelowPercent: 5,
  majorBelowPercent: 15,
  repeatWindowDays: 30,
  noticeSubject: DEFAULT_NOTICE_SUBJECT,
  noticeBody: DEFAULT_NOTICE_BODY,
};

/** A company's settings, the defaults where it set nothing. */
export async function readMapSettings(db: Db, companyId: number): Promise<MapSettings> {
  const [row] = await db.select().from(mapSettings).where(eq(mapSettings.companyId, companyId));
  if (!row) return DEFAULT_MAP_SETTINGS;
  return {
    gracePercent: row.gracePercent,
    minorBelowPercent: row.minorBelowPercent,
    majorBelowPercent: row.majorBelowPercent,
    repeatWindowDays: row.repeatWindowDays,
    noticeSubject: row.noticeSubject || DEFAULT_NOTICE_SUBJECT,
    noticeBody: row.noticeBody || DEFAULT_NOTICE_BODY,
  };
}

export const toMapSettingsResource = (s: MapSettings): MapSettingsResource => ({
  grace_percent: s.gracePercent,
  minor_below_percent: s.minorBelowPercent,
  major_below_percent: s.majorBelowPercent,
  repeat_window_days: s.repeatWindowDays,
  notice_subject: s.noticeSubject,
  notice_body: s.noticeBody,
  placeholders: [...NOTICE_PLACEHOLDERS],
});

/** `PUT companies/{id}/map-settings`: merged with what is stored; the bands must stay ordered (grace ≤ minor < major). */
export async function updateMapSettings(db: Db, companyId: number, body: MapSettingsBody, now: Date): Promise<MapSettings> {
  const current = await readMapSettings(db, companyId);
  const next: MapSettings = {
    gracePercent: body.grace_percent ?? current.gracePercent,
    minorBelowPercent: body.minor_below_percent ?? current.minorBelowPercent,
    majorBelowPercent: body.major_below_percent ?? current.majorBelowPercent,
    repeatWindowDays: body.repeat_window_days ?? current.repeatWindowDays,
    noticeSubject: body.notice_subject === undefined ? current.noticeSubject : body.notice_subject || DEFAULT_NOTICE_SUBJECT,
    noticeBody: body.notice_body === undefined ? current.noticeBody : body.notice_body?.trim() || DEFAULT_NOTICE_BODY,
  };
  if (next.gracePercent > next.minorBelowPercent) throw fieldError('grace_percent', 'The grace threshold must not be above the minor band.');
  if (next.minorBelowPercent >= next.majorBelowPercent) throw fieldError('major_below_percent', 'The major band must be above the minor band.');
  const values = {
    gracePercent: next.gracePercent,
    minorBelowPercent: next.minorBelowPercent,
    majorBelowPercent: next.majorBelowPercent,
    repeatWindowDays: next.repeatWindowDays,
    // The default template is stored as null, so a later change of the default reaches the company.
    noticeSubject: next.noticeSubject === DEFAULT_NOTICE_SUBJECT ? null : next.noticeSubject,
    noticeBody: next.noticeBody === DEFAULT_NOTICE_BODY ? null : next.noticeBody,
    updatedAt: now,
  };
  await db
    .insert(mapSettings)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: mapSettings.companyId, set: values });
  return next;
}

/**
 * The severity of a gap below MAP, or null when it is inside the grace threshold (no violation):
 * minor below the minor band, major below the major band, severe beyond.
 */
export function severityOf(gapPercent: number, s: MapSettings): MapSeverity | null {
  if (gapPercent <= 0 || gapPercent < s.gracePercent) return null;
  if (gapPercent < s.minorBelowPercent) return 'minor';
  if (gapPercent < s.majorBelowPercent) return 'major';
  return 'severe';
}

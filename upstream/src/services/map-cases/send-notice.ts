import { and, eq } from 'drizzle-orm';
import type { MapCaseNoticeResource } from '@/lib/contract/monitoring/map-cases';
import type { AppDeps } from '../../app-env';
import { mapCaseNotices } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { draftNotice, evidenceUrl, type Caller } from './notice-draft';
import { requireMapCase, toNoticeResource } from './present-map-cases';
import { recordCaseEvent } from './record-case-event';

type NoticeRow = typeof mapCaseNotices.$inferSelect;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
/** The text with its links made clickable, paragraph by paragraph. */
const htmlOf = (text: string) =>
  text
    .split(/\n{2,}/)
    .map(
      (p) =>
        `<p>${escapeHtml(p)
          .replace(/https?:\/\/[^\s<]+/g, (u) => `<a href="${u}">${u}</a>`)
          .replace(/\n/g, '<br>')}</p>`,
    )
    .join('\n');

/**
 * `POST companies/{id}/map-cases/{caseId}/notices`: mails the case's notice draft (drafted from the
 * template first when there is none) through the app's mailer and records it on the case. The
 * client names the send (`idempotency_key`): the key is claimed before mailing, so a retry of the
 * same send — even concurrent — returns the first notice and mails nothing (`replayed`). Exactly
 * one mail per send.
 */
export async function sendNotice(
  deps: AppDeps,
  companyId: number,
  caseId: number,
  caller: Caller,
  key: string,
): Promise<{ notice: MapCaseNoticeResource; replayed: boolean }> {
  let row = await requireMapCase(deps.db, companyId, caseId);
  const [existing] = await deps.db
    .select()
    .from(mapCaseNotices)
    .where(and(eq(mapCaseNotices.caseId, caseId), eq(mapCaseNotices.idempotencyKey, key)));
  if (existing && existing.status !== 'failed') return { notice: toNoticeResource(existing), replayed: true };
  if (row.noticeBody === null) {
    await draftNotice(deps, companyId, caseId, caller, {});
    row = await requireMapCase(deps.db, companyId, caseId);
  }
  const to = row.noticeTo;
  if (!to) throw fieldError('to', 'The notice has no recipient: add an email address to the draft or a contact with one to the retailer.');
  const link = row.versionId === null ? null : await evidenceUrl(deps, caller, row.versionId);
  const now = deps.now();
  let notice: NoticeRow | undefined;
  if (existing) {
    [notice] = await deps.db
      .update(mapCaseNotices)
      .set({ status: 'sending', to, subject: row.noticeSubject as string, body: row.noticeBody as string, evidenceUrl: link, sentBy: caller.userId })
      .where(and(eq(mapCaseNotices.id, existing.id), eq(mapCaseNotices.status, 'failed')))
      .returning();
  } else {
    // The claim, in a savepoint: a concurrent retry waits on the key and then finds it taken.
    [notice] = await deps.db.transaction((tx) =>
      tx
        .insert(mapCaseNotices)
        .values({
          caseId,
          idempotencyKey: key,
          level: row.level,
          to,
          subject: row.noticeSubject as string,
          body: row.noticeBody as string,
          evidenceUrl: link,
          sentBy: caller.userId,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning(),
    );
  }
  if (!notice) {
    const [taken] = await deps.db
      .select()
      .from(mapCaseNotices)
      .where(and(eq(mapCaseNotices.caseId, caseId), eq(mapCaseNotices.idempotencyKey, key)));
    return { notice: toNoticeResource(taken), replayed: true };
  }
  // A mailer failure fails the request, whose transaction takes the claim back: the same key may be sent again.
  await deps.mailer.send({ to, subject: notice.subject, text: notice.body, html: htmlOf(notice.body) });
  const [sent] = await deps.db.update(mapCaseNotices).set({ status: 'sent', sentAt: deps.now() }).where(eq(mapCaseNotices.id, notice.id)).returning();
  await recordCaseEvent(
    deps,
    { id: row.id, companyId, level: row.level, taskId: row.taskId, title: `MAP case #${row.id}` },
    { kind: 'notice_sent', message: `Notice sent to ${to}: “${notice.subject}”.`, actorId: caller.userId, data: { notice_id: notice.id } },
  );
  return { notice: toNoticeResource(sent), replayed: false };
}

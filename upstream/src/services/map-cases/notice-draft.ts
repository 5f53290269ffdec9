import { eq } from 'drizzle-orm';
import type { NoticeDraftBody } from '@/lib/contract/monitoring/map-cases';
import { formatMoney } from '@/lib/monitoring/money';
import type { AppDeps } from '../../app-env';
import { companies, mapCases } from '../../db/schema';
import { createShortCode } from '../short-codes/create-short-code';
import { readMapSettings } from './map-settings';
import { presentMapCases, requireMapCase } from './present-map-cases';
import { recordCaseEvent } from './record-case-event';

export type Caller = { userId: number; abilities: string[] };

/** `{{name}}` replaced by its value; placeholders the template does not know are left as written. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * The evidence link of a case: a share link (`/s/<code>`, short-codes) to the version that proved
 * the violation, made by the caller (so it opens for whoever can read the company), as an absolute
 * address for the mail. Null when the check stored no version.
 */
export async function evidenceUrl(deps: AppDeps, caller: Caller, versionId: number | null): Promise<string | null> {
  if (versionId === null) return null;
  const { shortCode } = await createShortCode(deps, caller, { type: 'monitoring_version', id: versionId });
  return `${deps.config.appUrl}${shortCode.path}`;
}

/**
 * `POST companies/{id}/map-cases/{caseId}/notice-draft`: one click makes the notice from the
 * company's template (placeholders filled from the case and its evidence, to the retailer's
 * contact); later calls keep the draft and change only the fields sent; `reset` renders it again.
 */
export async function draftNotice(deps: AppDeps, companyId: number, caseId: number, caller: Caller, body: NoticeDraftBody): Promise<void> {
  const row = await requireMapCase(deps.db, companyId, caseId);
  const fresh = body.reset === true || row.noticeBody === null || row.noticeSubject === null;
  let subject = row.noticeSubject ?? '';
  let text = row.noticeBody ?? '';
  let to = row.noticeTo;
  if (fresh) {
    const [present] = await presentMapCases(deps.db, [row]);
    const settings = await readMapSettings(deps.db, companyId);
    const [company] = await deps.db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
    const link = await evidenceUrl(deps, caller, row.versionId);
    const values: Record<string, string> = {
      contact_name: present.contact?.name ?? `${present.retailer_name ?? 'retailer'} team`,
      retailer: present.retailer_name ?? new URL(present.page_url).hostname,
      seller: present.seller_name ?? present.retailer_name ?? new URL(present.page_url).hostname,
      product: present.product_name,
      variation: present.variation_name ?? 'all variations',
      url: present.page_url,
      price: formatMoney(present.amount, present.currency),
      map: formatMoney(present.map_amount, present.currency),
      gap_percent: present.gap_percent === null ? '—' : `${present.gap_percent.toFixed(1)} %`,
      observed_at: row.openedAt.toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
      evidence_url: link ?? '(no page version was stored)',
      level: String(row.level),
      company: company?.name ?? '',
    };
    subject = fillTemplate(settings.noticeSubject, values);
    text = fillTemplate(settings.noticeBody, values);
    to = present.contact?.email ?? null;
  }
  if (body.subject !== undefined) subject = body.subject;
  if (body.body !== undefined) text = body.body;
  if (body.to !== undefined) to = body.to;
  const now = deps.now();
  await deps.db.update(mapCases).set({ noticeSubject: subject, noticeBody: text, noticeTo: to, updatedAt: now }).where(eq(mapCases.id, row.id));
  if (fresh)
    await recordCaseEvent(
      deps,
      { id: row.id, companyId, level: row.level, taskId: row.taskId, title: `MAP case #${row.id}` },
      { kind: 'notice_drafted', message: `Notice drafted${to ? ` to ${to}` : ' (no contact with an email address)'}.`, actorId: caller.userId },
    );
}

'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BackLink } from '@/components/companies/back-link';
import { ListFeedback } from '@/components/companies/list-feedback';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { NotSet } from '@/components/ui/detail-facts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Link } from '@/components/ui/link';
import { PageHeader } from '@/components/ui/page-header';
import { ApiError } from '@/lib/api/api-error';
import { apiFetch } from '@/lib/api/api-fetch';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { useCompany } from '@/lib/companies/use-company';
import type { MapCaseDetailResource } from '@/lib/contract/monitoring/map-cases';
import { formatDateTime } from '@/lib/dates/format-date';
import { clientOnly } from '@/lib/ui/lazy-component';
import { mapApi, mapKeys, REASON_LABELS } from '@/lib/monitoring/map-api';
import { formatMoney } from '@/lib/monitoring/money';
import { mapCasesHref, pageVersionsHref } from '@/lib/monitoring/paths';
import { StatusBadge } from '../status-badge';
import { durationLabel } from './scorecard-table';

// The editor is needed only once a draft exists: its code loads then (decision 0014).
const NoticeEditor = clientOnly(() => import('./notice-editor').then((m) => m.NoticeEditor));

const FAILED = 'The MAP case could not be loaded.';

/** `/company/{id}/monitoring/map-cases/{caseId}`: evidence, timeline, the notice (draft, edit, send) and close / reopen. */
export function MapCaseScreen({ companyId, caseId }: { companyId: number; caseId: number }) {
  const { data: company } = useCompany(companyId);
  const canEdit = Boolean(company?.can_edit);
  const [confirm, setConfirm] = useState<'closed' | 'open' | null>(null);
  const key = mapKeys.case(companyId, caseId);
  const one = useQuery({
    queryKey: key,
    queryFn: async () => {
      const res = await apiFetch<MapCaseDetailResource>(mapApi.case(companyId, caseId), { fallback: FAILED });
      if (!res.ok) throw new ApiError(res);
      return res.data;
    },
  });
  useErrorToast(one.error, FAILED);
  const invalidate = [key, mapKeys.allCases(companyId)];
  const draft = useApiMutation<unknown, void>({
    request: () => apiFetch(mapApi.draft(companyId, caseId), { method: 'POST', json: {}, fallback: 'The notice could not be drafted.' }),
    errorFallback: 'The notice could not be drafted.',
    success: { title: 'Notice drafted' },
    invalidate,
  });
  const status = useApiMutation<unknown, 'open' | 'closed'>({
    request: (s) => apiFetch(mapApi.case(companyId, caseId), { method: 'PUT', json: { status: s }, fallback: 'The case could not be changed.' }),
    errorFallback: 'The case could not be changed.',
    success: { title: 'Case updated' },
    invalidate,
  });
  const c = one.data;
  const retailer = c ? (c.retailer_name ?? new URL(c.page_url).hostname) : '';
  return (
    <>
      <PageHeader
        eyebrow={<BackLink href={mapCasesHref(companyId)} label="MAP cases" />}
        title={c ? `Case #${c.id}: ${c.product_name} at ${retailer}` : 'MAP case'}
        description={c ? `${c.seller_name ? `Seller ${c.seller_name} · ` : ''}${c.reasons.map((r) => REASON_LABELS[r]).join(', ')}` : undefined}
        actions={
          c && canEdit ? (
            <Button variant="outline" onClick={() => setConfirm(c.status === 'open' ? 'closed' : 'open')}>
              {c.status === 'open' ? 'Close case' : 'Reopen case'}
            </Button>
          ) : null
        }
      />
      <ListFeedback pending={one.isPending} error={c ? null : one.error} label="the case" fallback={FAILED} onRetry={one.refetch} />
      {c ? (
        <div className="grid gap-4 lg:grid-cols-[1fr_1.2fr]">
          <Card>
            <CardHeader title="Evidence" description="What the check found, and where." />
            <dl className="grid grid-cols-2 gap-3 p-4 text-sm sm:px-6" data-testid="case-evidence">
              <div>
                <dt className="text-muted-foreground">Status</dt>
                <dd>
                  <StatusBadge tone={c.status === 'open' ? 'warn' : 'ok'}>
                    {c.status === 'open' ? 'Open' : 'Closed'} · level {c.level}
                  </StatusBadge>
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Severity</dt>
                <dd>{c.severity ?? <NotSet />}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Advertised</dt>
                <dd className="tabular-nums">{formatMoney(c.amount, c.currency)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">MAP then</dt>
                <dd className="tabular-nums">
                  {formatMoney(c.map_amount, c.currency)}
                  {c.gap_percent !== null ? ` (${c.gap_percent.toFixed(1)} % below)` : ''}
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Opened</dt>
                <dd>{formatDateTime(c.opened_at)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Time to compliance</dt>
                <dd>{c.status === 'closed' ? durationLabel(c.time_to_compliance_seconds) : <NotSet />}</dd>
              </div>
              <div className="col-span-2">
                <dt className="text-muted-foreground">Page</dt>
                <dd className="break-all">
                  <a href={c.page_url} target="_blank" rel="noreferrer noopener" className="text-primary underline">
                    {c.page_url}
                  </a>
                </dd>
              </div>
              {c.version_id !== null && c.snapshot_id !== null ? (
                <div className="col-span-2">
                  <dt className="text-muted-foreground">Captured version</dt>
                  <dd>
                    <Link href={pageVersionsHref(companyId, c.monitoring_product_id, c.snapshot_id, c.version_id)} className="text-primary underline">
                      Open the page as captured{c.has_screenshot ? ' (with screenshot)' : ''}
                    </Link>
                  </dd>
                </div>
              ) : null}
              <div className="col-span-2">
                <dt className="text-muted-foreground">Retailer contact</dt>
                <dd>{c.contact ? `${c.contact.name}${c.contact.email ? ` <${c.contact.email}>` : ' (no email address)'}` : 'None in the catalogue'}</dd>
              </div>
            </dl>
          </Card>
          <Card>
            <CardHeader
              title="Notice"
              description={`${c.notices_sent} sent. Placeholders are filled from the case; the evidence link opens the captured version.`}
            />
            <div className="p-4 sm:px-6">
              {c.notice_draft ? (
                canEdit ? (
                  <NoticeEditor key={`${c.id}-${c.level}-${c.updated_at}`} companyId={companyId} mapCase={c} />
                ) : (
                  <pre className="whitespace-pre-wrap text-sm">{c.notice_draft.body}</pre>
                )
              ) : canEdit ? (
                <Button onClick={() => draft.run()} loading={draft.isPending} loadingText="Drafting…">
                  Draft notice
                </Button>
              ) : (
                <p className="text-sm text-muted-foreground">No notice drafted yet.</p>
              )}
            </div>
          </Card>
          <Card className="lg:col-span-2">
            <CardHeader title="Timeline" />
            <ol className="divide-y divide-border p-4 text-sm sm:px-6" aria-label="Case timeline">
              {c.events.map((ev) => (
                <li key={ev.id} className="flex flex-wrap gap-x-3 py-2" data-testid="case-event">
                  <span className="w-40 shrink-0 text-muted-foreground">{formatDateTime(ev.created_at)}</span>
                  <span className="font-medium">{ev.kind.replace(/_/g, ' ')}</span>
                  <span className="min-w-0 flex-1">{ev.message}</span>
                </li>
              ))}
            </ol>
          </Card>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={confirm === 'closed' ? 'Close this case?' : 'Reopen this case?'}
        text={
          confirm === 'closed'
            ? 'Close it by hand only when the retailer has answered; checks close it themselves when the price is back.'
            : 'It reopens at the next level.'
        }
        confirmLabel={confirm === 'closed' ? 'Close case' : 'Reopen'}
        onConfirm={() => (confirm ? status.run(confirm) : false)}
      />
    </>
  );
}

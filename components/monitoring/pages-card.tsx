'use client';

import { Link } from '@/components/ui/link';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ExportMenu } from '@/components/exports/export-menu';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { apiFetch } from '@/lib/api/api-fetch';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import type { MonitoringPage } from '@/lib/contract/monitoring/pages';
import type { SnapshotResource } from '@/lib/contract/monitoring/snapshots';
import type { Variation } from '@/lib/contract/monitoring/variations';
import { formatDateTime } from '@/lib/dates/format-date';
import { AVAILABILITY_LABELS } from '@/lib/monitoring/current-prices';
import { PAGE_STATUS } from '@/lib/monitoring/labels';
import { MON_MSG } from '@/lib/monitoring/messages';
import { formatMoney } from '@/lib/monitoring/money';
import { monApi, pageVersionsHref } from '@/lib/monitoring/paths';
import { monitoringKeys } from '@/lib/monitoring/query-keys';
import { StatusBadge } from './status-badge';
import { HeadRow } from './head-row';

type Props = {
  companyId: number;
  productId: number;
  pages: readonly MonitoringPage[];
  variations: readonly Variation[];
  snapshots: readonly SnapshotResource[];
  canEdit: boolean;
  onAdd: () => void;
  onEdit: (page: MonitoringPage) => void;
  onShowRequests: (pageId: number) => void;
};

const td = 'px-3 py-2 align-top whitespace-nowrap';

/** The product's retailer pages: status, last price, availability, checks and fetcher; scrape now, edit, versions, requests, delete. */
export function PagesCard({ companyId, productId, pages, variations, snapshots, canEdit, onAdd, onEdit, onShowRequests }: Props) {
  const [deleting, setDeleting] = useState<MonitoringPage | null>(null);
  const variationName = new Map(variations.map((v) => [v.id, v.name]));
  const snapshotOf = new Map(snapshots.map((s) => [s.page_id, s.id]));
  const invalidate = [monitoringKeys.all(companyId)];
  const scrape = useApiMutation<unknown, number>({
    request: (pageId) => apiFetch(monApi.requests(companyId, productId), { method: 'POST', json: { page_id: pageId }, fallback: MON_MSG.scrape }),
    errorFallback: MON_MSG.scrape,
    success: { title: MON_MSG.scrapeStarted, text: 'The page is queued for a check.' },
    invalidate,
  });
  const remove = useApiMutation<unknown, number>({
    request: (pageId) => apiFetch(monApi.page(companyId, productId, pageId), { method: 'DELETE', fallback: MON_MSG.pageDelete }),
    errorFallback: MON_MSG.pageDelete,
    success: { title: MON_MSG.pageDeleted },
    invalidate,
  });
  const add = canEdit ? (
    <Button size="small" onClick={onAdd}>
      Add page
    </Button>
  ) : null;

  return (
    <Card>
      <CardHeader
        title="Retailer pages"
        description="Each page is one variation at one retailer."
        actions={
          <div className="flex items-center gap-2">
            <ExportMenu target={{ scope: 'companies', id: companyId, dataset: 'monitoring-pages', query: { monitoring_product_id: productId } }} noun="pages" />
            {add}
          </div>
        }
      />
      {pages.length === 0 ? (
        <div className="p-4">
          <EmptyState title="No pages yet" description="Add the product's page at a retailer to start watching its price." action={add} />
        </div>
      ) : (
        <div className="overflow-x-auto" role="region" aria-label="Retailer pages table" tabIndex={0}>
          <table className="w-full text-sm">
            <thead className="border-b border-border bg-muted/40">
              <HeadRow labels={['Retailer page', 'Variation', 'Status', 'Last price', 'Availability', 'Last check', 'Next check', 'Fetcher', 'Actions']} />
            </thead>
            <tbody className="divide-y divide-border">
              {pages.map((p) => {
                const status = PAGE_STATUS[p.status];
                const snapshotId = snapshotOf.get(p.id);
                return (
                  <tr key={p.id} data-testid="page-row">
                    <td className="max-w-64 px-3 py-2 align-top">
                      <p className="font-medium">{p.retailer_name ?? p.domain}</p>
                      <a href={p.url} target="_blank" rel="noopener noreferrer" className="block truncate text-xs text-primary hover:underline">
                        {p.url}
                        <span className="sr-only"> (opens in a new tab)</span>
                      </a>
                    </td>
                    <td className={td}>{p.variation_id !== null ? (variationName.get(p.variation_id) ?? '—') : 'Product'}</td>
                    <td className={td}>
                      <StatusBadge tone={status.tone} title={p.status_detail ?? undefined}>
                        {status.label}
                      </StatusBadge>
                    </td>
                    <td className={`${td} tabular-nums`}>{p.latest_price ? formatMoney(p.latest_price.amount, p.latest_price.currency) : '—'}</td>
                    <td className={td}>{p.latest_price ? AVAILABILITY_LABELS[p.latest_price.availability] : '—'}</td>
                    <td className={td}>{formatDateTime(p.last_checked_at, 'Never')}</td>
                    <td className={td}>{formatDateTime(p.next_check_at, '—')}</td>
                    <td className={td}>{p.last_fetcher ?? '—'}</td>
                    <td className={td}>
                      <div className="flex gap-1.5">
                        {canEdit ? (
                          <Button
                            size="small"
                            variant="outline"
                            onClick={() => void scrape.run(p.id)}
                            disabled={p.status === 'paused'}
                            aria-label={`Scrape ${p.retailer_name ?? p.domain} now`}
                          >
                            Scrape now
                          </Button>
                        ) : null}
                        <Button size="small" variant="outline" onClick={() => onShowRequests(p.id)}>
                          Requests
                        </Button>
                        {snapshotId ? (
                          <Link
                            prefetch={false}
                            className="inline-flex h-8 items-center rounded-control border border-border-strong px-3 text-sm hover:bg-muted"
                            href={pageVersionsHref(companyId, productId, snapshotId)}
                          >
                            Versions
                          </Link>
                        ) : null}
                        {canEdit ? (
                          <Button size="small" variant="outline" onClick={() => onEdit(p)}>
                            Edit
                          </Button>
                        ) : null}
                        {canEdit ? (
                          <Button size="small" variant="outline" onClick={() => setDeleting(p)} aria-label={`Delete page ${p.url}`}>
                            Delete
                          </Button>
                        ) : null}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete this page?"
        text="Its checks, versions and prices are deleted with it. You can restore it from “Recently deleted” on your profile."
        onConfirm={() => (deleting ? remove.run(deleting.id) : false)}
      />
    </Card>
  );
}

'use client';

import { Link } from '@/components/ui/link';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ExportMenu } from '@/components/exports/export-menu';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { GlobeIcon } from '@/components/ui/monitoring-icons';
import { MoreActions, type MoreAction } from '@/components/ui/more-actions';
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
import { pageLabel } from '@/lib/monitoring/page-label';
import { monApi, pageVersionsHref } from '@/lib/monitoring/paths';
import { monitoringKeys } from '@/lib/monitoring/query-keys';
import { StatusBadge } from './status-badge';
import { PageDetails } from './page-details';

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

/** The page's settings as a PUT takes them back, without one learned pattern (learned_at is the engine's). */
function settingsWithout(page: MonitoringPage, pattern: string) {
  const { learned_at: _at, ...settings } = page.settings;
  return { ...settings, learned_ignores: (settings.learned_ignores ?? []).filter((p) => p !== pattern) };
}

/**
 * The product's retailer pages, one row each: retailer · variation and the page (host and path),
 * status with the last price and availability, last and next check; "Scrape now", "Versions" and
 * the rest (requests, edit, learn ignored parts, delete) under "⋯"; details (the status in words,
 * steps, parts ignored automatically) in a disclosure. Fits its card at 1280 px, stacks at 375 px.
 */
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
  const relearn = useApiMutation<unknown, MonitoringPage>({
    request: async (page) => {
      await apiFetch(monApi.page(companyId, productId, page.id), { method: 'PUT', json: { relearn: true }, fallback: MON_MSG.pageUpdate });
      return apiFetch(monApi.requests(companyId, productId), { method: 'POST', json: { page_id: page.id }, fallback: MON_MSG.scrape });
    },
    errorFallback: MON_MSG.pageUpdate,
    success: { title: 'Learning ignored parts', text: 'The page is loaded twice at its next check; what changes on its own is ignored from then on.' },
    invalidate,
  });
  const forget = useApiMutation<unknown, { page: MonitoringPage; pattern: string }>({
    request: ({ page, pattern }) =>
      apiFetch(monApi.page(companyId, productId, page.id), {
        method: 'PUT',
        json: { settings: settingsWithout(page, pattern) },
        fallback: MON_MSG.pageUpdate,
      }),
    errorFallback: MON_MSG.pageUpdate,
    success: { title: 'No longer ignored', text: 'Changes in that part count again from the next check.' },
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
          <EmptyState icon={GlobeIcon} title="No pages yet" description="Add the product's page at a retailer to start watching its price." action={add} />
        </div>
      ) : (
        <ul className="divide-y divide-border" aria-label="Retailer pages" data-testid="pages-list">
          {pages.map((p) => {
            const status = PAGE_STATUS[p.status];
            const snapshotId = snapshotOf.get(p.id);
            const name = p.retailer_name ?? p.domain;
            const more: MoreAction[] = [
              { label: 'Requests', onSelect: () => onShowRequests(p.id) },
              ...(canEdit
                ? [
                    { label: 'Edit…', onSelect: () => onEdit(p) },
                    { label: 'Learn ignored parts', onSelect: () => void relearn.run(p) },
                    { label: 'Delete…', danger: true, onSelect: () => setDeleting(p) },
                  ]
                : []),
            ];
            return (
              // One row per page: at 1280 a four-part grid that fits its card (no sideways scroll),
              // on a phone the same parts stacked.
              <li
                key={p.id}
                data-testid="page-row"
                className="grid gap-2 px-4 py-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_minmax(0,1fr)_auto] md:items-start md:gap-4"
              >
                <div className="min-w-0">
                  <p className="font-medium">
                    {name}
                    <span className="font-normal text-muted-foreground">
                      {' '}
                      · {p.variation_id !== null ? (variationName.get(p.variation_id) ?? '—') : 'Product'}
                    </span>
                  </p>
                  <a href={p.url} target="_blank" rel="noopener noreferrer" className="block truncate text-xs text-primary hover:underline" title={p.url}>
                    {pageLabel(p.url)}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </div>
                <div className="min-w-0 space-y-1">
                  <StatusBadge tone={status.tone} title={p.status_detail ?? undefined}>
                    {status.label}
                  </StatusBadge>
                  <p className="text-sm tabular-nums">
                    {p.latest_price ? formatMoney(p.latest_price.amount, p.latest_price.currency) : 'No price yet'}
                    {p.latest_price ? <span className="text-muted-foreground"> · {AVAILABILITY_LABELS[p.latest_price.availability]}</span> : null}
                  </p>
                </div>
                <p className="text-xs text-muted-foreground">
                  {/* In the browser's zone, which the server's may not be. */}
                  Checked{' '}
                  <time dateTime={p.last_checked_at ?? undefined} suppressHydrationWarning>
                    {formatDateTime(p.last_checked_at, 'never')}
                  </time>
                  <br />
                  Next{' '}
                  <time dateTime={p.next_check_at ?? undefined} suppressHydrationWarning>
                    {formatDateTime(p.next_check_at, '—')}
                  </time>
                </p>
                <div className="flex flex-wrap items-center gap-1.5">
                  {canEdit ? (
                    <Button
                      size="small"
                      variant="outline"
                      onClick={() => void scrape.run(p.id)}
                      disabled={p.status === 'paused'}
                      aria-label={`Scrape ${name} now`}
                    >
                      Scrape now
                    </Button>
                  ) : null}
                  {snapshotId ? (
                    <Link
                      prefetch={false}
                      className="inline-flex h-8 items-center rounded-control border border-border-strong px-3 text-sm hover:bg-muted"
                      href={pageVersionsHref(companyId, productId, snapshotId)}
                    >
                      Versions
                    </Link>
                  ) : null}
                  <MoreActions actions={more} label={`More actions for ${name} (${pageLabel(p.url)})`} />
                </div>
                <PageDetails page={p} canEdit={canEdit} onForget={(pattern) => void forget.run({ page: p, pattern })} />
              </li>
            );
          })}
        </ul>
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

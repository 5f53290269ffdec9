'use client';

import { LazyActivityFeed } from '@/components/activity/lazy-activity-feed';
import { clientOnly, serverRendered } from '@/lib/ui/lazy-component';
import { useRouter } from 'next/navigation';
import { useCallback, useMemo, useState } from 'react';
import { ListFeedback } from '@/components/companies/list-feedback';
import { BackLink } from '@/components/companies/back-link';
import { Button, ButtonLink } from '@/components/ui/button';
import { LazyFollowButton } from '@/components/follows/lazy-follow-button';
import { CardLoading } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { AlertTriangleIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { apiFetch } from '@/lib/api/api-fetch';
import { isApiError } from '@/lib/api/api-error';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { useCompany } from '@/lib/companies/use-company';
import type { MonitoringPage } from '@/lib/contract/monitoring/pages';
import { MON_MSG } from '@/lib/monitoring/messages';
import { formatMoney } from '@/lib/monitoring/money';
import { monApi, monitoringHref, monitoringOverviewHref } from '@/lib/monitoring/paths';
import { monitoringKeys } from '@/lib/monitoring/query-keys';
import { useMonitoringProduct, usePages, useSnapshots, useVariations } from '@/lib/monitoring/use-monitoring';
import { useScrape } from '@/lib/monitoring/use-scrape';
import { AlertTasksCard } from './alert-tasks-card';
import { useMonitoringLive } from '@/lib/monitoring/use-monitoring-live';

// Shown once a scrape has been started here: its code loads after the screen is up (decision 0014).
const ScrapeProgress = clientOnly(() => import('./scrape-progress').then((m) => m.ScrapeProgress));

// The form dialogs open on click: their code loads once the screen is up, outside its first load (decision 0014).
const ManualPriceDialog = clientOnly(() => import('./manual-entry-dialogs').then((m) => m.ManualPriceDialog));
const PageFormDialog = clientOnly(() => import('./page-form-dialog').then((m) => m.PageFormDialog));
const ConfirmDialog = clientOnly(() => import('@/components/ui/confirm-dialog').then((m) => m.ConfirmDialog));
// Pages and variations are read on the server with the product (the page prefetches them): their
// cards paint in the HTML with their rows, and their code hydrates them after the first load
// (decision 0020), a click before that held until it has (decision 0040). A list too long to
// prefetch is read here, behind a loading frame. Their props are kept stable (useCallback, EMPTY):
// an island whose props change before its code is in is drawn afresh, a layout shift.
const PAGES_TEXT = { title: 'Retailer pages', description: 'Each page is one variation at one retailer.' };
const PagesCard = serverRendered(() => import('./pages-card').then((m) => m.PagesCard));
const VariationsCard = serverRendered(() => import('./variations-card').then((m) => m.VariationsCard));
const EMPTY: never[] = [];
// The alert rules paint from the server with the product too, and hydrate the same way: their
// editor's dialog is not part of the first load.
const AlertRulesCard = serverRendered(() => import('./alert-rules-card').then((m) => m.AlertRulesCard));
// The header's "⋯" (Delete…) likewise: drawn by the server, its menu's code comes after the page.
const MoreActions = serverRendered(() => import('@/components/ui/more-actions').then((m) => m.MoreActions));
// The checks and the reviews, below the fold, read their rows in the browser: their code loads
// with them rather than in the first load (decision 0014).
const RequestsCard = clientOnly(
  () => import('./requests-card').then((m) => m.RequestsCard),
  () => <CardLoading id="requests" title="Requests" description="Every check of a page and what came of it." />,
);
const ReviewsCard = clientOnly(
  () => import('./reviews-card').then((m) => m.ReviewsCard),
  () => <CardLoading title="Reviews" description="Scraped from the retailer pages, or entered by hand." />,
);

type Props = { companyId: number; productId: number; userId: number };

/** `monitoring/{productId}`: the product with its variations and retailer pages, their checks, alert rules, manual entries and reviews. */
export function ProductScreen({ companyId, productId, userId }: Props) {
  const router = useRouter();
  const { data: company } = useCompany(companyId);
  const product = useMonitoringProduct(companyId, productId);
  const pages = usePages(companyId, productId);
  const variations = useVariations(companyId, productId);
  const snapshots = useSnapshots(companyId, productId);
  useMonitoringLive(userId, companyId);
  const scrape = useScrape(companyId);
  const [pageForm, setPageForm] = useState<{ page?: MonitoringPage } | null>(null);
  const [priceOpen, setPriceOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [requestsOf, setRequestsOf] = useState<number | null>(null);
  const addPage = useCallback(() => setPageForm({}), []);
  const editPage = useCallback((page: MonitoringPage) => setPageForm({ page }), []);
  const moreActions = useMemo(() => [{ label: 'Delete monitored product…', danger: true, onSelect: () => setDeleting(true) }], []);
  const showRequests = useCallback((id: number) => {
    setRequestsOf(id);
    document.getElementById('requests')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, []);
  const remove = useApiMutation({
    request: () => apiFetch(monApi.product(companyId, productId), { method: 'DELETE', fallback: MON_MSG.delete }),
    errorFallback: MON_MSG.delete,
    success: { title: MON_MSG.deleted },
    onSuccess: () => router.push(monitoringHref(companyId)),
    invalidate: [monitoringKeys.list(companyId)],
  });

  const p = product.data;
  if (!p) {
    if (isApiError(product.error) && product.error.status === 404)
      return <EmptyState icon={AlertTriangleIcon} title="Product not found" description="It may have been deleted." />;
    return <ListFeedback pending={product.isPending} error={product.error} label="the product" fallback={MON_MSG.fetchProduct} onRetry={product.refetch} />;
  }
  const canEdit = Boolean(company?.can_edit);
  const pageList = pages.data ?? EMPTY;
  const facts = [
    p.brand,
    p.map_amount !== null ? `MAP ${formatMoney(p.map_amount, p.map_currency)}` : 'No MAP',
    p.schedule_text,
    p.status !== 'active' ? p.status : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <>
      <PageHeader
        eyebrow={<BackLink href={monitoringHref(companyId)} label="Monitoring" />}
        title={p.name}
        description={facts}
        actions={
          <>
            <LazyFollowButton kind="monitoring_product" id={productId} size="base" />
            <ButtonLink href={monitoringOverviewHref(companyId, productId)} prefetch={false} variant="outline">
              Price overview
            </ButtonLink>
            {canEdit ? (
              <Button variant="outline" onClick={() => setPriceOpen(true)}>
                Enter a price
              </Button>
            ) : null}
            {canEdit ? (
              <Button
                onClick={() => void scrape.start.run({ monitoring_product_ids: [productId] })}
                loading={scrape.start.isPending}
                loadingText="Starting…"
                disabled={p.status !== 'active'}
              >
                Scrape now
              </Button>
            ) : null}
            {canEdit ? <MoreActions actions={moreActions} /> : null}
          </>
        }
      />
      <div className="space-y-6">
        <ScrapeProgress request={scrape.request} over={scrape.over} onDismiss={scrape.dismiss} />
        {pages.isPending ? (
          <CardLoading {...PAGES_TEXT} />
        ) : (
          <PagesCard
            companyId={companyId}
            productId={productId}
            pages={pageList}
            variations={variations.data ?? EMPTY}
            snapshots={snapshots.data ?? EMPTY}
            canEdit={canEdit}
            onAdd={addPage}
            onEdit={editPage}
            onShowRequests={showRequests}
          />
        )}
        <div className="grid gap-6 lg:grid-cols-2">
          {variations.isPending ? (
            <CardLoading title="Variations" />
          ) : (
            <VariationsCard companyId={companyId} productId={productId} variations={variations.data ?? EMPTY} canEdit={canEdit} />
          )}
          <AlertRulesCard companyId={companyId} product={p} variations={variations.data ?? EMPTY} canEdit={canEdit} />
        </div>
        {p.alert_rules.some((r) => r.action === 'task') || p.alert_tasks.length > 0 ? <AlertTasksCard tasks={p.alert_tasks} /> : null}
        <RequestsCard companyId={companyId} productId={productId} pages={pageList} pageId={requestsOf} onPageId={setRequestsOf} />
        <ReviewsCard companyId={companyId} productId={productId} pages={pageList} canEdit={canEdit} />
        <LazyActivityFeed path={`companies/${companyId}/activity`} filters={{ subject_type: 'monitoring-products', subject_id: productId }} title="History" />
      </div>
      {canEdit ? (
        <>
          <PageFormDialog
            open={pageForm !== null}
            onOpenChange={(o) => !o && setPageForm(null)}
            companyId={companyId}
            productId={productId}
            page={pageForm?.page}
            variations={variations.data ?? []}
          />
          <ManualPriceDialog
            open={priceOpen}
            onOpenChange={setPriceOpen}
            companyId={companyId}
            productId={productId}
            pages={pageList}
            currency={p.map_currency ?? p.summary.currency ?? 'EUR'}
          />
          <ConfirmDialog
            open={deleting}
            onOpenChange={setDeleting}
            title={`Stop monitoring ${p.name}?`}
            text="Its variations, pages, prices, versions and reports are deleted. You can restore it from “Recently deleted” on your profile."
            onConfirm={() => remove.run()}
          />
        </>
      ) : null}
    </>
  );
}

'use client';

import { clientOnly, serverRendered } from '@/lib/ui/lazy-component';
import { useState } from 'react';
import { ListToolbar } from '@/components/catalogue/list-toolbar';
import { BackLink } from '@/components/companies/back-link';
import { ListFeedback } from '@/components/companies/list-feedback';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ActivityIcon, SearchIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { useCatalogueList } from '@/lib/catalogue/use-catalogue-list';
import { companyHref } from '@/lib/companies/paths';
import { useCompany } from '@/lib/companies/use-company';
import type { MonitoringProduct } from '@/lib/contract/monitoring/products';
import { MON_MSG } from '@/lib/monitoring/messages';
import { monApi } from '@/lib/monitoring/paths';
import { monitoringKeys } from '@/lib/monitoring/query-keys';
import { MapNav } from './map/map-nav';
import { ProductRow } from './product-row';
import { useMonitoringLive } from '@/lib/monitoring/use-monitoring-live';

// Selecting and scraping hydrate after the list (decision 0020).
const ScrapeBar = serverRendered(() => import('./scrape-bar').then((m) => m.ScrapeBar));

// The dialog opens on click: its code loads once the screen is up, outside its first load (decision 0014).
const MonitorProductDialog = clientOnly(() => import('./monitor-product-dialog').then((m) => m.MonitorProductDialog));

const NO_ROWS: MonitoringProduct[] = [];

/** `/company/{id}/monitoring`: the monitored products, 20 a page, searched in the URL; admins monitor new ones and scrape selected ones now. */
export function MonitoringList({ companyId, userId }: { companyId: number; userId: number }) {
  const { data: company } = useCompany(companyId);
  const list = useCatalogueList<MonitoringProduct>(monApi.products(companyId), monitoringKeys.list(companyId), MON_MSG.fetchList);
  const { data, isPending, error, isFetching, refetch, state, update } = list;
  useErrorToast(error, MON_MSG.fetchList);
  useMonitoringLive(userId, companyId);
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const canEdit = Boolean(company?.can_edit);
  const rows = data?.data ?? NO_ROWS;

  const toggle = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const monitor = canEdit ? <Button onClick={() => setOpen(true)}>Monitor a product</Button> : null;

  return (
    <>
      <PageHeader
        eyebrow={<BackLink href={companyHref(companyId)} label={company?.name ?? 'Company'} />}
        title="Monitoring"
        description="Where your products sell, at what price, what changed and what needs action."
        actions={monitor}
      />
      <MapNav companyId={companyId} current="products" />
      <div className="space-y-4">
        <ListToolbar state={state} onChange={update} noun="monitored products" />
        <ScrapeBar companyId={companyId} canEdit={canEdit} rows={rows} selected={selected} setSelected={setSelected} />
        <ListFeedback pending={isPending} error={data ? null : error} label="monitored products" fallback={MON_MSG.fetchList} onRetry={refetch} />
        {data && rows.length === 0 ? (
          state.search.trim() ? (
            <EmptyState icon={SearchIcon} title="No product matches" description={`No monitored product name contains “${state.search.trim()}”.`} />
          ) : (
            <EmptyState
              icon={ActivityIcon}
              title="Nothing monitored yet"
              description={canEdit ? 'Monitor a product at its retailers to follow its prices and pages.' : 'This company monitors no products yet.'}
              action={monitor}
            />
          )
        ) : null}
        {rows.length > 0 && data ? (
          <>
            <ul
              aria-label="Monitored products"
              aria-busy={isFetching || undefined}
              className="divide-y divide-border overflow-hidden rounded-card border border-border bg-surface"
            >
              {rows.map((p) => (
                <ProductRow key={p.id} product={p} selectable={canEdit} selected={selected.has(p.id)} onSelect={(on) => toggle(p.id, on)} />
              ))}
            </ul>
            <Pager meta={data.meta} onPage={(page) => update({ page })} noun={['monitored product', 'monitored products']} busy={isFetching} />
          </>
        ) : null}
      </div>
      {canEdit ? <MonitorProductDialog open={open} onOpenChange={setOpen} companyId={companyId} /> : null}
    </>
  );
}

'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ExportMenu } from '@/components/exports/export-menu';
import { BackLink } from '@/components/companies/back-link';
import { ListFeedback } from '@/components/companies/list-feedback';
import { EmptyState } from '@/components/ui/empty-state';
import { FlagIcon } from '@/components/ui/more-icons';
import { Field } from '@/components/ui/field';
import { Link } from '@/components/ui/link';
import { PageHeader } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { ListRow, RowList } from '@/components/ui/row-list';
import { Select } from '@/components/ui/select';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { companyHref } from '@/lib/companies/paths';
import { useCompany } from '@/lib/companies/use-company';
import type { MapCaseResource } from '@/lib/contract/monitoring/map-cases';
import { formatDateTime } from '@/lib/dates/format-date';
import { fetchPage } from '@/lib/directories/fetch-page';
import { mapApi, mapKeys, REASON_LABELS } from '@/lib/monitoring/map-api';
import { formatMoney } from '@/lib/monitoring/money';
import { authorizedSellersHref, mapCaseHref } from '@/lib/monitoring/paths';
import { useMapRetailers } from '@/lib/monitoring/use-map-retailers';
import { StatusBadge } from '../status-badge';
import { MapNav } from './map-nav';

const FAILED = 'The MAP cases could not be loaded.';
const SEVERITY_TONE = { minor: 'warn', major: 'bad', severe: 'bad' } as const;

type Filters = { status: string; severity: string; level: string; retailer_id: string };

/** `/company/{id}/monitoring/map-cases`: every case of the company, filtered (status, severity, level, retailer), paged, exportable. */
export function MapCasesScreen({ companyId, productId }: { companyId: number; productId?: number }) {
  const { data: company } = useCompany(companyId);
  const retailers = useMapRetailers(companyId);
  const [filters, setFilters] = useState<Filters>({ status: 'open', severity: '', level: '', retailer_id: '' });
  const [page, setPage] = useState(1);
  const query = Object.fromEntries(
    Object.entries({ ...filters, monitoring_product_id: productId ? String(productId) : '' }).filter(([, v]) => v !== ''),
  ) as Record<string, string>;
  const list = useQuery({
    queryKey: [...mapKeys.cases(companyId, query), page],
    queryFn: () => fetchPage<MapCaseResource>(mapApi.cases(companyId), { ...query, page }, FAILED),
  });
  useErrorToast(list.error, FAILED);
  const set = (k: keyof Filters) => (e: { target: { value: string } }) => {
    setFilters((f) => ({ ...f, [k]: e.target.value }));
    setPage(1);
  };
  const rows = list.data?.data ?? [];
  return (
    <>
      <PageHeader
        eyebrow={<BackLink href={companyHref(companyId)} label={company?.name ?? 'Company'} />}
        title="MAP cases"
        description="Each violation is a case: evidence, notice, follow-up until the price is back at or above MAP."
        actions={<ExportMenu target={{ scope: 'companies', id: companyId, dataset: 'map-cases', query }} noun="MAP cases" />}
      />
      <MapNav companyId={companyId} current="cases" />
      <div className="space-y-4">
        <form aria-label="Filter cases" className="grid grid-cols-2 gap-3 sm:grid-cols-4" onSubmit={(e) => e.preventDefault()}>
          <Field label="Status">
            <Select
              value={filters.status}
              onChange={set('status')}
              options={[
                { value: '', label: 'All' },
                { value: 'open', label: 'Open' },
                { value: 'closed', label: 'Closed' },
              ]}
            />
          </Field>
          <Field label="Severity">
            <Select
              value={filters.severity}
              onChange={set('severity')}
              options={[
                { value: '', label: 'All' },
                { value: 'minor', label: 'Minor' },
                { value: 'major', label: 'Major' },
                { value: 'severe', label: 'Severe' },
              ]}
            />
          </Field>
          <Field label="Level">
            <Select
              value={filters.level}
              onChange={set('level')}
              options={[{ value: '', label: 'All' }, ...[1, 2, 3, 4].map((n) => ({ value: String(n), label: `Level ${n}` }))]}
            />
          </Field>
          <Field label="Retailer">
            <Select
              value={filters.retailer_id}
              onChange={set('retailer_id')}
              options={[{ value: '', label: 'All' }, ...(retailers.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))]}
            />
          </Field>
        </form>
        <ListFeedback pending={list.isPending} error={list.data ? null : list.error} label="MAP cases" fallback={FAILED} onRetry={list.refetch} />
        {list.data && rows.length === 0 ? (
          <EmptyState
            icon={FlagIcon}
            title={filters.status === 'open' ? 'No open cases' : 'No cases match'}
            description="A case opens when a check finds a price below MAP (beyond the grace threshold) or an unauthorised seller."
            action={
              <Link href={authorizedSellersHref(companyId)} className="text-sm font-medium text-primary underline">
                Set up authorised sellers
              </Link>
            }
          />
        ) : null}
        {rows.length > 0 && list.data ? (
          <>
            <RowList label="MAP cases">
              {rows.map((c) => (
                <ListRow key={c.id} data-testid="map-case-row">
                  <Link href={mapCaseHref(companyId, c.id)} className="min-w-0 flex-1 font-medium text-foreground hover:underline">
                    #{c.id} {c.product_name}
                    {c.variation_name ? ` · ${c.variation_name}` : ''} at {c.retailer_name ?? new URL(c.page_url).hostname}
                    {c.seller_name ? ` (${c.seller_name})` : ''}
                  </Link>
                  <span className="tabular-nums">
                    {formatMoney(c.amount, c.currency)} <span className="text-muted-foreground">/ MAP {formatMoney(c.map_amount, c.currency)}</span>
                  </span>
                  {c.severity ? <StatusBadge tone={SEVERITY_TONE[c.severity]}>{c.severity}</StatusBadge> : null}
                  {c.reasons.includes('unauthorized_seller') ? <StatusBadge tone="bad">{REASON_LABELS.unauthorized_seller}</StatusBadge> : null}
                  <StatusBadge tone={c.status === 'open' ? 'warn' : 'ok'}>
                    {c.status === 'open' ? 'Open' : 'Closed'} · level {c.level}
                  </StatusBadge>
                  <span className="w-full text-xs text-muted-foreground sm:w-auto">{formatDateTime(c.updated_at)}</span>
                </ListRow>
              ))}
            </RowList>
            <Pager meta={list.data.meta} onPage={setPage} noun={['case', 'cases']} busy={list.isFetching} />
          </>
        ) : null}
      </div>
    </>
  );
}

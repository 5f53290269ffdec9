'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BackLink } from '@/components/companies/back-link';
import { ListFeedback } from '@/components/companies/list-feedback';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { StoreIcon } from '@/components/ui/icons';
import { Field } from '@/components/ui/field';
import { DateField } from '@/components/ui/date-field';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api/api-error';
import { apiFetch } from '@/lib/api/api-fetch';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { companyHref } from '@/lib/companies/paths';
import { useCompany } from '@/lib/companies/use-company';
import type { ScorecardResource } from '@/lib/contract/monitoring/scorecards';
import { mapApi, mapKeys } from '@/lib/monitoring/map-api';
import { useMapRetailers } from '@/lib/monitoring/use-map-retailers';
import { retailersHref } from '@/lib/retailers/retailer-paths';
import { serverRendered } from '@/lib/ui/lazy-component';
import { MapNav } from './map-nav';
import { ScorecardTable } from './scorecard-table';

// Publishing and the published links paint from the server and hydrate after the page, outside its
// first load (decision 0020); a click there before then is held and given back (decision 0040).
const ScorecardLinks = serverRendered(() => import('./scorecard-links').then((m) => m.ScorecardLinks));

const FAILED = 'The scorecard could not be loaded.';
const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** `/company/{id}/monitoring/scorecards`: a retailer's scorecard over a period; publish it as a read-only link with an expiry, revoke links. */
export function ScorecardsScreen({ companyId }: { companyId: number }) {
  const { data: company } = useCompany(companyId);
  const canEdit = Boolean(company?.can_edit);
  const retailers = useMapRetailers(companyId);
  const [retailerId, setRetailerId] = useState('');
  const [period, setPeriod] = useState({ from: day(30), to: day(0) });
  const rid = retailerId ? Number(retailerId) : (retailers.data?.[0]?.id ?? null);
  const from = `${period.from}T00:00:00Z`;
  const to = `${period.to}T23:59:59Z`;
  const card = useQuery({
    enabled: rid !== null,
    queryKey: mapKeys.scorecard(companyId, rid ?? 0, from, to),
    queryFn: async () => {
      const res = await apiFetch<ScorecardResource>(mapApi.scorecard(companyId, rid as number), { query: { from, to }, fallback: FAILED });
      if (!res.ok) throw new ApiError(res);
      return res.data;
    },
  });
  useErrorToast(card.error, FAILED);
  return (
    <>
      <PageHeader
        eyebrow={<BackLink href={companyHref(companyId)} label={company?.name ?? 'Company'} />}
        title="Retailer scorecards"
        description="MAP compliance, availability, price index, rating and cases of one retailer over a period."
      />
      <MapNav companyId={companyId} current="scorecards" />
      <div className="space-y-4">
        <form aria-label="Scorecard period" className="grid grid-cols-1 gap-3 sm:grid-cols-3" onSubmit={(e) => e.preventDefault()}>
          <Field label="Retailer">
            <Select
              value={rid === null ? '' : String(rid)}
              onChange={(e) => setRetailerId(e.target.value)}
              options={(retailers.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
            />
          </Field>
          <Field label="From">
            <DateField value={period.from} onChange={(e) => setPeriod((p) => ({ ...p, from: e.target.value }))} />
          </Field>
          <Field label="To">
            <DateField value={period.to} onChange={(e) => setPeriod((p) => ({ ...p, to: e.target.value }))} />
          </Field>
        </form>
        {retailers.data && retailers.data.length === 0 ? (
          <EmptyState
            icon={StoreIcon}
            title="No retailers"
            description="Add the retailers you sell through in the catalogue first."
            action={<ButtonLink href={retailersHref(companyId)}>Go to retailers</ButtonLink>}
          />
        ) : null}
        <ListFeedback
          pending={rid !== null && card.isPending}
          error={card.data ? null : card.error}
          label="the scorecard"
          fallback={FAILED}
          onRetry={card.refetch}
        />
        {card.data ? <ScorecardTable card={card.data} /> : null}
        <ScorecardLinks companyId={companyId} retailerId={rid} from={from} to={to} canEdit={canEdit} />
      </div>
    </>
  );
}

'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BackLink } from '@/components/companies/back-link';
import { ListFeedback } from '@/components/companies/list-feedback';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { StoreIcon } from '@/components/ui/icons';
import { Field } from '@/components/ui/field';
import { DateField } from '@/components/ui/date-field';
import { PageHeader } from '@/components/ui/page-header';
import { ListRow, RowButton, RowList } from '@/components/ui/row-list';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api/api-error';
import { apiFetch } from '@/lib/api/api-fetch';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { companyHref } from '@/lib/companies/paths';
import { useCompany } from '@/lib/companies/use-company';
import type { ScorecardLinkResource, ScorecardResource } from '@/lib/contract/monitoring/scorecards';
import { formatDate } from '@/lib/dates/format-date';
import { mapApi, mapKeys } from '@/lib/monitoring/map-api';
import { useMapRetailers } from '@/lib/monitoring/use-map-retailers';
import { retailersHref } from '@/lib/retailers/retailer-paths';
import { MapNav } from './map-nav';
import { ScorecardTable } from './scorecard-table';

const FAILED = 'The scorecard could not be loaded.';
const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** `/company/{id}/monitoring/scorecards`: a retailer's scorecard over a period; publish it as a read-only link with an expiry, revoke links. */
export function ScorecardsScreen({ companyId }: { companyId: number }) {
  const { data: company } = useCompany(companyId);
  const canEdit = Boolean(company?.can_edit);
  const retailers = useMapRetailers(companyId);
  const [retailerId, setRetailerId] = useState('');
  const [period, setPeriod] = useState({ from: day(30), to: day(0) });
  const [expires, setExpires] = useState('14');
  const [published, setPublished] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ScorecardLinkResource | null>(null);
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
  const links = useQuery({
    queryKey: mapKeys.links(companyId),
    queryFn: async () => {
      const res = await apiFetch<ScorecardLinkResource[]>(mapApi.links(companyId), { fallback: 'The links could not be loaded.' });
      if (!res.ok) throw new ApiError(res);
      return res.data;
    },
  });
  const publish = useApiMutation<ScorecardLinkResource, void>({
    request: () =>
      apiFetch<ScorecardLinkResource>(mapApi.links(companyId), {
        method: 'POST',
        json: { retailer_id: rid, from, to, expires_in_days: Number(expires) },
        fallback: 'The link could not be published.',
      }),
    errorFallback: 'The link could not be published.',
    success: { title: 'Link published' },
    invalidate: [mapKeys.links(companyId)],
    onSuccess: (link) => setPublished(link.path ? `${window.location.origin}${link.path}` : null),
  });
  const revoke = useApiMutation<unknown, number>({
    request: (id) => apiFetch(mapApi.link(companyId, id), { method: 'DELETE', fallback: 'The link could not be revoked.' }),
    errorFallback: 'The link could not be revoked.',
    success: { title: 'Link revoked' },
    invalidate: [mapKeys.links(companyId)],
  });
  const retailerName = (id: number) => retailers.data?.find((r) => r.id === id)?.name ?? `Retailer ${id}`;
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
        {canEdit && rid !== null ? (
          <Card>
            <CardHeader title="Publish" description="A read-only link showing this retailer’s rows only; it stops working when it expires or is revoked." />
            <div className="flex flex-wrap items-end gap-3 p-4 sm:px-6">
              <Field label="Expires after">
                <Select
                  value={expires}
                  onChange={(e) => setExpires(e.target.value)}
                  options={['1', '7', '14', '30', '90'].map((d) => ({ value: d, label: `${d} day${d === '1' ? '' : 's'}` }))}
                />
              </Field>
              <Button onClick={() => publish.run()} loading={publish.isPending} loadingText="Publishing…">
                Publish link
              </Button>
            </div>
            {published ? (
              <p className="break-all px-4 pb-4 text-sm sm:px-6" role="status">
                Link (shown once):{' '}
                <a href={published} className="text-primary underline">
                  {published}
                </a>
              </p>
            ) : null}
          </Card>
        ) : null}
        {links.data && links.data.length > 0 ? (
          <RowList label="Published links">
            {links.data.map((l) => (
              <ListRow key={l.id}>
                <span className="font-medium">{retailerName(l.retailer_id)}</span>
                <span className="text-muted-foreground">
                  {formatDate(l.period_from)} – {formatDate(l.period_to)}
                </span>
                <span className="text-muted-foreground">{l.revoked_at ? 'Revoked' : `Expires ${formatDate(l.expires_at)}`}</span>
                {canEdit && !l.revoked_at ? <RowButton onClick={() => setRevoking(l)}>Revoke</RowButton> : null}
              </ListRow>
            ))}
          </RowList>
        ) : null}
      </div>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(o) => !o && setRevoking(null)}
        title="Revoke this link?"
        text="Anyone who opens it from now on is told it is no longer available."
        confirmLabel="Revoke"
        onConfirm={() => (revoking ? revoke.run(revoking.id) : false)}
      />
    </>
  );
}

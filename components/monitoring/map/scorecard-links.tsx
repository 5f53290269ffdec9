'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { ListRow, RowButton, RowList } from '@/components/ui/row-list';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api/api-error';
import { apiFetch } from '@/lib/api/api-fetch';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import type { ScorecardLinkResource } from '@/lib/contract/monitoring/scorecards';
import { formatDate } from '@/lib/dates/format-date';
import { mapApi, mapKeys } from '@/lib/monitoring/map-api';
import { useMapRetailers } from '@/lib/monitoring/use-map-retailers';

type Props = { companyId: number; retailerId: number | null; from: string; to: string; canEdit: boolean };

/**
 * Under a scorecard: "Publish link" for who may edit (a read-only link to the retailer's rows over
 * the period, shown once), and the company's published links with Revoke. An island
 * (`serverRendered` in scorecards-screen): it paints from the server and hydrates after the page,
 * outside its first load (decision 0020).
 */
export function ScorecardLinks({ companyId, retailerId, from, to, canEdit }: Props) {
  const retailers = useMapRetailers(companyId);
  const [expires, setExpires] = useState('14');
  const [published, setPublished] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ScorecardLinkResource | null>(null);
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
        json: { retailer_id: retailerId, from, to, expires_in_days: Number(expires) },
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
      {canEdit && retailerId !== null ? (
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

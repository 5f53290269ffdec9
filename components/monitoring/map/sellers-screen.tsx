'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { BackLink } from '@/components/companies/back-link';
import { ListFeedback } from '@/components/companies/list-feedback';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ShieldIcon } from '@/components/ui/icons';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { ListRow, RowButton, RowList } from '@/components/ui/row-list';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api/api-error';
import { apiFetch } from '@/lib/api/api-fetch';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import { companyHref } from '@/lib/companies/paths';
import { useCompany } from '@/lib/companies/use-company';
import type { AuthorizedSellerResource } from '@/lib/contract/monitoring/sellers';
import { mapApi, mapKeys } from '@/lib/monitoring/map-api';
import { useMapRetailers } from '@/lib/monitoring/use-map-retailers';
import { MapNav } from './map-nav';

const FAILED = 'The authorised sellers could not be loaded.';

/** `/company/{id}/monitoring/sellers`: per retailer, the sellers allowed on its marketplace; any other seller opens a case once the list names one. */
export function SellersScreen({ companyId }: { companyId: number }) {
  const { data: company } = useCompany(companyId);
  const canEdit = Boolean(company?.can_edit);
  const retailers = useMapRetailers(companyId);
  const [retailerId, setRetailerId] = useState<string>('');
  const [v, setV] = useState({ seller_name: '', seller_id: '', note: '' });
  const [removing, setRemoving] = useState<AuthorizedSellerResource | null>(null);
  const key = mapKeys.sellers(companyId, retailerId ? Number(retailerId) : null);
  const list = useQuery({
    queryKey: key,
    queryFn: async () => {
      const res = await apiFetch<AuthorizedSellerResource[]>(mapApi.sellers(companyId), {
        query: retailerId ? { retailer_id: retailerId } : {},
        fallback: FAILED,
      });
      if (!res.ok) throw new ApiError(res);
      return res.data;
    },
  });
  useErrorToast(list.error, FAILED);
  const invalidate = [['authorized-sellers', companyId]];
  const add = useFormMutation({
    schema: () => import('@/lib/contract/monitoring/sellers').then((m) => m.authorizedSellerBody),
    request: (body) => apiFetch(mapApi.sellers(companyId), { method: 'POST', json: body, fallback: 'The seller could not be added.' }),
    errorFallback: 'The seller could not be added.',
    fields: ['retailer_id', 'seller_name', 'seller_id', 'note'],
    success: { title: 'Seller authorised' },
    invalidate,
    onSuccess: () => setV({ seller_name: '', seller_id: '', note: '' }),
  });
  const remove = useApiMutation<unknown, number>({
    request: (id) => apiFetch(mapApi.seller(companyId, id), { method: 'DELETE', fallback: 'The seller could not be removed.' }),
    errorFallback: 'The seller could not be removed.',
    success: { title: 'Seller removed' },
    invalidate,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void add.submit({ retailer_id: retailerId, seller_name: v.seller_name, seller_id: v.seller_id || null, note: v.note || null });
  };
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) => setV((x) => ({ ...x, [k]: e.target.value }));
  const rows = list.data ?? [];
  const retailerOptions = (retailers.data ?? []).map((r) => ({ value: String(r.id), label: r.name }));
  return (
    <>
      <PageHeader
        eyebrow={<BackLink href={companyHref(companyId)} label={company?.name ?? 'Company'} />}
        title="Authorised sellers"
        description="Marketplace pages list several sellers. Once a retailer’s list names a seller, every other seller there opens a case."
      />
      <MapNav companyId={companyId} current="sellers" />
      <div className="space-y-4">
        <Field label="Retailer">
          <Select value={retailerId} onChange={(e) => setRetailerId(e.target.value)} options={[{ value: '', label: 'All retailers' }, ...retailerOptions]} />
        </Field>
        {canEdit ? (
          <Card>
            <CardHeader
              title="Authorise a seller"
              description="The seller id is the one the page shows (schema.org seller identifier); without it the name is compared, case and spacing ignored."
            />
            <form onSubmit={submit} noValidate aria-label="Authorise a seller" className="grid items-end gap-3 p-4 sm:grid-cols-4 sm:px-6">
              <Field label="Retailer" errors={add.errors.retailer_id}>
                <Select value={retailerId} onChange={(e) => setRetailerId(e.target.value)} options={[{ value: '', label: 'Choose…' }, ...retailerOptions]} />
              </Field>
              <Field label="Seller name" errors={add.errors.seller_name}>
                <Input value={v.seller_name} onChange={set('seller_name')} />
              </Field>
              <Field label="Seller id (optional)" errors={add.errors.seller_id}>
                <Input value={v.seller_id} onChange={set('seller_id')} />
              </Field>
              <Button type="submit" loading={add.pending} loadingText="Adding…">
                Authorise
              </Button>
            </form>
          </Card>
        ) : null}
        <ListFeedback pending={list.isPending} error={list.data ? null : list.error} label="authorised sellers" fallback={FAILED} onRetry={list.refetch} />
        {list.data && rows.length === 0 ? (
          <EmptyState
            icon={ShieldIcon}
            title="No authorised sellers"
            description={
              canEdit
                ? 'Add the sellers you allow; until a retailer has a list, every seller there is allowed.'
                : 'No retailer has a list of authorised sellers yet.'
            }
          />
        ) : null}
        {rows.length > 0 ? (
          <RowList label="Authorised sellers">
            {rows.map((s) => (
              <ListRow key={s.id}>
                <span className="font-medium">{s.seller_name}</span>
                {s.seller_id ? <span className="text-muted-foreground">id {s.seller_id}</span> : null}
                <span className="text-muted-foreground">at {s.retailer_name}</span>
                {canEdit ? (
                  <RowButton onClick={() => setRemoving(s)} aria-label={`Remove ${s.seller_name}`}>
                    Remove
                  </RowButton>
                ) : null}
              </ListRow>
            ))}
          </RowList>
        ) : null}
      </div>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => !o && setRemoving(null)}
        title={`Remove ${removing?.seller_name ?? 'this seller'}?`}
        text="Its next offers at this retailer open a case again."
        confirmLabel="Remove"
        onConfirm={() => (removing ? remove.run(removing.id) : false)}
      />
    </>
  );
}

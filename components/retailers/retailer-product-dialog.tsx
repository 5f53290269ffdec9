'use client';

import { Link } from '@/components/ui/link';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { apiFetch } from '@/lib/api/api-fetch';
import { companyKeys } from '@/lib/companies/company-keys';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import { RETAILER_PRODUCT_STATUSES } from '@/lib/contract/values-forms';
import type { RetailerProduct } from '@/lib/contract/catalogue';
import { RETAILER_PRODUCT_MSG } from '@/lib/retailers/messages';
import { centsToDollars, dollarsToCents } from '@/lib/retailers/price';
import { retailerProductsApi } from '@/lib/retailers/retailer-paths';
import { useProductOptions } from '@/lib/retailers/use-retailer-data';
import { STATUS_LABELS } from './product-status';
import { DialogFooter } from '@/components/ui/dialog-footer';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; companyId: number; retailerId: number; item?: RetailerProduct };

const FIELDS = ['product_id', 'retailer_sku', 'price_cents', 'url', 'status'];
const STATUS_OPTIONS = RETAILER_PRODUCT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));
const PRICE_ERROR = 'The price must be an amount in dollars, like 12.99.';

/** Add a company product to a retailer (`POST …/retailers/{id}/products`), or edit the listing (`PUT …/{retailerProductId}`). */
export function RetailerProductDialog({ open, onOpenChange, ...rest }: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={rest.item ? `Edit ${rest.item.product_name}` : 'Add product'}
      description={rest.item ? undefined : 'List one of the company’s products at this retailer.'}
    >
      {open ? <ProductForm {...rest} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function ProductForm({ companyId, retailerId, item, onDone }: Omit<Props, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const [values, setValues] = useState({
    product_id: item ? String(item.product_id) : '',
    retailer_sku: item?.retailer_sku ?? '',
    price: centsToDollars(item?.price_cents),
    url: item?.url ?? '',
    status: item?.status ?? 'listed',
  });
  const [priceError, setPriceError] = useState<string | null>(null);
  const products = useProductOptions(companyId, !item);
  const path = retailerProductsApi(companyId, retailerId);
  const body = () => ({
    product_id: values.product_id,
    retailer_sku: values.retailer_sku.trim(),
    price_cents: dollarsToCents(values.price) ?? '',
    url: values.url.trim(),
    status: values.status,
  });

  const save = useFormMutation({
    schema: () => import('@/lib/contract/catalogue').then((m) => m.retailerProductBody),
    request: () =>
      apiFetch<RetailerProduct>(item ? `${path}/${item.id}` : path, {
        method: item ? 'PUT' : 'POST',
        json: { ...body(), product_id: Number(values.product_id) },
      }),
    errorFallback: item ? RETAILER_PRODUCT_MSG.update : RETAILER_PRODUCT_MSG.create,
    fields: FIELDS,
    success: { title: item ? RETAILER_PRODUCT_MSG.updated : RETAILER_PRODUCT_MSG.created },
    invalidate: [companyKeys.companyRetailer(companyId, retailerId), companyKeys.companyRetailers(companyId)],
    onSuccess: onDone,
  });
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  function submit(e: FormEvent) {
    e.preventDefault();
    const bad = dollarsToCents(values.price) === null;
    setPriceError(bad ? PRICE_ERROR : null);
    if (!bad) void save.submit(body());
  }

  const errors = save.errors;
  const options = (products.data ?? []).map((p) => ({ value: String(p.id), label: p.sku ? `${p.name} (${p.sku})` : p.name }));
  return (
    <form onSubmit={submit} noValidate aria-label={item ? 'Edit product listing' : 'Add product'} className="space-y-4 pb-2">
      {item ? (
        <Field label="Product">
          <Input value={item.product_name} readOnly disabled />
        </Field>
      ) : (
        <Field
          label="Product"
          errors={errors.product_id}
          required
          hint={
            products.data && options.length === 0 ? (
              <Link href={`/company/${companyId}/products/new`} className="text-primary underline">
                Add a product to the company first
              </Link>
            ) : undefined
          }
        >
          <Select
            value={values.product_id}
            onChange={set('product_id')}
            placeholder={products.isPending ? 'Loading products…' : 'Choose a product'}
            options={options}
            data-autofocus
          />
        </Field>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Retailer SKU" errors={errors.retailer_sku}>
          <Input value={values.retailer_sku} maxLength={64} onChange={set('retailer_sku')} data-autofocus={item ? true : undefined} />
        </Field>
        <Field label="Price (USD)" errors={errors.price_cents ?? priceError} hint="In dollars, e.g. 12.99">
          <Input value={values.price} inputMode="decimal" placeholder="0.00" onChange={set('price')} />
        </Field>
      </div>
      <Field label="Product page URL" errors={errors.url}>
        <Input type="url" inputMode="url" placeholder="https://" value={values.url} onChange={set('url')} />
      </Field>
      <Field label="Status" errors={errors.status}>
        <Select value={values.status} onChange={set('status')} options={STATUS_OPTIONS} />
      </Field>
      <DialogFooter onCancel={onDone} pending={save.pending} pendingLabel="Saving…" submitLabel={item ? 'Save changes' : 'Add product'} />
    </form>
  );
}

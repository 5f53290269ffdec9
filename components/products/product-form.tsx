'use client';

import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { focusFirstInvalid } from '@/components/companies/focus-invalid';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardBody, CardFooter } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { companyKeys } from '@/lib/companies/company-keys';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import type { Brand, Product } from '@/lib/contract/catalogue';
import { withCleared } from '@/lib/companies/form-values';
import { MSG } from '@/lib/companies/messages';
import { api, productHref, productsHref } from '@/lib/companies/paths';
import { PRODUCT_FIELDS, productToValues } from '@/lib/companies/product-form';
import type { ProductValues } from '@/lib/companies/product-form';
import { fetchAll } from '@/lib/companies/queries';

type Props = { companyId: number; product?: Product; brandId?: number | null };

/**
 * "New product" (`POST companies/{id}/products`) and "Edit product" (`PUT …/products/{productId}`),
 * JSON: the brand chosen among the company's brands, the MSRP typed in dollars and sent as cents.
 */
export function ProductForm({ companyId, product, brandId }: Props) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ProductValues>(() => productToValues(product, brandId));
  const set = (key: keyof ProductValues) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const brands = useQuery({
    queryKey: [...companyKeys.companyBrands(companyId), 'all'],
    queryFn: () => fetchAll<Brand>(api.brands(companyId), MSG.brandsFetchError),
  });
  useErrorToast(brands.error, MSG.brandsFetchError);
  const brandOptions = (brands.data ?? []).map((b) => ({ value: String(b.id), label: b.name }));
  // Until the brands load (or if they fail), keep the product's own brand selectable.
  if (product?.brand_id && product.brand_name && !brandOptions.some((o) => o.value === String(product.brand_id))) {
    brandOptions.unshift({ value: String(product.brand_id), label: product.brand_name });
  }

  const form = useFormMutation({
    schema: () => import('@/lib/companies/product-form-schema').then((m) => m.productFormSchema),
    request: (parsed) =>
      product
        ? apiFetch<Product>(api.product(companyId, product.id), { method: 'PUT', json: withCleared(parsed, values) })
        : apiFetch<Product>(api.products(companyId), { method: 'POST', json: parsed }),
    errorFallback: product ? MSG.productUpdateError : MSG.productCreateError,
    fields: PRODUCT_FIELDS,
    success: { title: product ? MSG.productUpdated : MSG.productCreated },
    invalidate: [queryKeys.companies],
    onSuccess: (saved) => router.push(productHref(companyId, saved.id)),
  });
  const errors = form.errors;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if ((await form.submit(values)) === false) focusFirstInvalid(formRef.current);
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={product ? `Edit ${product.name}` : 'New product'}>
      <Card>
        <CardBody className="space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="Name" errors={errors.name} required>
              <Input name="name" value={values.name} maxLength={150} onChange={(e) => set('name')(e.target.value)} />
            </Field>
            <Field label="Brand" errors={errors.brand_id} hint={brands.isPending ? 'Loading the brands…' : undefined}>
              <Select name="brand_id" value={values.brand_id} placeholder="No brand" options={brandOptions} onChange={(e) => set('brand_id')(e.target.value)} />
            </Field>
            <Field label="SKU" errors={errors.sku}>
              <Input name="sku" value={values.sku} maxLength={64} autoCapitalize="characters" onChange={(e) => set('sku')(e.target.value)} />
            </Field>
            <Field label="UPC" errors={errors.upc} hint="8 to 14 digits.">
              <Input name="upc" value={values.upc} maxLength={14} inputMode="numeric" autoComplete="off" onChange={(e) => set('upc')(e.target.value)} />
            </Field>
            <Field label="Category" errors={errors.category}>
              <Input name="category" value={values.category} maxLength={100} onChange={(e) => set('category')(e.target.value)} />
            </Field>
            <DollarField
              label="MSRP (US dollars)"
              name="msrp"
              hint="e.g. 19.99"
              errors={errors.msrp_cents}
              value={values.msrp_cents}
              onChange={set('msrp_cents')}
            />
            <DollarField
              label="MAP (US dollars)"
              name="map"
              hint="Minimum advertised price."
              errors={errors.map_cents}
              value={values.map_cents}
              onChange={set('map_cents')}
            />
          </div>
          <Field label="Description" errors={errors.description}>
            <Textarea name="description" value={values.description} maxLength={5000} onChange={(e) => set('description')(e.target.value)} />
          </Field>
        </CardBody>
        <CardFooter className="flex-col-reverse sm:flex-row">
          <ButtonLink href={product ? productHref(companyId, product.id) : productsHref(companyId)} variant="outline" className="w-full sm:w-auto">
            Cancel
          </ButtonLink>
          <Button type="submit" loading={form.pending} loadingText="Saving…" className="w-full sm:w-auto">
            {product ? 'Save changes' : 'Create product'}
          </Button>
        </CardFooter>
      </Card>
    </form>
  );
}

/** A price in dollars with a "$" inside the box (the form sends cents). */
function DollarField({
  label,
  name,
  hint,
  errors,
  value,
  onChange,
}: {
  label: string;
  name: string;
  hint: string;
  errors: string[] | undefined;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label} errors={errors} hint={hint}>
      <div className="relative">
        <span aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground">
          $
        </span>
        <Input name={name} value={value} inputMode="decimal" autoComplete="off" className="pl-7" onChange={(e) => onChange(e.target.value)} />
      </div>
    </Field>
  );
}

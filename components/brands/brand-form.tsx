'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { focusFirstInvalid } from '@/components/companies/focus-invalid';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ImageField } from '@/components/ui/image-field';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import type { Brand } from '@/lib/contract/catalogue';
import { BRAND_FIELD_NAMES, BRAND_SECTIONS, brandPayload, brandToValues } from '@/lib/companies/brand-fields';
import type { BrandFieldSpec, BrandValues } from '@/lib/companies/brand-fields';
import { listRowKeys, toMultipart, withCleared } from '@/lib/companies/form-values';
import { MSG } from '@/lib/companies/messages';
import { api, brandHref, brandsHref } from '@/lib/companies/paths';
import { BrandFieldInput } from './brand-field-input';

const FIELDS = ['image', ...BRAND_FIELD_NAMES, ...listRowKeys('other_social_urls'), ...listRowKeys('certifications')];

/**
 * "New brand" (`POST companies/{id}/brands`) and "Edit brand" (`POST …/brands/{brandId}` with
 * `_method=PUT`), multipart with every field of the contract in sections; lists go as `field[]`.
 */
export function BrandForm({ companyId, brand }: { companyId: number; brand?: Brand }) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<BrandValues>(() => brandToValues(brand));
  const [image, setImage] = useState<File | null>(null);
  const change = (name: BrandFieldSpec['name'], value: string | string[]) => setValues((v) => ({ ...v, [name]: value }));

  const form = useFormMutation({
    schema: () => import('@/lib/contract/catalogue').then((m) => m.brandBody),
    request: (parsed) =>
      brand
        ? apiFetch<Brand>(api.brand(companyId, brand.id), { method: 'POST', formData: toMultipart({ ...withCleared(parsed, values), _method: 'PUT' }, image) })
        : apiFetch<Brand>(api.brands(companyId), { method: 'POST', formData: toMultipart(parsed, image) }),
    errorFallback: brand ? MSG.brandUpdateError : MSG.brandCreateError,
    fields: FIELDS,
    success: { title: brand ? MSG.brandUpdated : MSG.brandCreated },
    // Its products show the brand's name, the company and the list its brand count.
    invalidate: [queryKeys.companies],
    onSuccess: (saved) => router.push(brandHref(companyId, saved.id)),
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const payload = brandPayload(values);
    // Empty rows are dropped before validating, so row errors point at the rows still shown.
    const rows = (list: string[]) => (list.length ? list : ['']);
    setValues((v) => ({ ...v, other_social_urls: rows(payload.other_social_urls), certifications: rows(payload.certifications) }));
    if ((await form.submit(payload)) === false) focusFirstInvalid(formRef.current);
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={brand ? `Edit ${brand.name}` : 'New brand'} className="space-y-6">
      {BRAND_SECTIONS.map((section, index) => (
        <Card key={section.title}>
          <CardHeader title={section.title} description={section.description} />
          <CardBody className="space-y-5">
            {index === 0 ? <ImageField label="Brand image" current={brand?.image} onFileChange={setImage} errors={form.errors.image} /> : null}
            <div className="grid gap-5 sm:grid-cols-2">
              {section.fields.map((spec) => (
                <BrandFieldInput key={spec.name} spec={spec} values={values} errors={form.errors} onChange={change} />
              ))}
            </div>
          </CardBody>
        </Card>
      ))}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <ButtonLink href={brand ? brandHref(companyId, brand.id) : brandsHref(companyId)} variant="outline">
          Cancel
        </ButtonLink>
        <Button type="submit" loading={form.pending} loadingText="Saving…">
          {brand ? 'Save changes' : 'Create brand'}
        </Button>
      </div>
    </form>
  );
}

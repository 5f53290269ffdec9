'use client';

import { BackLink } from '@/components/companies/back-link';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { companyHref, productsHref } from '@/lib/companies/paths';
import { useCompany } from '@/lib/companies/use-company';
import { ProductListBody } from './product-list-body';

/** `/company/{id}/products`: the company's products; its admins add new ones. */
export function ProductsList({ companyId }: { companyId: number }) {
  const { data: company } = useCompany(companyId);
  const newProduct = company?.can_edit ? <ButtonLink href={`${productsHref(companyId)}/new`}>New product</ButtonLink> : null;
  return (
    <>
      <PageHeader
        eyebrow={<BackLink href={companyHref(companyId)} label={company?.name ?? 'Company'} />}
        title="Products"
        description="Every product of the company, with its brand and price."
        actions={newProduct}
      />
      <ProductListBody
        companyId={companyId}
        empty={{
          title: 'No products yet',
          description: company?.can_edit ? 'Add the first product of this company.' : 'This company has no products yet.',
          action: newProduct,
        }}
      />
    </>
  );
}

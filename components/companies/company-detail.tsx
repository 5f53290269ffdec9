'use client';

import type { ReactNode } from 'react';
import { Card, CardBody } from '@/components/ui/card';
import { EntityAvatar } from '@/components/ui/entity-avatar';
import { PageHeader } from '@/components/ui/page-header';
import { queryKeys } from '@/lib/api/query-keys';
import type { Brand, Product } from '@/lib/contract/catalogue';
import { MSG } from '@/lib/companies/messages';
import { api, brandHref, brandsHref, productHref, productsHref } from '@/lib/companies/paths';
import { firstImage, productSummary } from '@/lib/companies/product-view';
import { useCompany } from '@/lib/companies/use-company';
import { BackLink } from './back-link';
import { CompanyActions } from './company-actions';
import { CompanySections } from './company-sections';
import { CompanyTeamsCard } from './company-teams-card';
import { ExternalLink } from './external-link';
import { LatestCard } from './latest-card';
import { ListFeedback } from './list-feedback';
import { PeopleCard } from './people/people-card';
import { formatDate } from '@/lib/dates/format-date';

/** `/company/{id}`: the company, its sections with counts, its latest brands and products, and its teams. */
export function CompanyDetail({ companyId }: { companyId: number }) {
  const { data: company, isPending, error, refetch } = useCompany(companyId);
  const back = <BackLink href="/companies" label="Companies" />;
  if (!company) {
    return (
      <>
        <PageHeader eyebrow={back} title="Company" />
        <ListFeedback pending={isPending} error={error} label="company" fallback={MSG.companyFetchError} onRetry={refetch} />
      </>
    );
  }

  const facts: [string, ReactNode][] = [
    ['Subdomain', company.subdomain],
    ['Industry', company.industry],
    [
      'Website',
      company.website ? <ExternalLink href={company.website} /> : null,
    ],
    ['Created', formatDate(company.created_at)],
  ];
  return (
    <>
      <PageHeader eyebrow={back} title={company.name} actions={<CompanyActions company={company} />} />
      <div className="space-y-6">
        <Card>
          <CardBody className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <EntityAvatar name={company.name} image={company.image} size="lg" />
            <div className="min-w-0 flex-1 space-y-3">
              <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
                {facts.map(([label, value]) => (
                  <div key={label} className="min-w-0">
                    <dt className="text-muted-foreground">{label}</dt>
                    <dd className="mt-0.5 font-medium break-words">{value ?? '—'}</dd>
                  </div>
                ))}
              </dl>
              {company.description ? <p className="text-sm whitespace-pre-line text-foreground">{company.description}</p> : null}
            </div>
          </CardBody>
        </Card>
        <CompanySections company={company} />
        <div className="grid gap-6 lg:grid-cols-2">
          <LatestCard<Brand>
            title="Latest brands"
            noun="brand"
            path={api.brands(companyId)}
            queryKey={queryKeys.companyBrands(companyId)}
            fallback={MSG.brandsFetchError}
            listHref={brandsHref(companyId)}
            newHref={company.can_edit ? `${brandsHref(companyId)}/new` : undefined}
            itemHref={(b) => brandHref(companyId, b.id)}
            toItem={(b) => ({ id: b.id, name: b.name, image: b.image, detail: [b.category, `${b.products_count} product${b.products_count === 1 ? '' : 's'}`].filter(Boolean).join(' · ') })}
          />
          <LatestCard<Product>
            title="Latest products"
            noun="product"
            path={api.products(companyId)}
            queryKey={queryKeys.companyProducts(companyId)}
            fallback={MSG.productsFetchError}
            listHref={productsHref(companyId)}
            newHref={company.can_edit ? `${productsHref(companyId)}/new` : undefined}
            itemHref={(p) => productHref(companyId, p.id)}
            toItem={(p) => ({ id: p.id, name: p.name, image: firstImage(p), detail: productSummary(p) || 'No details yet' })}
          />
        </div>
        <CompanyTeamsCard company={company} />
        <PeopleCard company={company} />
      </div>
    </>
  );
}

'use client';

import type { ReactNode } from 'react';
import { serverRendered } from '@/lib/ui/lazy-component';
import { Card, CardBody } from '@/components/ui/card';
import { EntityAvatar } from '@/components/ui/entity-avatar';
import { PackageIcon, TagIcon } from '@/components/ui/icons';
import { FactGrid } from '@/components/ui/detail-facts';
import { DetailHeader } from '@/components/ui/detail-header';
import { WebsiteLink } from '@/components/ui/website-link';
import { companyKeys } from '@/lib/companies/company-keys';
import type { Brand, Product } from '@/lib/contract/catalogue';
import { MSG } from '@/lib/companies/messages';
import { api, brandHref, brandsHref, productHref, productsHref } from '@/lib/companies/paths';
import { firstImage, productSummary } from '@/lib/companies/product-view';
import { useCompany } from '@/lib/companies/use-company';
import { CompanyAtAGlance } from './company-at-a-glance';
import { LatestCard } from './latest-card';
import { ListFeedback } from './list-feedback';
import { PeopleCard } from './people/people-card';
import { formatDate } from '@/lib/dates/format-date';
import { LazyTrashList } from '@/components/trash/lazy-trash-list';
import { LazyActivityFeed } from '@/components/activity/lazy-activity-feed';

// The teams card (its list, and the form adding one of your teams) hydrates after the rest of the
// screen (decision 0020).
const CompanyTeamsCard = serverRendered(() => import('./company-teams-card').then((m) => m.CompanyTeamsCard));
// The header's actions (import, edit, and the "⋯" with Delete and its confirmation) paint from the
// server and hydrate after the page, a click before then held until they have (decision 0040).
const CompanyActions = serverRendered(() => import('./company-actions').then((m) => m.CompanyActions));
// The audit log is for the company's admins, at the bottom: loaded after the page.

const BACK = { href: '/companies', label: 'Companies' };

/** `/company/{id}`: the company, its counts at a glance, its latest brands and products, and its teams. */
export function CompanyDetail({ companyId }: { companyId: number }) {
  const { data: company, isPending, error, refetch } = useCompany(companyId);
  if (!company) {
    return (
      <>
        <DetailHeader back={BACK} title="Company" />
        <ListFeedback pending={isPending} error={error} label="company" fallback={MSG.companyFetchError} onRetry={refetch} />
      </>
    );
  }

  const facts: [string, ReactNode][] = [
    ['Subdomain', company.subdomain],
    ['Industry', company.industry],
    ['Website', company.website ? <WebsiteLink url={company.website} full /> : null],
    ['Created', formatDate(company.created_at)],
  ];
  return (
    <>
      <DetailHeader back={BACK} title={company.name} actions={<CompanyActions company={company} />} />
      <div className="space-y-6">
        <Card>
          <CardBody className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <EntityAvatar name={company.name} image={company.image} size="lg" />
            <div className="min-w-0 flex-1 space-y-3">
              <FactGrid facts={facts} className="grid-cols-1 sm:grid-cols-2" />
              {company.description ? <p className="text-sm whitespace-pre-line text-foreground">{company.description}</p> : null}
            </div>
          </CardBody>
        </Card>
        <CompanyAtAGlance company={company} />
        <div className="grid gap-6 lg:grid-cols-2">
          <LatestCard<Brand>
            title="Latest brands"
            noun="brand"
            icon={TagIcon}
            path={api.brands(companyId)}
            queryKey={companyKeys.companyBrands(companyId)}
            fallback={MSG.brandsFetchError}
            listHref={brandsHref(companyId)}
            newHref={company.can_edit ? `${brandsHref(companyId)}/new` : undefined}
            itemHref={(b) => brandHref(companyId, b.id)}
            toItem={(b) => ({
              id: b.id,
              name: b.name,
              image: b.image,
              detail: [b.category, `${b.products_count} product${b.products_count === 1 ? '' : 's'}`].filter(Boolean).join(' · '),
            })}
          />
          <LatestCard<Product>
            title="Latest products"
            noun="product"
            icon={PackageIcon}
            path={api.products(companyId)}
            queryKey={companyKeys.companyProducts(companyId)}
            fallback={MSG.productsFetchError}
            listHref={productsHref(companyId)}
            newHref={company.can_edit ? `${productsHref(companyId)}/new` : undefined}
            itemHref={(p) => productHref(companyId, p.id)}
            toItem={(p) => ({ id: p.id, name: p.name, image: firstImage(p), detail: productSummary(p) || 'No details yet' })}
          />
        </div>
        <CompanyTeamsCard company={company} />
        <PeopleCard company={company} />
        {company.can_edit ? <LazyActivityFeed path={`companies/${companyId}/activity`} title="Audit log" perPage={20} showRoute tools /> : null}
        {company.can_edit ? (
          <LazyTrashList
            path={`companies/${companyId}/trash`}
            title="Deleted in this company"
            description="Catalogue, retailers, partners, monitoring and workspaces deleted by anyone here. Admins can restore them whole."
          />
        ) : null}
      </div>
    </>
  );
}

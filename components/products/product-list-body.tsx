'use client';

import type { ReactNode } from 'react';
import { ListToolbar } from '@/components/catalogue/list-toolbar';
import { ListFeedback } from '@/components/companies/list-feedback';
import { EmptyState } from '@/components/ui/empty-state';
import { PackageIcon, SearchIcon } from '@/components/ui/icons';
import { Pager } from '@/components/ui/pager';
import type { ApiQuery } from '@/lib/api/api-fetch';
import { companyKeys } from '@/lib/companies/company-keys';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { useCatalogueList } from '@/lib/catalogue/use-catalogue-list';
import type { Product } from '@/lib/contract/catalogue';
import { MSG } from '@/lib/companies/messages';
import { api } from '@/lib/companies/paths';
import { ProductRow } from './product-row';

type Props = { companyId: number; extra?: ApiQuery; empty: { title: string; description: string; action?: ReactNode } };

/** A company's products (optionally one brand's), 20 a page with the total, searched and sorted through the URL. */
export function ProductListBody({ companyId, extra, empty }: Props) {
  const { data, isPending, error, isFetching, refetch, state, update } = useCatalogueList<Product>(
    api.products(companyId),
    companyKeys.companyProducts(companyId),
    MSG.productsFetchError,
    extra,
  );
  useErrorToast(error, MSG.productsFetchError);
  const filtered = state.search.trim() !== '';
  return (
    <div className="space-y-4">
      <ListToolbar state={state} onChange={update} noun="products" exports={{ scope: 'companies', id: companyId, dataset: 'products', query: extra }} />
      <ListFeedback pending={isPending} error={data ? null : error} label="products" fallback={MSG.productsFetchError} onRetry={refetch} />
      {data && data.data.length === 0 ? (
        filtered ? (
          <EmptyState icon={SearchIcon} title="No product matches" description={`No product name contains “${state.search.trim()}”.`} />
        ) : (
          <EmptyState icon={PackageIcon} {...empty} />
        )
      ) : null}
      {data && data.data.length > 0 ? (
        <>
          <ul
            aria-label="Products"
            aria-busy={isFetching || undefined}
            className="divide-y divide-border overflow-hidden rounded-card border border-border bg-surface"
          >
            {data.data.map((p) => (
              <ProductRow key={p.id} product={p} />
            ))}
          </ul>
          <Pager meta={data.meta} onPage={(page) => update({ page })} noun={['product', 'products']} busy={isFetching} />
        </>
      ) : null}
    </div>
  );
}

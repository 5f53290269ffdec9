'use client';

import { ExportMenu } from '@/components/exports/export-menu';
import { useState } from 'react';
import { PagedPanel } from '@/components/directories/paged-panel';
import { Button } from '@/components/ui/button';
import { PackageIcon } from '@/components/ui/icons';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { apiFetch } from '@/lib/api/api-fetch';
import { companyKeys } from '@/lib/companies/company-keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import type { RetailerProduct } from '@/lib/contract/catalogue';
import { usePagedQuery } from '@/lib/directories/use-paged-query';
import { RETAILER_PRODUCT_MSG } from '@/lib/retailers/messages';
import { formatPrice } from '@/lib/retailers/price';
import { retailerProductsApi } from '@/lib/retailers/retailer-paths';
import { ProductStatusBadge } from './product-status';
import { clientOnly } from '@/lib/ui/lazy-component';

/** The form dialog: its code loads after the page is up (decision 0014), not with the page. */
const RetailerProductDialog = clientOnly(() => import('./retailer-product-dialog').then((m) => m.RetailerProductDialog));

/** The company products this retailer carries: add (sku, price, url, status), edit, remove. */
export function RetailerProducts({ companyId, retailerId, canEdit }: { companyId: number; retailerId: number; canEdit: boolean }) {
  const path = retailerProductsApi(companyId, retailerId);
  const list = usePagedQuery<RetailerProduct>(companyKeys.retailerProducts(companyId, retailerId), path, { sort: 'name' }, RETAILER_PRODUCT_MSG.fetchList);
  const [editing, setEditing] = useState<{ open: boolean; item?: RetailerProduct }>({ open: false });
  const [removing, setRemoving] = useState<RetailerProduct | null>(null);
  const remove = useApiMutation<unknown, number>({
    request: (id) => apiFetch(`${path}/${id}`, { method: 'DELETE' }),
    errorFallback: RETAILER_PRODUCT_MSG.delete,
    success: { title: RETAILER_PRODUCT_MSG.deleted },
    invalidate: [companyKeys.companyRetailer(companyId, retailerId), companyKeys.companyRetailers(companyId)],
    onSuccess: list.onRemoved,
  });

  return (
    <>
      <PagedPanel
        title="Products"
        description="Company products listed at this retailer."
        actions={<ExportMenu target={{ scope: 'companies', id: companyId, dataset: 'listings', query: { retailer_id: retailerId } }} noun="listings" />}
        create={
          canEdit ? (
            <Button size="small" onClick={() => setEditing({ open: true })}>
              Add product
            </Button>
          ) : null
        }
        list={list}
        noun={['product', 'products']}
        empty={{ icon: PackageIcon, title: 'No products listed at this retailer yet' }}
        failure={RETAILER_PRODUCT_MSG.fetchList}
        itemKey={(p) => p.id}
        renderItem={(p) => (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <div className="min-w-0 flex-1 basis-48">
              <p className="truncate text-sm font-medium">{p.product_name}</p>
              <p className="truncate text-xs text-muted-foreground">
                {p.retailer_sku ? `SKU ${p.retailer_sku}` : 'No retailer SKU'}
                {p.url ? (
                  <>
                    {' · '}
                    <a href={p.url} target="_blank" rel="noopener noreferrer" className="text-primary hover:underline">
                      Product page<span className="sr-only"> of {p.product_name} (opens in a new tab)</span>
                    </a>
                  </>
                ) : null}
              </p>
            </div>
            <span className="text-sm font-medium tabular-nums">{formatPrice(p.price_cents)}</span>
            <ProductStatusBadge status={p.status} />
            {canEdit ? (
              <div className="flex gap-2">
                <Button size="small" variant="outline" onClick={() => setEditing({ open: true, item: p })} aria-label={`Edit ${p.product_name}`}>
                  Edit
                </Button>
                <Button size="small" variant="outline" onClick={() => setRemoving(p)} aria-label={`Remove ${p.product_name}`}>
                  Remove
                </Button>
              </div>
            ) : null}
          </div>
        )}
      />
      <RetailerProductDialog
        open={editing.open}
        onOpenChange={(open) => setEditing((e) => ({ ...e, open }))}
        companyId={companyId}
        retailerId={retailerId}
        item={editing.item}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => !o && setRemoving(null)}
        title={removing ? `Remove ${removing.product_name}?` : 'Remove product?'}
        text="The product stays in the company’s catalogue; only its listing at this retailer is removed."
        confirmLabel="Remove product"
        onConfirm={() => (removing ? remove.run(removing.id) : false)}
      />
    </>
  );
}

'use client';

import { LazyActivityFeed } from '@/components/activity/lazy-activity-feed';
import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { ListFeedback } from '@/components/companies/list-feedback';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { FactGrid } from '@/components/ui/detail-facts';
import { DetailHeader } from '@/components/ui/detail-header';
import { brandHref, productsHref } from '@/lib/companies/paths';
import { formatPrice } from '@/lib/companies/price';
import { useCompany } from '@/lib/companies/use-company';
import { useProduct } from '@/lib/companies/use-product';
import { formatDate } from '@/lib/dates/format-date';
import { serverRendered } from '@/lib/ui/lazy-component';
import { ProductGallery } from './product-gallery';

// The header's actions and the images card (upload, edit, reorder, delete) paint from the server and
// hydrate after the page, outside its first load (decision 0020); a click there before then is held
// and given back (decision 0040).
const ProductActions = serverRendered(() => import('./product-actions').then((m) => m.ProductActions));
const ProductImagesManager = serverRendered(() => import('./product-images-manager').then((m) => m.ProductImagesManager));

/** `/company/{id}/products/{productId}`: gallery and fields; admins also edit, delete and manage the images. */
export function ProductDetail({ companyId, productId }: { companyId: number; productId: number }) {
  const { data: company } = useCompany(companyId);
  const { data: product, isPending, error, refetch, fallback } = useProduct(companyId, productId);
  const back = { href: productsHref(companyId), label: 'Products' };
  if (!product) {
    return (
      <>
        <DetailHeader back={back} title="Product" />
        <ListFeedback pending={isPending} error={error} label="product" fallback={fallback} onRetry={refetch} />
      </>
    );
  }

  const canEdit = company?.can_edit ?? false;
  const facts: [string, ReactNode][] = [
    [
      'Brand',
      product.brand_id && product.brand_name ? (
        <Link href={brandHref(companyId, product.brand_id)} className="text-primary hover:underline">
          {product.brand_name}
        </Link>
      ) : null,
    ],
    ['MSRP', formatPrice(product.msrp_cents)],
    ['MAP', formatPrice(product.map_cents)],
    ['SKU', product.sku],
    ['UPC', product.upc],
    ['Category', product.category],
    ['Updated', formatDate(product.updated_at)],
  ];
  return (
    <>
      <DetailHeader back={back} title={product.name} actions={canEdit ? <ProductActions product={product} /> : null} />
      <div className="space-y-6">
        <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <ProductGallery images={product.images} productName={product.name} />
          <Card>
            <CardHeader title="Details" />
            <CardBody className="space-y-4">
              <FactGrid facts={facts} className="grid-cols-2 gap-y-3" />
              {product.description ? <p className="text-sm whitespace-pre-line">{product.description}</p> : null}
            </CardBody>
          </Card>
        </div>
        {canEdit ? <ProductImagesManager companyId={companyId} product={product} /> : null}
        <LazyActivityFeed path={`companies/${companyId}/activity`} filters={{ subject_type: 'products', subject_id: productId }} title="History" />
      </div>
    </>
  );
}

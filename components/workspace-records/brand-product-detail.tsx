'use client';

import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { WebsiteLink } from '@/components/ui/website-link';
import type { WorkspaceBrand, WorkspaceProduct } from '@/lib/contract/workspace-records';
import { formatDay } from '@/lib/retailers/dates';
import { formatPrice } from '@/lib/retailers/price';
import { addedText } from '@/lib/workspace-records/format';
import { recordHref } from '@/lib/workspace-records/paths';
import { Fact, FactsCard } from '@/components/ui/detail-facts';
import { serverRendered } from '@/lib/ui/lazy-component';
import { RecordDetailShell } from './record-detail-shell';

// The notes (composer, list, edit and delete) paint from the server and hydrate after the page,
// outside its first load (decision 0020); a click there before then is held and given back (decision 0040).
const RecordNotes = serverRendered(() => import('./record-notes').then((m) => m.RecordNotes));

function BrandFacts({ brand: b }: { brand: WorkspaceBrand }) {
  return (
    <FactsCard>
      <Fact term="Company">{b.company_name}</Fact>
      <Fact term="Tagline">{b.tagline}</Fact>
      <Fact term="Category">{b.category}</Fact>
      <Fact term="Website">{b.website_url ? <WebsiteLink url={b.website_url} full /> : null}</Fact>
      <Fact term="Description">{b.description ? <span className="whitespace-pre-line">{b.description}</span> : null}</Fact>
      <Fact term="In this workspace">{addedText(b.created_by, b.created_at, formatDay)}</Fact>
    </FactsCard>
  );
}

function ProductFacts({ product: p, workspaceId }: { product: WorkspaceProduct; workspaceId: number }) {
  // The brand links to its workspace brand when that brand is in this workspace too.
  const brand =
    p.brand_name && p.workspace_brand_id ? (
      <Link href={recordHref(workspaceId, 'brands', p.workspace_brand_id)} className="text-primary hover:underline">
        {p.brand_name}
      </Link>
    ) : (
      p.brand_name
    );
  return (
    <FactsCard>
      <Fact term="Company">{p.company_name}</Fact>
      <Fact term="Brand">{brand}</Fact>
      <Fact term="SKU">{p.sku}</Fact>
      <Fact term="UPC">{p.upc}</Fact>
      <Fact term="Category">{p.category}</Fact>
      <Fact term="MSRP">{p.msrp_cents === null ? null : formatPrice(p.msrp_cents)}</Fact>
      <Fact term="Description">{p.description ? <span className="whitespace-pre-line">{p.description}</span> : null}</Fact>
      <Fact term="In this workspace">{addedText(p.created_by, p.created_at, formatDay)}</Fact>
    </FactsCard>
  );
}

const layout = (facts: ReactNode, notes: ReactNode) => (
  <div className="grid gap-6 lg:grid-cols-3">
    <div className="min-w-0 lg:col-span-1">{facts}</div>
    <div className="min-w-0 lg:col-span-2">{notes}</div>
  </div>
);

/** `/workspace/{id}/brands/{brandId}`: the company brand's fields and this workspace's notes on it. */
export function WorkspaceBrandDetail({ workspaceId, brandId, userId }: { workspaceId: number; brandId: number; userId: number | null }) {
  return (
    <RecordDetailShell
      kind="brands"
      workspaceId={workspaceId}
      recordId={brandId}
      userId={userId}
      subtitle={(b) => [b.company_name, b.tagline].filter(Boolean).join(' · ')}
    >
      {(brand) => layout(<BrandFacts brand={brand} />, <RecordNotes kind="brands" workspaceId={workspaceId} recordId={brandId} />)}
    </RecordDetailShell>
  );
}

/** `/workspace/{id}/products/{productId}`: the company product's fields and this workspace's notes on it. */
export function WorkspaceProductDetail({ workspaceId, productId, userId }: { workspaceId: number; productId: number; userId: number | null }) {
  return (
    <RecordDetailShell
      kind="products"
      workspaceId={workspaceId}
      recordId={productId}
      userId={userId}
      subtitle={(p) => [p.company_name, p.brand_name].filter(Boolean).join(' · ')}
    >
      {(product) =>
        layout(<ProductFacts product={product} workspaceId={workspaceId} />, <RecordNotes kind="products" workspaceId={workspaceId} recordId={productId} />)
      }
    </RecordDetailShell>
  );
}

import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { EntityAvatar } from '@/components/ui/entity-avatar';
import type { WorkspaceBrand, WorkspaceProduct, WorkspaceRetailer } from '@/lib/contract/workspace-records';
import { countText } from '@/lib/workspace-records/format';
import { recordHref } from '@/lib/workspace-records/paths';

const GRID = 'sm:grid sm:grid-cols-[2.5rem_minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.4fr)] sm:gap-4';

/** Column captions over the rows on wider screens (on phones each row says it all). */
export function RecordColumns({ labels }: { labels: [string, string, string, string] }) {
  return (
    <div aria-hidden="true" className={`hidden border-b border-border px-4 py-2 text-xs font-medium tracking-wide text-muted-foreground uppercase ${GRID}`}>
      <span />
      {labels.map((l) => (
        <span key={l}>{l}</span>
      ))}
    </div>
  );
}

/** A whole-row link: the name is the link and its area covers the row (one tab stop per row). */
function Row({
  href,
  record,
  cells,
}: {
  href: string;
  record: { name: string; image: string | null; company_name: string };
  cells: [ReactNode, ReactNode, ReactNode];
}) {
  const mobile = cells.filter((c) => typeof c === 'string' && c !== '—').join(' · ');
  return (
    <li className={`relative flex items-center gap-3 px-4 py-3 compact:py-1.5 hover:bg-muted/60 focus-within:bg-muted/60 ${GRID}`}>
      <EntityAvatar name={record.name} image={record.image} />
      <div className="min-w-0 flex-1">
        <Link href={href} className="block truncate text-sm font-medium text-foreground outline-none after:absolute after:inset-0 focus-visible:underline">
          {record.name}
        </Link>
        <p className="truncate text-xs text-muted-foreground">{record.company_name}</p>
        {mobile ? <p className="truncate text-xs text-muted-foreground sm:hidden">{mobile}</p> : null}
      </div>
      {cells.map((cell, i) => (
        <span key={i} className="hidden truncate text-sm text-muted-foreground sm:block">
          {cell}
        </span>
      ))}
    </li>
  );
}

const activity = (r: { notes_count: number } & Partial<Pick<WorkspaceRetailer, 'files_count' | 'insights_count'>>) =>
  [
    r.files_count !== undefined ? countText(r.files_count, 'file') : null,
    r.insights_count !== undefined ? countText(r.insights_count, 'insight') : null,
    countText(r.notes_count, 'note'),
  ]
    .filter(Boolean)
    .join(' · ');

export const RETAILER_COLUMNS: [string, string, string, string] = ['Retailer', 'Category', 'Locations', 'Activity'];
export function RetailerRecordRow({ retailer: r, workspaceId }: { retailer: WorkspaceRetailer; workspaceId: number }) {
  return (
    <Row
      href={recordHref(workspaceId, 'retailers', r.id)}
      record={r}
      cells={[r.category_name ?? '—', countText(r.locations.length, 'location'), activity(r)]}
    />
  );
}

export const BRAND_COLUMNS: [string, string, string, string] = ['Brand', 'Category', 'Tagline', 'Notes'];
export function BrandRecordRow({ brand: b, workspaceId }: { brand: WorkspaceBrand; workspaceId: number }) {
  return <Row href={recordHref(workspaceId, 'brands', b.id)} record={b} cells={[b.category ?? '—', b.tagline ?? '—', activity(b)]} />;
}

export const PRODUCT_COLUMNS: [string, string, string, string] = ['Product', 'Brand', 'SKU', 'Notes'];
export function ProductRecordRow({ product: p, workspaceId }: { product: WorkspaceProduct; workspaceId: number }) {
  return <Row href={recordHref(workspaceId, 'products', p.id)} record={p} cells={[p.brand_name ?? '—', p.sku ? `SKU ${p.sku}` : '—', activity(p)]} />;
}

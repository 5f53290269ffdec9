import type { Brand, CrossCompanyRetailer, Product } from '@/lib/contract/catalogue';
import type { WorkspaceBrand, WorkspaceProduct, WorkspaceRetailer } from '@/lib/contract/workspace-records';
import { countText } from './format';
import type { RecordKind } from './kinds';

/** The company record a workspace record links to (what the "Add" dialogs pick). */
export function companyRecordIdOf(kind: RecordKind, record: WorkspaceRetailer | WorkspaceBrand | WorkspaceProduct): number {
  if (kind === 'retailers') return (record as WorkspaceRetailer).company_retailer_id;
  if (kind === 'brands') return (record as WorkspaceBrand).brand_id;
  return (record as WorkspaceProduct).product_id;
}

/** What a picker row shows under a company retailer's name. */
export const retailerOptionDetail = (r: CrossCompanyRetailer) =>
  [r.company_name, r.category_name, r.locations.length ? countText(r.locations.length, 'location') : null].filter(Boolean).join(' · ');

export const brandOptionDetail = (b: Brand) => [b.category, b.tagline].filter(Boolean).join(' · ');

export const productOptionDetail = (p: Product) => [p.brand_name, p.sku ? `SKU ${p.sku}` : null, p.category].filter(Boolean).join(' · ');

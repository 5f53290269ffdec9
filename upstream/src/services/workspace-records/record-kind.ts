import { workspaceBrands, workspaceProducts, workspaceRetailers } from '../../db/schema';

/** The three kinds of company record a workspace brings in; notes use the same names. */
export type RecordKind = 'retailer' | 'brand' | 'product';

export const RECORD_TABLES = { retailer: workspaceRetailers, brand: workspaceBrands, product: workspaceProducts } as const;
export const RECORD_LABELS: Record<RecordKind, string> = { retailer: 'Retailer', brand: 'Brand', product: 'Product' };

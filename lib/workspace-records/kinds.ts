import type { z } from 'zod';
import type { WorkspaceBrand, WorkspaceProduct, WorkspaceRetailer } from '@/lib/contract/workspace-records';

/** The three kinds of company record a workspace brings in; the plural is the path segment everywhere. */
export const RECORD_KINDS = ['retailers', 'brands', 'products'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export type RecordOfKind = { retailers: WorkspaceRetailer; brands: WorkspaceBrand; products: WorkspaceProduct };

type KindInfo = {
  /** "retailer", "Retailer", "retailers", "Retailers". */
  one: string;
  One: string;
  many: string;
  Many: string;
  /** The create body's only field (`company_retailer_id`, …) and its contract schema (imported on submit: zod stays out of the first load). */
  field: 'company_retailer_id' | 'company_brand_id' | 'company_product_id';
  body: () => Promise<RecordBody>;
  /** The note subject of `lib/contract/notes.ts`. */
  subject: 'retailer' | 'brand' | 'product';
};

type RecordBody = z.ZodType<Record<string, number>, unknown>;
const contract = () => import('@/lib/contract/workspace-records');

export const KINDS: Record<RecordKind, KindInfo> = {
  retailers: {
    one: 'retailer',
    One: 'Retailer',
    many: 'retailers',
    Many: 'Retailers',
    field: 'company_retailer_id',
    body: async (): Promise<RecordBody> => (await contract()).workspaceRetailerBody,
    subject: 'retailer',
  },
  brands: {
    one: 'brand',
    One: 'Brand',
    many: 'brands',
    Many: 'Brands',
    field: 'company_brand_id',
    body: async (): Promise<RecordBody> => (await contract()).workspaceBrandBody,
    subject: 'brand',
  },
  products: {
    one: 'product',
    One: 'Product',
    many: 'products',
    Many: 'Products',
    field: 'company_product_id',
    body: async (): Promise<RecordBody> => (await contract()).workspaceProductBody,
    subject: 'product',
  },
};

export const isRecordKind = (v: string): v is RecordKind => (RECORD_KINDS as readonly string[]).includes(v);

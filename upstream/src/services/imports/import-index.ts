import type { ImportEntity } from '@/lib/contract/imports';

/**
 * The company's records an import matches against, by natural key, and what the import does to
 * them. A dry run plans on it without writing; the import writes each batch's planned changes and
 * gives new records their ids. `id: null` is a record this import creates and has not written yet.
 */
export type Outcome = 'create' | 'update' | 'unchanged';
export type Ref<V> = { uid: number; id: number | null; values: V; outcome: Outcome | null; dirty: boolean };

export type BrandValues = { name: string };
export type ProductValues = {
  name: string;
  sku: string | null;
  upc: string | null;
  category: string | null;
  description: string | null;
  msrpCents: number | null;
  mapCents: number | null;
  brand: Ref<BrandValues> | null;
};
export type CategoryRef = { id: number | null; name: string };
export type RetailerValues = { name: string; website: string | null; locations: string[]; category: CategoryRef | null };
export type ListingStatus = 'listed' | 'pending' | 'delisted';
export type ListingValues = {
  retailer: Ref<RetailerValues>;
  product: Ref<ProductValues>;
  retailerSku: string | null;
  priceCents: number | null;
  url: string | null;
  status: ListingStatus;
};
export type ContactValues = {
  firstName: string;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  title: string | null;
  retailer: Ref<RetailerValues> | null;
};
export type PartyValues = { name: string; website: string | null };
export type MonitoringProductValues = {
  product: Ref<ProductValues>;
  name: string;
  sku: string | null;
  gtin: string | null;
  mapAmount: number | null;
  mapCurrency: string | null;
};
export type PageValues = {
  monitoringProduct: Ref<MonitoringProductValues>;
  url: string;
  normalizedUrl: string;
  domain: string;
  retailer: Ref<RetailerValues> | null;
};

export type ImportIndex = {
  nextUid: number;
  brands: Map<string, Ref<BrandValues>>;
  products: { bySku: Map<string, Ref<ProductValues>>; byUpc: Map<string, Ref<ProductValues>>; byName: Map<string, Ref<ProductValues>> };
  categories: Map<string, CategoryRef>;
  retailers: { byName: Map<string, Ref<RetailerValues>>; byDomain: Map<string, Ref<RetailerValues>> };
  listings: Map<string, Ref<ListingValues>>;
  contacts: Map<string, Ref<ContactValues>>;
  partners: Map<string, Ref<PartyValues>>;
  distributors: Map<string, Ref<PartyValues>>;
  monitoringProducts: Map<number, Ref<MonitoringProductValues>>;
  pages: Map<string, Ref<PageValues>>;
  /** The records this import touched, per entity (what its counts are made of). */
  touched: Record<ImportEntity, Set<Ref<unknown>>>;
  /** The records with changes not written yet, per kind, in the order they changed. */
  pending: Record<PendingKind, Ref<unknown>[]>;
};

/** What the import writes: its entities, and the monitored products behind its pages. */
export type PendingKind = ImportEntity | 'monitoring_products';

export function emptyIndex(): ImportIndex {
  return {
    nextUid: 1,
    brands: new Map(),
    products: { bySku: new Map(), byUpc: new Map(), byName: new Map() },
    categories: new Map(),
    retailers: { byName: new Map(), byDomain: new Map() },
    listings: new Map(),
    contacts: new Map(),
    partners: new Map(),
    distributors: new Map(),
    monitoringProducts: new Map(),
    pages: new Map(),
    touched: {
      brands: new Set(),
      products: new Set(),
      retailers: new Set(),
      listings: new Set(),
      contacts: new Set(),
      partners: new Set(),
      distributors: new Set(),
      pages: new Set(),
    },
    pending: { brands: [], products: [], retailers: [], listings: [], contacts: [], partners: [], distributors: [], pages: [], monitoring_products: [] },
  };
}

export const lower = (s: string) => s.trim().toLowerCase();

/** The host of a website without `www.`, lower case: how a retailer is recognised by its website. */
export function websiteDomain(website: string | null | undefined): string | null {
  if (!website) return null;
  try {
    const host = new URL(/^https?:\/\//i.test(website) ? website : `https://${website}`).hostname.toLowerCase();
    return host.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

export const listingKey = (retailer: Ref<RetailerValues>, product: Ref<ProductValues>) => `${retailer.uid}:${product.uid}`;
export const pageKey = (mp: Ref<MonitoringProductValues>, normalizedUrl: string) => `${mp.uid}:${normalizedUrl}`;
export const contactKey = (v: Pick<ContactValues, 'email' | 'firstName' | 'lastName' | 'retailer'>) =>
  v.email ? `e:${lower(v.email)}` : `n:${lower(v.firstName)}|${lower(v.lastName ?? '')}|${v.retailer?.uid ?? 0}`;

/** A record loaded from the database (untouched until a row names it). */
export function existing<V>(index: ImportIndex, id: number, values: V): Ref<V> {
  return { uid: index.nextUid++, id, values, outcome: null, dirty: false };
}

const same = (a: unknown, b: unknown) => (Array.isArray(a) || Array.isArray(b) ? JSON.stringify(a) === JSON.stringify(b) : a === b);

/** A record this row creates (monitored products are written but not counted). */
export function created<V>(index: ImportIndex, kind: PendingKind, values: V): Ref<V> {
  const ref: Ref<V> = { uid: index.nextUid++, id: null, values, outcome: 'create', dirty: true };
  if (kind !== 'monitoring_products') index.touched[kind].add(ref as Ref<unknown>);
  index.pending[kind].push(ref as Ref<unknown>);
  return ref;
}

/**
 * Applies what a row says about a record it matched: only the values the row gives (an empty cell
 * never clears). Returns what the row did: `update` when a value changed, else `unchanged`.
 */
export function patch<V extends object>(index: ImportIndex, kind: PendingKind, ref: Ref<V>, given: Partial<V>): Outcome {
  if (kind !== 'monitoring_products') index.touched[kind].add(ref as Ref<unknown>);
  let changed = false;
  for (const [key, value] of Object.entries(given) as [keyof V, V[keyof V]][]) {
    if (value === undefined || same(ref.values[key], value)) continue;
    ref.values[key] = value;
    changed = true;
  }
  if (changed) {
    if (!ref.dirty) index.pending[kind].push(ref as Ref<unknown>);
    ref.dirty = true;
    if (ref.outcome !== 'create') ref.outcome = 'update';
    return 'update';
  }
  ref.outcome ??= 'unchanged';
  return 'unchanged';
}

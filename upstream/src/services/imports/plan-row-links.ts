import type { ImportOptions } from '@/lib/contract/imports';
import type { ImportRowResult } from '../../db/schema/imports';
import { normalizePageUrl } from '../monitoring/pages/normalize-page-url';
import type { ContactValues, ImportIndex, ListingStatus, ListingValues, PartyValues, ProductValues, Ref, RetailerValues } from './import-index';
import { contactKey, created, listingKey, lower, pageKey, patch } from './import-index';
import type { ReadRow } from './read-import-row';

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

type ListingInput = {
  product: Ref<ProductValues>;
  retailer: Ref<RetailerValues>;
  retailerSku?: string;
  priceCents?: number;
  url?: string;
  status?: ListingStatus;
};

/** The product's listing at the retailer (one per pair), and with `monitor_listings` its monitored page. */
export function planListing(index: ImportIndex, result: ImportRowResult, options: ImportOptions, input: ListingInput): void {
  const key = listingKey(input.retailer, input.product);
  const given: Partial<ListingValues> = { retailerSku: input.retailerSku, priceCents: input.priceCents, url: input.url, status: input.status };
  let ref = index.listings.get(key);
  if (ref) result.entities.listings = patch(index, 'listings', ref, given);
  else {
    ref = created<ListingValues>(index, 'listings', {
      product: input.product,
      retailer: input.retailer,
      retailerSku: input.retailerSku ?? null,
      priceCents: input.priceCents ?? null,
      url: input.url ?? null,
      status: input.status ?? 'listed',
    });
    index.listings.set(key, ref);
    result.entities.listings = 'create';
  }
  if (options.monitor_listings && ref.values.url) planPage(index, result, options, ref.values);
}

/**
 * A monitored page for a listing URL: the product's monitored product (made when it has none, with
 * the product's MAP), then the page, due at once like one added on the page form.
 */
export function planPage(index: ImportIndex, result: ImportRowResult, options: Pick<ImportOptions, 'currency'>, listing: ListingValues): void {
  const product = listing.product;
  const map = product.values.mapCents;
  let mp = index.monitoringProducts.get(product.uid);
  // An existing monitored product follows the product's MAP when the amount changed (its currency stays otherwise).
  if (mp) {
    if (map !== null && mp.values.mapAmount !== map) patch(index, 'monitoring_products', mp, { mapAmount: map, mapCurrency: options.currency });
  } else {
    mp = created(index, 'monitoring_products', {
      product,
      name: product.values.name,
      sku: product.values.sku,
      gtin: product.values.upc,
      mapAmount: map,
      mapCurrency: map === null ? null : options.currency,
    });
    index.monitoringProducts.set(product.uid, mp);
  }
  const url = listing.url as string;
  const { normalizedUrl, domain } = normalizePageUrl(url);
  const key = pageKey(mp, normalizedUrl);
  const page = index.pages.get(key);
  if (page) result.entities.pages = patch(index, 'pages', page, {});
  else {
    index.pages.set(key, created(index, 'pages', { monitoringProduct: mp, url, normalizedUrl, domain, retailer: listing.retailer }));
    result.entities.pages = 'create';
  }
}

/** A contact by email (or, without one, by name at the same retailer). */
export function planContact(index: ImportIndex, result: ImportRowResult, row: ReadRow, retailer: Ref<RetailerValues> | null): void {
  const v = row.values;
  const email = str(v.contact_email) ?? null;
  const firstName = str(v.contact_first_name);
  const lastName = str(v.contact_last_name);
  const key = contactKey({ email, firstName: firstName ?? '', lastName: lastName ?? null, retailer });
  const given: Partial<ContactValues> = { firstName, lastName, phone: str(v.contact_phone), title: str(v.contact_title), retailer: retailer ?? undefined };
  const ref = index.contacts.get(key);
  if (ref) {
    result.entities.contacts = patch(index, 'contacts', ref, given);
    return;
  }
  const values: ContactValues = {
    firstName: firstName ?? (email as string).split('@')[0],
    lastName: lastName ?? null,
    email,
    phone: null,
    title: null,
    retailer,
  };
  for (const [k, value] of Object.entries(given)) if (value !== undefined) Object.assign(values, { [k]: value });
  index.contacts.set(key, created(index, 'contacts', values));
  result.entities.contacts = 'create';
}

/** A partner or distributor by name. */
export function planParty(index: ImportIndex, result: ImportRowResult, entity: 'partners' | 'distributors', name: string, website: string | undefined): void {
  const map = index[entity];
  const ref = map.get(lower(name));
  if (ref) {
    result.entities[entity] = patch<PartyValues>(index, entity, ref, { website });
    return;
  }
  map.set(lower(name), created<PartyValues>(index, entity, { name, website: website ?? null }));
  result.entities[entity] = 'create';
}

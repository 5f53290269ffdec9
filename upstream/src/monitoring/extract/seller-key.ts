import type { OfferSeller } from './types';

/** A seller's name as compared: NFKC, case and spacing folded ("ACME  Store" = "acme store"). */
export const foldSellerName = (name: string): string => name.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The key a seller is recognised by across scrapes and in the authorised list: the page's own
 * seller id when it has one (names change, ids do not), else the folded name.
 */
export function sellerKey(seller: OfferSeller): string {
  const id = seller.id?.trim();
  return id ? `id:${id.toLowerCase()}` : `name:${foldSellerName(seller.name)}`;
}

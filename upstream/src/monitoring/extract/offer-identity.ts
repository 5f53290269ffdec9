/** Identifier folding shared by offer de-duplication and matching. */
export function normalizeSku(sku: string | undefined): string {
  return (sku ?? '').trim().toLowerCase();
}

/** GTIN-8/12/13/14 of one item differ only by leading zeros. */
export function normalizeGtin(gtin: string | undefined): string {
  return (gtin ?? '').replace(/\D/g, '').replace(/^0+/, '');
}

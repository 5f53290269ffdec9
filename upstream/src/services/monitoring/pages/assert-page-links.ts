import { and, eq, ne, sql } from 'drizzle-orm';
import { DUPLICATE_PAGE_MESSAGE } from '@/lib/contract/monitoring/pages';
import type { Db } from '../../../db/client';
import { companyRetailers, monitoringPages, monitoringVariations } from '../../../db/schema';
import { fieldError } from '../../../lib/errors';

/**
 * What a page names must be the product's own: its variation one of this product, its retailer one
 * of this company (422 on the field otherwise, other companies' ids included), and its URL not
 * already watched for the same variation (the unique index would refuse it too; this names the field).
 */
export async function assertPageLinks(
  db: Db,
  p: { companyId: number; productId: number; pageId: number | null; variationId: number | null; companyRetailerId: number | null; normalizedUrl: string },
): Promise<void> {
  if (p.variationId !== null) {
    const [v] = await db
      .select({ id: monitoringVariations.id })
      .from(monitoringVariations)
      .where(and(eq(monitoringVariations.id, p.variationId), eq(monitoringVariations.monitoringProductId, p.productId)))
      .limit(1);
    if (!v) throw fieldError('variation_id', 'The selected variation is invalid.');
  }
  if (p.companyRetailerId !== null) {
    const [r] = await db
      .select({ id: companyRetailers.id })
      .from(companyRetailers)
      .where(and(eq(companyRetailers.id, p.companyRetailerId), eq(companyRetailers.companyId, p.companyId)))
      .limit(1);
    if (!r) throw fieldError('company_retailer_id', 'The selected retailer is invalid.');
  }
  const P = monitoringPages;
  const [dup] = await db
    .select({ id: P.id })
    .from(P)
    .where(
      and(
        eq(P.monitoringProductId, p.productId),
        sql`coalesce(${P.variationId}, 0) = ${p.variationId ?? 0}`,
        eq(P.normalizedUrl, p.normalizedUrl),
        p.pageId === null ? undefined : ne(P.id, p.pageId),
      ),
    )
    .limit(1);
  if (dup) throw fieldError('url', DUPLICATE_PAGE_MESSAGE);
}

import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyRetailers, directoryRetailers, retailerCategories } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { laravelMessage } from '../../lib/validation';
import { fitsInteger } from './fits-integer';

type Links = { categoryId?: number | null; directoryRetailerId?: number | null };

/**
 * A retailer's category must be one of this company's categories, and its directory entry must
 * exist and not already be linked to another retailer of this company. All failures answer
 * together as one 422, like Laravel's validator. Absent or null links are not checked.
 */
export async function assertRetailerLinks(db: Db, companyId: number, links: Links, retailerId?: number): Promise<void> {
  const errors: Record<string, string[]> = {};
  const { categoryId, directoryRetailerId } = links;
  if (categoryId != null) {
    const [row] = fitsInteger(categoryId)
      ? await db
          .select({ id: retailerCategories.id })
          .from(retailerCategories)
          .where(and(eq(retailerCategories.id, categoryId), eq(retailerCategories.companyId, companyId)))
          .limit(1)
      : [];
    if (!row) errors.category_id = ['The selected category is invalid.'];
  }
  if (directoryRetailerId != null) {
    const [entry] = fitsInteger(directoryRetailerId)
      ? await db.select({ id: directoryRetailers.id }).from(directoryRetailers).where(eq(directoryRetailers.id, directoryRetailerId)).limit(1)
      : [];
    if (!entry) errors.directory_retailer_id = ['The selected directory retailer is invalid.'];
    else {
      const [taken] = await db
        .select({ id: companyRetailers.id })
        .from(companyRetailers)
        .where(
          and(
            eq(companyRetailers.companyId, companyId),
            eq(companyRetailers.directoryRetailerId, directoryRetailerId),
            retailerId === undefined ? undefined : ne(companyRetailers.id, retailerId),
          ),
        )
        .limit(1);
      if (taken) errors.directory_retailer_id = ['This directory retailer is already linked to another retailer of the company.'];
    }
  }
  if (Object.keys(errors).length) throw new AppError('VALIDATION', laravelMessage(errors), { errors });
}

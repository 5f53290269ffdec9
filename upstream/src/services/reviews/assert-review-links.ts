import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { laravelMessage } from '../../lib/validation';
import { assertCompanyProduct } from '../retailers/read-retailer-products';
import { assertCompanyRetailer } from '../retailers/read-retailers';

/** A review's product and retailer, when given, must be this company's; both failures answer in one 422. */
export async function assertReviewLinks(db: Db, companyId: number, links: { productId?: number | null; retailerId?: number | null }): Promise<void> {
  const errors: Record<string, string[]> = {};
  const collect = async (check: () => Promise<void>) => {
    try {
      await check();
    } catch (error) {
      if (!(error instanceof AppError) || !error.errors) throw error;
      Object.assign(errors, error.errors);
    }
  };
  if (links.productId != null) await collect(() => assertCompanyProduct(db, companyId, links.productId as number));
  if (links.retailerId != null) await collect(() => assertCompanyRetailer(db, companyId, links.retailerId as number));
  if (Object.keys(errors).length) throw new AppError('VALIDATION', laravelMessage(errors), { errors });
}

import type { Variation } from '@/lib/contract/monitoring/variations';
import type { Db } from '../../../db/client';
import type { CompanyAccess } from '../../access/company-guard';
import { requireMonitoringProduct } from '../require-monitoring-product';
import { requireVariation } from './require-variation';
import { toVariationResources } from './to-variation-resources';

/** `GET …/variations/{variationId}`. */
export async function getVariation(db: Db, access: CompanyAccess, productId: number, id: number): Promise<Variation> {
  await requireMonitoringProduct(db, access, productId);
  const [resource] = await toVariationResources(db, [await requireVariation(db, productId, id)]);
  return resource;
}

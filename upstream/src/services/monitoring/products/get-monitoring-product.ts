import type { MonitoringProduct } from '@/lib/contract/monitoring/products';
import type { Db } from '../../../db/client';
import type { CompanyAccess } from '../../access/company-guard';
import { requireMonitoringProduct } from '../require-monitoring-product';
import { loadMonitoringProducts } from './load-monitoring-products';

/** `GET …/monitoring-products/{id}`: one product with its rules and summary. */
export async function getMonitoringProduct(db: Db, access: CompanyAccess, id: number): Promise<MonitoringProduct> {
  const [resource] = await loadMonitoringProducts(db, [await requireMonitoringProduct(db, access, id)]);
  return resource;
}

import type { MonitoringPage } from '@/lib/contract/monitoring/pages';
import type { Db } from '../../../db/client';
import type { CompanyAccess } from '../../access/company-guard';
import { requireMonitoringProduct } from '../require-monitoring-product';
import { loadPageResources } from './load-page-resources';
import { requirePage } from './require-page';

/** `GET …/pages/{pageId}`: with its retailer's name and latest price. */
export async function getPage(db: Db, access: CompanyAccess, productId: number, id: number): Promise<MonitoringPage> {
  await requireMonitoringProduct(db, access, productId);
  const [resource] = await loadPageResources(db, [await requirePage(db, productId, id)]);
  return resource;
}

import type { MonitoringProductDetail } from '@/lib/contract/monitoring/products';
import type { Db } from '../../../db/client';
import type { CompanyAccess } from '../../access/company-guard';
import { loadAlertTasks } from '../alerts/load-alert-tasks';
import { requireMonitoringProduct } from '../require-monitoring-product';
import { loadMonitoringProducts } from './load-monitoring-products';

/** `GET …/monitoring-products/{id}`: one product with its rules, summary and the tasks its alerts opened (those the viewer can read). */
export async function getMonitoringProduct(db: Db, access: CompanyAccess, userId: number, id: number): Promise<MonitoringProductDetail> {
  const row = await requireMonitoringProduct(db, access, id);
  const [[resource], alertTasks] = await Promise.all([loadMonitoringProducts(db, [row]), loadAlertTasks(db, userId, row.id)]);
  return { ...resource, alert_tasks: alertTasks };
}

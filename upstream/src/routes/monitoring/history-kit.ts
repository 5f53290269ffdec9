import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { messageBody } from '@/lib/contract/common';
import type { AppEnv } from '../../app-env';
import { errorResponses, json } from '../../lib/router';
import { requireCompany, type CompanyAccess } from '../../services/access/company-guard';
import { requireMonitoringProduct, type MonitoringProductRow } from '../../services/monitoring/require-monitoring-product';
import { pathId } from '../../lib/path-ids';
import { companyBase } from '../companies/route-kit';

/** Shared by the routes of what monitoring observed (requests, snapshots, prices, reviews, reports). */

export const historyBase = companyBase('monitoring');
export const PRODUCT_PATH = '/companies/{companyId}/monitoring-products/{monitoringProductId}';
export const productParams = z.object({ companyId: pathId, monitoringProductId: pathId });
export const historyErrors = {
  ...errorResponses,
  404: json(messageBody, 'Company, monitoring product or record not found, or not visible to the caller'),
  409: json(messageBody, 'The record is in a state that does not allow this'),
};
export const deleted = (what: string) => json(messageBody, what);

/**
 * The access of every call: the company (members read, admins write, outsiders 404), then the
 * monitoring product of that company (another company's is a 404). Called before the body is read.
 */
export async function productScope(
  c: Context<AppEnv>,
  ids: { companyId: number; monitoringProductId: number },
  need: 'read' | 'write',
): Promise<{ access: CompanyAccess; product: MonitoringProductRow }> {
  const db = c.var.deps.db;
  const access = await requireCompany(db, c.var.auth.user.id, ids.companyId, need);
  const product = await requireMonitoringProduct(db, access, ids.monitoringProductId);
  return { access, product };
}

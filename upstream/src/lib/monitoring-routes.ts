import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { messageBody } from '@/lib/contract/common';
import type { AppEnv } from '../app-env';
import { requireCompany, type CompanyAccess } from '../services/access/company-guard';
import { requireMonitoringProduct, type MonitoringProductRow } from '../services/monitoring/require-monitoring-product';
import { pathId } from './path-ids';
import { errorResponses, json } from './router';

/**
 * What the monitoring resources (`routes/monitoring/<resource>/`) share: the company and monitoring
 * product path params, their error answers, and the access step of what monitoring observed.
 */

// The catalogue: monitoring products, variations, pages, scraping requests, test extraction.
export const companyParams = { params: z.object({ companyId: pathId }) };
export const productParams = { params: z.object({ companyId: pathId, monitoringProductId: pathId }) };
export const monitoringErrors = { ...errorResponses, 404: json(messageBody, 'Company or monitoring record not found, or not visible to the caller') };

// What monitoring observed under a product: requests, snapshots and their versions, prices, reviews, reports.
export const PRODUCT_PATH = '/companies/{companyId}/monitoring-products/{monitoringProductId}';
export const productIds = z.object({ companyId: pathId, monitoringProductId: pathId });
export const historyErrors = {
  ...errorResponses,
  404: json(messageBody, 'Company, monitoring product or record not found, or not visible to the caller'),
  409: json(messageBody, 'The record is in a state that does not allow this'),
};
export const deleted = (what: string) => json(messageBody, what);
/** Stored bytes in the OpenAPI document (a snapshot version's screenshot), not text. */
export const binaryBody = z.string().openapi({ format: 'binary' });

/**
 * The access of every call on what monitoring observed: the company (members read, admins write,
 * outsiders 404), then the monitoring product of that company (another company's is a 404). Called
 * before the body is read.
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

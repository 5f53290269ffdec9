import type { MonitoringPage } from '@/lib/contract/monitoring/pages';
import type { MonitoringProduct } from '@/lib/contract/monitoring/products';
import type { Variation } from '@/lib/contract/monitoring/variations';
import type { TestApp } from './create-test-app';
import { call } from './companies-kit';

/** Shared by the monitoring catalogue tests: creates records through the API as `token`. */
export { call, scene } from './companies-kit';
export type { Paged } from './companies-kit';

async function must<T>(t: TestApp, token: string, path: string, body: Record<string, unknown>): Promise<T> {
  const res = await call<{ data: T }>(t, token, 'POST', path, body);
  if (res.status !== 201) throw new Error(`POST ${path} → ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export const productsPath = (companyId: number) => `companies/${companyId}/monitoring-products`;

export const addMonitoringProduct = (t: TestApp, token: string, companyId: number, body: Record<string, unknown>) =>
  must<MonitoringProduct>(t, token, productsPath(companyId), body);

export const addVariation = (t: TestApp, token: string, companyId: number, productId: number, body: Record<string, unknown>) =>
  must<Variation>(t, token, `${productsPath(companyId)}/${productId}/variations`, body);

export const addPage = (t: TestApp, token: string, companyId: number, productId: number, body: Record<string, unknown>) =>
  must<MonitoringPage>(t, token, `${productsPath(companyId)}/${productId}/pages`, body);

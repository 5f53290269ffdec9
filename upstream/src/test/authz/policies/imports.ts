import type { Policy } from '../rules';
import { form } from '../world-kit';

const C = 'companies/{companyId}';
const I = `${C}/imports/{importId}`;
const csv = { field: 'file', name: 'more.csv', bytes: new TextEncoder().encode('SKU,Product\nW-2,Another product\n'), type: 'text/csv' };

/**
 * Spreadsheet imports (decision 0028): company C's readers see its imports and reports; who may add
 * products (its writers) uploads, previews, confirms and turns listings into monitored pages.
 */
export const importPolicies: Record<string, Policy> = {
  [`GET ${C}/imports`]: { rule: 'company-read' },
  [`POST ${C}/imports`]: { rule: 'company-write', body: () => form({}, csv) },
  [`GET ${I}`]: { rule: 'company-read' },
  [`POST ${I}/preview`]: { rule: 'company-write', body: () => ({ mapping: { SKU: 'product_sku', Product: 'product_name' } }) },
  [`POST ${I}/confirm`]: { rule: 'company-write' },
  [`GET ${I}/report`]: { rule: 'company-read' },
  [`POST ${C}/listings/monitor`]: { rule: 'company-write', body: () => ({}) },
};

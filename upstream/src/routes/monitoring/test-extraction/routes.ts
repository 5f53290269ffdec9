import { createRoute } from '@hono/zod-openapi';
import { dataOf, messageBody } from '@/lib/contract/common';
import { testExtractionBody, testExtractionResult } from '@/lib/contract/monitoring/test-extraction';
import { json } from '../../../lib/router';
import { jsonDoc } from '../../../lib/resource-router';
import { monitoringErrors, productParams } from '../../../lib/monitoring-routes';

export const testExtractionRoute = createRoute({
  method: 'post',
  path: '/companies/{companyId}/monitoring-products/{monitoringProductId}/test-extraction',
  description:
    'JSON: the page form’s url, fetch_mode, settings and variation_id. Runs robots.txt, the fetch (SSRF guard, allow list) and the extraction now and answers what a check would store and where each value was read; stores nothing. Admins only; 10 a minute per person.',
  request: productParams,
  responses: {
    200: json(dataOf(testExtractionResult), 'What a check would store, or why the page could not be read (outcome)'),
    ...monitoringErrors,
    429: json(messageBody, 'Too many test extractions: try again after Retry-After seconds'),
  },
});
export const testExtractionBodyDoc = jsonDoc(testExtractionBody);

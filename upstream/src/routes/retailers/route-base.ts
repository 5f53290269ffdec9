import { messageBody } from '@/lib/contract/common';
import { bearerSecurity, errorResponses, json } from '../../lib/router';
import { requireAuth } from '../../middleware/auth';
import { pathId } from '../../lib/path-ids';
export { idHook } from '../../lib/path-ids';

/**
 * Shared by the company retailer, contact, review and cross-company retailer routes: every one
 * authenticates with the `companies` ability; path ids are digits only (see numericIds) and bounded.
 */
export const companyRouteBase = (tag: string) => ({ tags: [tag], security: bearerSecurity, middleware: [requireAuth('companies')] });
export { pathId };
export const notFoundResponse = json(messageBody, 'Not found, or not visible to the caller');
export const companyErrors = { ...errorResponses, 404: notFoundResponse };
export const deletedResponse = json(messageBody, 'Deleted');

export { parsePatch } from '../../lib/parse-patch';

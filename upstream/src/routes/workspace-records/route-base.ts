import { z } from '@hono/zod-openapi';
import { messageBody } from '@/lib/contract/common';
import { bearerSecurity, errorResponses, json } from '../../lib/router';
import { pathId } from '../../lib/path-ids';
import { requireAuth } from '../../middleware/auth';

/**
 * Shared by the workspace retailer, brand and product routes: the `workspaces` token ability, ids
 * digits only (numericIds) so `workspaces/retailers` is never taken for `workspaces/{workspaceId}`.
 */
export const recordRouteBase = (tag: string) => ({ tags: [tag], security: bearerSecurity, middleware: [requireAuth('workspaces')] });
export const notFoundResponse = json(messageBody, 'Not found, or not visible to the caller');
export const recordErrors = { ...errorResponses, 404: notFoundResponse };
export const deletedResponse = json(messageBody, 'Deleted');

export const workspaceParams = z.object({ workspaceId: pathId });
export const retailerParams = z.object({ workspaceId: pathId, workspaceCompanyRetailerId: pathId });
export const brandParams = z.object({ workspaceId: pathId, workspaceBrandId: pathId });
export const productParams = z.object({ workspaceId: pathId, workspaceProductId: pathId });

export const CREATE_RULE =
  'Needs the right to create resources in the workspace (section 6: with restrict_resource_creation only admins of the owner team; read-only teams never).';
export const DELETE_RULE = 'The person who added it (while their team may write there) or a workspace admin; the company record stays.';
export { pathId };

import type { Policy } from '../rules';

const W = 'workspaces/{workspaceId}';
const note = () => ({ body: 'A note' });

/** Workspace W's retailers, brands and products (company C's records brought in) and their notes. */
export const recordPolicies: Record<string, Policy> = {
  [`GET ${W}/retailers`]: { rule: 'ws-read' },
  [`POST ${W}/retailers`]: { rule: 'ws-write', body: (w) => ({ company_retailer_id: w.retailer2 }) },
  [`GET ${W}/retailers/{workspaceCompanyRetailerId}`]: { rule: 'ws-read' },
  [`DELETE ${W}/retailers/{workspaceCompanyRetailerId}`]: { rule: 'ws-manage' },
  [`GET ${W}/retailers/{workspaceCompanyRetailerId}/contacts`]: { rule: 'ws-read' },
  [`GET ${W}/retailers/{workspaceCompanyRetailerId}/files`]: { rule: 'ws-read' },
  [`GET ${W}/retailers/{workspaceCompanyRetailerId}/insights`]: { rule: 'ws-read' },
  [`GET ${W}/retailers/{workspaceCompanyRetailerId}/products`]: { rule: 'ws-read' },
  [`GET ${W}/retailers/{workspaceCompanyRetailerId}/reviews`]: { rule: 'ws-read' },
  [`GET ${W}/retailers/{workspaceCompanyRetailerId}/notes`]: { rule: 'ws-read' },
  [`POST ${W}/retailers/{workspaceCompanyRetailerId}/notes`]: { rule: 'ws-write', body: note },
  [`GET ${W}/retailers/{workspaceCompanyRetailerId}/notes/{noteId}`]: { rule: 'ws-read' },
  [`GET ${W}/brands`]: { rule: 'ws-read' },
  [`POST ${W}/brands`]: { rule: 'ws-write', body: (w) => ({ company_brand_id: w.brand2 }) },
  [`GET ${W}/brands/{workspaceBrandId}`]: { rule: 'ws-read' },
  [`DELETE ${W}/brands/{workspaceBrandId}`]: { rule: 'ws-manage' },
  [`GET ${W}/brands/{workspaceBrandId}/notes`]: { rule: 'ws-read' },
  [`POST ${W}/brands/{workspaceBrandId}/note`]: { rule: 'ws-write', body: note },
  [`GET ${W}/products`]: { rule: 'ws-read' },
  [`POST ${W}/products`]: { rule: 'ws-write', body: (w) => ({ company_product_id: w.product2 }) },
  [`GET ${W}/products/{workspaceProductId}`]: { rule: 'ws-read' },
  [`DELETE ${W}/products/{workspaceProductId}`]: { rule: 'ws-manage' },
  [`GET ${W}/products/{workspaceProductId}/notes`]: { rule: 'ws-read' },
  [`POST ${W}/products/{workspaceProductId}/note`]: { rule: 'ws-write', body: note },
  [`GET ${W}/products/company-product/{companyProductId}`]: { rule: 'ws-read' },
  // Notes (by the owner): the author edits; the author or a manager (full-access admin) deletes.
  'PUT notes/{noteId}': { rule: 'author', body: note },
  'DELETE notes/{noteId}': { rule: 'ws-manage' },
};

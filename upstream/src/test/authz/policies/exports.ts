import type { Policy } from '../rules';

/**
 * List exports (decision 0029): whoever reads the list exports it, so each route follows its lists'
 * rule (company C's readers; workspace W's readers). One dataset per route here; every dataset's
 * access is in routes/exports/*.test.ts.
 */
export const exportPolicies: Record<string, Policy> = {
  'GET companies/{companyId}/exports/{dataset}': { rule: 'company-read', params: () => ({ dataset: 'listings' }) },
  'GET workspaces/{workspaceId}/exports/{dataset}': { rule: 'ws-read', params: () => ({ dataset: 'files' }) },
};

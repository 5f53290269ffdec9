import type { Policy } from './rules';
import { accountPolicies } from './policies/account';
import { cataloguePolicies } from './policies/catalogue';
import { companyPolicies } from './policies/companies';
import { contentPolicies } from './policies/content';
import { exportPolicies } from './policies/exports';
import { importPolicies } from './policies/imports';
import { monitoringCataloguePolicies } from './policies/monitoring-catalogue';
import { monitoringHistoryPolicies } from './policies/monitoring-history';
import { mapCasePolicies } from './policies/map-cases';
import { recordPolicies } from './policies/records';
import { teamPolicies } from './policies/teams';
import { workPolicies } from './policies/work';
import { webhookPolicies } from './policies/webhooks';
import { workspacePolicies } from './policies/workspaces';

/**
 * The policies by area: the matrix walks each area as its own test, and ROUTE_POLICIES is their
 * union. One list, so an area added here is both required of the route table and walked.
 */
export const POLICY_AREAS: Record<string, Record<string, Policy>> = {
  account: accountPolicies,
  teams: teamPolicies,
  workspaces: workspacePolicies,
  records: recordPolicies,
  companies: companyPolicies,
  catalogue: cataloguePolicies,
  content: contentPolicies,
  work: workPolicies,
  monitoringCatalogue: monitoringCataloguePolicies,
  monitoringHistory: monitoringHistoryPolicies,
  mapCases: mapCasePolicies,
  exports: exportPolicies,
  imports: importPolicies,
  webhooks: webhookPolicies,
};
const parts = Object.values(POLICY_AREAS);

/** Every `METHOD path` of the route table and the rule that governs it (split by area in policies/). */
export const ROUTE_POLICIES: Record<string, Policy> = Object.assign({}, ...parts);

/** Keys defined in more than one area file (a copy-paste slip would silently shadow a policy). */
export const duplicatePolicyKeys = (): string[] => {
  const seen = new Set<string>();
  return parts.flatMap((p) => Object.keys(p)).filter((k) => (seen.has(k) ? true : (seen.add(k), false)));
};

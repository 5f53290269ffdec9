/**
 * The contract's constant values, without zod (decision 0014). A schema module runs its
 * `z.object(…)` calls when it is imported, so a browser component that needed only a list of roles
 * took all of zod (31 kB gzip) into its first load. The schema modules import these and re-export
 * them, so each value is still defined once; browser code imports them from here.
 */

// Pagination (common.ts).
export const PAGE_DEFAULT = 1;
export const PER_PAGE_DEFAULT = 20;
export const PER_PAGE_MAX = 100;

// Search (search.ts).
export const SEARCH_GROUPS = ['companies', 'brands', 'products', 'retailers', 'files', 'insights', 'meetings', 'tasks'] as const;

// Accounts (auth.ts, account.ts, teams.ts).
export const USER_TYPES = ['brand', 'retailer', 'distributor', 'partner', 'other'] as const;
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
export const ABILITY_AREAS = [
  'user',
  'teams',
  'workspaces',
  'companies',
  'monitoring',
  'files',
  'insights',
  'meetings',
  'tasks',
  'notifications',
  'uploads',
  'realtime',
] as const;
export const TEAM_ROLES = ['admin', 'member'] as const;

/** Workspace statuses and the colour each is shown with (the spec leaves both open; workspaces.ts). */
export const WORKSPACE_STATUSES = {
  active: 'green',
  planning: 'blue',
  on_hold: 'amber',
  at_risk: 'red',
  completed: 'teal',
  archived: 'gray',
} as const;

// Catalogue (catalogue-common.ts, catalogue.ts, relations.ts).
export const SORTS = ['name', '-name', 'created_at', '-created_at'] as const;
export const BRAND_URL_FIELDS = [
  'website_url',
  'd2c_store_url',
  'amazon_url',
  'walmart_url',
  'linkedin_url',
  'instagram_url',
  'facebook_url',
  'tiktok_url',
  'youtube_url',
] as const;
export const BRAND_TEXT_FIELDS = [
  'description',
  'address',
  'parent_company',
  'tagline',
  'brand_story',
  'category',
  'sub_category',
  'target_demographics',
  'sustainability_claims',
  'allergen_statement',
  'regulatory_notes',
] as const;
export const RETAILER_PRODUCT_STATUSES = ['listed', 'pending', 'delisted'] as const;
export const ASSIGNABLE_TYPES = ['brand', 'product', 'retailer'] as const;

// Workspace content (content-common.ts, insights.ts, meetings.ts, tasks.ts).
/** Section 9's document categories, in order. The category filter adds "All Categories" (null) first. */
export const DOCUMENT_CATEGORIES = [
  'Admin',
  'Chargebacks',
  'Forecasts',
  'General',
  'Line Review',
  'Marketing',
  'Onboarding',
  'One Pagers',
  'Price Lists',
  'Sales',
  'Store Checks',
  'Trade Marketing',
  'Trade Show',
  'Reports',
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];
export const ALL_CATEGORIES_OPTION = { value: null, label: 'All Categories' } as const;
/** The list as the category filter shows it (`withAll`) or as forms show it. */
export function categoryOptions(withAll: boolean): { value: DocumentCategory | null; label: string }[] {
  const list = DOCUMENT_CATEGORIES.map((c) => ({ value: c, label: c }));
  return withAll ? [ALL_CATEGORIES_OPTION, ...list] : list;
}
export const CONTENT_SORTS = ['-created_at', 'created_at', 'name', '-name'] as const;
/** Insight types (the spec leaves the list open; this is the project's decision). */
export const INSIGHT_TYPES = ['Competitive', 'Consumer', 'Market', 'Pricing', 'Promotion', 'Retail Execution', 'Sales', 'Other'] as const;
export const MEETING_WHEN = ['upcoming', 'past', 'all'] as const;
export const TASK_STATUSES = ['open', 'completed', 'overdue', 'all'] as const;

// Monitoring (monitoring/common.ts).
export const AVAILABILITIES = ['in_stock', 'out_of_stock', 'preorder', 'backorder', 'discontinued', 'in_store_only', 'unknown'] as const;
export const REPORT_KINDS = ['price_overview', 'map_violations', 'change_digest'] as const;
export const ALERT_KINDS = ['price_below', 'price_above', 'price_change_pct', 'availability_change'] as const;

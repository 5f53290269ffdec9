/**
 * The contract's constant values, without zod (decision 0014). A schema module runs its
 * `z.object(…)` calls when it is imported, so a browser component that needed only a list of roles
 * took all of zod (31 kB gzip) into its first load. The schema modules import these and re-export
 * them, so each value is still defined once; browser code imports them from here. The values only
 * forms and dialogs use are in values-forms.ts: the list screens' first load takes this module, and
 * so only what lists and filters read (e2e/first-load-js.spec.ts).
 */

// Pagination (common.ts).
export const PAGE_DEFAULT = 1;
export const PER_PAGE_DEFAULT = 20;
export const PER_PAGE_MAX = 100;

// Search (search.ts).
export const SEARCH_GROUPS = ['companies', 'brands', 'products', 'retailers', 'files', 'insights', 'meetings', 'tasks'] as const;

// Teams (teams.ts).
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
export const MEETING_WHEN = ['upcoming', 'past', 'all'] as const;
export const TASK_STATUSES = ['open', 'completed', 'overdue', 'all'] as const;

/**
 * The contract's constant values that only forms, dialogs and detail screens read (values.ts has
 * the ones list screens need); without zod, as values.ts (decision 0014).
 */

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
/** Insight types (the spec leaves the list open; this is the project's decision). */
export const INSIGHT_TYPES = ['Competitive', 'Consumer', 'Market', 'Pricing', 'Promotion', 'Retail Execution', 'Sales', 'Other'] as const;
export const AVAILABILITIES = ['in_stock', 'out_of_stock', 'preorder', 'backorder', 'discontinued', 'in_store_only', 'unknown'] as const;
export const REPORT_KINDS = ['price_overview', 'map_violations', 'change_digest'] as const;
export const ALERT_KINDS = ['price_below', 'price_above', 'price_change_pct', 'availability_change'] as const;

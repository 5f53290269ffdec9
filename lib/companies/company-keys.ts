/**
 * React Query keys of the company area (catalogue, retailers, people, directories), apart from
 * lib/api/query-keys.ts, which every screen's first load carries: only the company screens carry
 * these. Every key sits under `['companies', companyId, …]` (or `['teams']`, `['directory']`), so
 * invalidating `queryKeys.companies` or a company's prefix still refreshes them.
 */
export const companyKeys = {
  /** Prefix of a company's brand queries (list pages, details, the brand choices of the product form). */
  companyBrands: (companyId: number) => ['companies', companyId, 'brands'] as const,
  companyBrand: (companyId: number, brandId: number) => ['companies', companyId, 'brands', 'detail', brandId] as const,
  /** Prefix of a company's product queries (list pages, details). */
  companyProducts: (companyId: number) => ['companies', companyId, 'products'] as const,
  companyProduct: (companyId: number, productId: number) => ['companies', companyId, 'products', 'detail', productId] as const,

  /** Company area (spec section 7, "Companies"): one company's retailers; prefix of its lists, details and related lists. */
  companyRetailers: (companyId: number) => ['companies', companyId, 'retailers'] as const,
  companyRetailer: (companyId: number, retailerId: number) => ['companies', companyId, 'retailers', 'detail', retailerId] as const,
  /** `…/retailers/{id}/products` pages (under the retailer: its products_count follows). */
  retailerProducts: (companyId: number, retailerId: number) => ['companies', companyId, 'retailers', 'detail', retailerId, 'products'] as const,
  retailerCategories: (companyId: number) => ['companies', companyId, 'retailer-categories'] as const,
  /** Every product of a company as options of a picker (under the products prefix, so product changes refresh it). */
  companyProductOptions: (companyId: number) => ['companies', companyId, 'products', 'options'] as const,
  companyContacts: (companyId: number) => ['companies', companyId, 'contacts'] as const,
  companyReviews: (companyId: number) => ['companies', companyId, 'reviews'] as const,
  /** A company's own partners or distributors (lists and details). */
  companyParties: (companyId: number, kind: 'partners' | 'distributors') => ['companies', companyId, kind] as const,
  companyParty: (companyId: number, kind: 'partners' | 'distributors', id: number) => ['companies', companyId, kind, 'detail', id] as const,
  /** `companies/{id}/master-partners` or `master-distributors`. */
  masterLinks: (companyId: number, kind: 'partners' | 'distributors') => ['companies', companyId, `master-${kind}`] as const,
  /** `companies/{id}/users` pages (the People card). */
  companyUsers: (companyId: number) => ['companies', companyId, 'users'] as const,
  /** `companies/{id}/assignees` pages (the People card). */
  companyAssignees: (companyId: number) => ['companies', companyId, 'assignees'] as const,
  /** Every brand, product or retailer of a company as assignee-item options (under that list's prefix). */
  companyAssignableOptions: (companyId: number, type: 'brand' | 'product' | 'retailer') => ['companies', companyId, `${type}s`, 'assignable-options'] as const,
  /** The members of a company's teams as assignee options (under the teams prefix, so team changes refresh it). */
  companyTeamMembers: (companyId: number) => ['teams', 'company-members', companyId] as const,
  /** The shared directories: searches and entries of one kind. */
  directory: (kind: 'retailers' | 'partners' | 'distributors') => ['directory', kind] as const,
  directorySearch: (kind: 'retailers' | 'partners' | 'distributors', q: string) => ['directory', kind, 'search', q] as const,
  directoryEntry: (kind: 'retailers' | 'partners' | 'distributors', id: number) => ['directory', kind, 'detail', id] as const,
};

/** App and API addresses of a company's retailers (spec §2; endpoints.txt "Companies"). */
export const retailersHref = (companyId: number) => `/company/${companyId}/retailers`;
export const retailerHref = (companyId: number, retailerId: number) => `/company/${companyId}/retailers/${retailerId}`;
export const retailerCategoriesHref = (companyId: number) => `/company/${companyId}/retailers/categories`;

export const retailersApi = (companyId: number) => `companies/${companyId}/retailers`;
export const retailerApi = (companyId: number, retailerId: number) => `companies/${companyId}/retailers/${retailerId}`;
export const retailerProductsApi = (companyId: number, retailerId: number) => `companies/${companyId}/retailers/${retailerId}/products`;
export const retailerCategoriesApi = (companyId: number) => `companies/${companyId}/retailers/categories`;
export const contactsApi = (companyId: number) => `companies/${companyId}/contacts`;
export const reviewsApi = (companyId: number) => `companies/${companyId}/reviews`;
export const companyProductsApi = (companyId: number) => `companies/${companyId}/products`;

/** A route id segment as a positive integer, or null (anything else is a 404). */
export function parsePositiveId(value: string): number | null {
  if (!/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The `category_id` filter of the retailers list from the URL (null: all categories). */
export function readCategoryFilter(params: URLSearchParams): number | null {
  return parsePositiveId(params.get('category_id') ?? '');
}

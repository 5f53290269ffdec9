/** Addresses of the company area (spec §2). */
export const companyHref = (companyId: number) => `/company/${companyId}`;
export const companyEditHref = (companyId: number) => `/company/${companyId}/edit`;
export const brandsHref = (companyId: number) => `/company/${companyId}/brands`;
export const brandHref = (companyId: number, brandId: number) => `/company/${companyId}/brands/${brandId}`;
export const productsHref = (companyId: number) => `/company/${companyId}/products`;
export const productHref = (companyId: number, productId: number) => `/company/${companyId}/products/${productId}`;

/** API paths (relative to /api, as `apiFetch` and `upstreamJson` take them). */
export const api = {
  companies: 'companies',
  company: (companyId: number) => `companies/${companyId}`,
  brands: (companyId: number) => `companies/${companyId}/brands`,
  brand: (companyId: number, brandId: number) => `companies/${companyId}/brands/${brandId}`,
  products: (companyId: number) => `companies/${companyId}/products`,
  product: (companyId: number, productId: number) => `companies/${companyId}/products/${productId}`,
  images: (companyId: number, productId: number) => `companies/${companyId}/products/${productId}/images`,
  image: (companyId: number, productId: number, imageId: number) => `companies/${companyId}/products/${productId}/images/${imageId}`,
};

/** A positive route id (companies, brands, products start at 1), or null for a 404. */
export function parseId(value: string): number | null {
  if (!/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}

'use client';

import { useQuery } from '@tanstack/react-query';
import { apiData, isApiError } from '@/lib/api/api-error';
import { companyKeys } from '@/lib/companies/company-keys';
import { useErrorToast } from '@/lib/api/use-error-toast';
import type { CompanyRetailer, Product, RetailerCategory } from '@/lib/contract/catalogue';
import { fetchAll } from '@/lib/directories/fetch-page';
import { CATEGORY_MSG, RETAILER_MSG, RETAILER_PRODUCT_MSG } from './messages';
import { companyProductsApi, retailerApi, retailerCategoriesApi } from './retailer-paths';

/** Every retailer category of the company (for the filter, the form's Select and the manager). */
export function useRetailerCategories(companyId: number) {
  const query = useQuery({
    queryKey: companyKeys.retailerCategories(companyId),
    queryFn: () => fetchAll<RetailerCategory>(retailerCategoriesApi(companyId), { sort: 'name' }, CATEGORY_MSG.fetchList),
  });
  useErrorToast(query.error, CATEGORY_MSG.fetchList);
  return query;
}

/** The company's products, to add one to a retailer. */
export function useProductOptions(companyId: number, enabled = true) {
  const query = useQuery({
    queryKey: companyKeys.companyProductOptions(companyId),
    queryFn: () => fetchAll<Product>(companyProductsApi(companyId), { sort: 'name' }, RETAILER_PRODUCT_MSG.fetchOptions),
    enabled,
  });
  useErrorToast(query.error, RETAILER_PRODUCT_MSG.fetchOptions);
  return query;
}

/** One company retailer (`GET companies/{id}/retailers/{retailerId}`); a 404 is left to the screen. */
export function useRetailer(companyId: number, retailerId: number) {
  const query = useQuery({
    queryKey: companyKeys.companyRetailer(companyId, retailerId),
    queryFn: () => apiData<CompanyRetailer>(retailerApi(companyId, retailerId), { fallback: RETAILER_MSG.fetchOne }),
  });
  useErrorToast(query.error, RETAILER_MSG.fetchOne, (e) => isApiError(e) && e.status === 404);
  return query;
}

/** Category options of a Select, by name. */
export const categoryOptions = (categories: readonly RetailerCategory[] | undefined) => (categories ?? []).map((c) => ({ value: String(c.id), label: c.name }));

import { and, asc, gt } from 'drizzle-orm';
import { retailerListQuery } from '@/lib/contract/catalogue';
import type { CrossCompanyRetailer } from '@/lib/contract/catalogue';
import { IMPORT_FIELD_LABELS as L } from '@/lib/contract/imports';
import { companyRetailers } from '../../../db/schema';
import { queryRetailers, retailerListWhere } from '../../retailers/read-retailers';
import type { CompanyScope } from '../export-dataset';
import { defineDataset, listCell } from '../export-dataset';

/** `companies/{id}/exports/retailers`: the retailers list (search, `category_id`) under the import's labels. */
export const retailersExport = defineDataset({
  name: 'retailers',
  title: 'retailers',
  ability: 'companies',
  query: retailerListQuery.omit({ page: true, per_page: true }),
  columns: [
    { header: L.retailer_name, value: (r: CrossCompanyRetailer) => r.name },
    { header: L.retailer_website, value: (r: CrossCompanyRetailer) => r.website },
    { header: L.retailer_category, value: (r: CrossCompanyRetailer) => r.category_name },
    { header: L.retailer_locations, value: (r: CrossCompanyRetailer) => listCell(r.locations) },
    { header: 'Retailer description', value: (r: CrossCompanyRetailer) => r.description },
    { header: 'Listings', value: (r: CrossCompanyRetailer) => r.products_count, kind: 'number' },
    { header: 'Contacts', value: (r: CrossCompanyRetailer) => r.contacts_count, kind: 'number' },
  ],
  read: ({ db, access }: CompanyScope, q, afterId, limit) =>
    queryRetailers(db, { where: and(retailerListWhere(access.companyId, q), gt(companyRetailers.id, afterId)), orderBy: [asc(companyRetailers.id)], limit }),
});

import { and, asc, gt } from 'drizzle-orm';
import { catalogueListQuery } from '@/lib/contract/catalogue-common';
import { IMPORT_FIELD_LABELS as L } from '@/lib/contract/imports';
import type { CompanyParty } from '@/lib/contract/relations';
import { DISTRIBUTORS } from '../../distributors/distributor-kind';
import type { PartyKind } from '../../partners/read-company-parties';
import { PARTNERS, partyColumns, partyListWhere, toCompanyParty } from '../../partners/read-company-parties';
import type { CompanyScope } from '../export-dataset';
import { defineDataset } from '../export-dataset';

/** Partners and distributors are one resource over two tables, so one export over either. */
function partiesExport(kind: PartyKind, name: string, labels: { name: string; website: string }) {
  return defineDataset({
    name,
    title: name,
    ability: 'companies',
    query: catalogueListQuery.omit({ page: true, per_page: true }),
    columns: [
      { header: labels.name, value: (p: CompanyParty) => p.name },
      { header: labels.website, value: (p: CompanyParty) => p.website },
      { header: `${labels.name} description`, value: (p: CompanyParty) => p.description },
    ],
    read: async ({ db, access }: CompanyScope, q, afterId, limit) => {
      const rows = await db
        .select(partyColumns(kind))
        .from(kind.table)
        .where(and(partyListWhere(kind, access.companyId, q), gt(kind.table.id, afterId)))
        .orderBy(asc(kind.table.id))
        .limit(limit);
      return rows.map(toCompanyParty);
    },
  });
}

/** `companies/{id}/exports/partners` and `…/distributors`: the lists (search by name) under the import's labels. */
export const partnersExport = partiesExport(PARTNERS, 'partners', { name: L.partner_name, website: L.partner_website });
export const distributorsExport = partiesExport(DISTRIBUTORS, 'distributors', { name: L.distributor_name, website: L.distributor_website });

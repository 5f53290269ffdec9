import { IMPORT_FIELD_LABELS as L } from '@/lib/contract/imports';
import { PARTNERS } from '../../partners/read-company-parties';
import { partiesExport } from './catalogue-parties';

/** `companies/{id}/exports/partners`: the partners list (search by name) under the import's labels. */
export const partnersExport = partiesExport(PARTNERS, 'partners', { name: L.partner_name, website: L.partner_website });

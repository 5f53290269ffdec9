import { IMPORT_FIELD_LABELS as L } from '@/lib/contract/imports';
import { DISTRIBUTORS } from '../../distributors/distributor-kind';
import { partiesExport } from './catalogue-parties';

/** `companies/{id}/exports/distributors`: the distributors list (search by name) under the import's labels. */
export const distributorsExport = partiesExport(DISTRIBUTORS, 'distributors', { name: L.distributor_name, website: L.distributor_website });

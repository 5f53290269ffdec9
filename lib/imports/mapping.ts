/** The mapping step's logic (pure, tested in mapping.test.ts): fields grouped by entity, checks, what a status shows. */
import { IMPORT_FIELD_LABELS, IMPORT_FIELDS } from '@/lib/contract/imports';
import type { ImportField, ImportMapping } from '@/lib/contract/imports';

/** The groups of the field select, in the order people read a line of business. */
const GROUPS: [prefix: string, label: string][] = [
  ['brand_', 'Brand'],
  ['product_', 'Product'],
  ['retailer_', 'Retailer'],
  ['listing_', 'Listing at the retailer'],
  ['contact_', 'Contact at the retailer'],
  ['partner_', 'Partner'],
  ['distributor_', 'Distributor'],
];

export type FieldGroup = { label: string; fields: { value: ImportField; label: string }[] };

export const FIELD_GROUPS: FieldGroup[] = GROUPS.map(([prefix, label]) => ({
  label,
  fields: IMPORT_FIELDS.filter((f) => f.startsWith(prefix)).map((value) => ({ value, label: IMPORT_FIELD_LABELS[value] })),
}));

const FIELD_SET = new Set<string>(IMPORT_FIELDS);
export const isImportField = (value: string): value is ImportField => FIELD_SET.has(value);

/** One entry per header of the file: the suggestion (or the mapping last sent), null for anything unknown. */
export function initialMapping(headers: readonly string[], suggested: ImportMapping): ImportMapping {
  const mapping: ImportMapping = {};
  for (const header of headers) {
    const field = suggested[header];
    mapping[header] = field && isImportField(field) ? field : null;
  }
  return mapping;
}

/** What is wrong with a mapping: `form` for the whole, `byHeader` for the rows of the columns at fault. */
export type MappingProblems = { form: string | null; byHeader: Record<string, string> };

/** Each field maps one column at most; at least one column is imported, and a product or retailer is named. */
export function mappingProblems(mapping: ImportMapping): MappingProblems {
  const byHeader: Record<string, string> = {};
  const first = new Map<ImportField, string>();
  for (const [header, field] of Object.entries(mapping)) {
    if (!field) continue;
    const earlier = first.get(field);
    if (earlier !== undefined)
      byHeader[header] = `“${IMPORT_FIELD_LABELS[field]}” is already the field of column “${earlier}”. Choose another field or ignore this column.`;
    else first.set(field, header);
  }
  let form: string | null = null;
  if (first.size === 0) form = 'Choose a field for at least one column: every column is ignored.';
  else if (
    !['product_name', 'product_sku', 'product_upc', 'retailer_name', 'retailer_website', 'brand_name', 'partner_name', 'distributor_name'].some((f) =>
      first.has(f as ImportField),
    )
  )
    form = 'Map a column that names a record: a product (name, SKU or UPC), a brand, a retailer, a partner or a distributor.';
  else if (Object.keys(byHeader).length > 0) form = 'Two columns have the same field. Each field can take one column.';
  return { form, byHeader };
}

/** Distinct sample values of one column, blanks left out (at most `max`). */
export function sampleValues(sample: readonly (readonly string[])[], column: number, max = 3): string[] {
  const values = new Set(sample.map((row) => (row[column] ?? '').trim()).filter((v) => v !== ''));
  return [...values].slice(0, max);
}

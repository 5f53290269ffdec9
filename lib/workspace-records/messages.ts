import { KINDS } from './kinds';
import type { RecordKind } from './kinds';

/**
 * Section 8's texts for workspace retailers, brands, products and their notes: fallback errors
 * ("Error fetching retailers", "Error updating retailer note") and success toast titles that say
 * what happened: a company record is added to or removed from the workspace, never created or
 * deleted here ("Retailer added to the workspace", "Note has been updated successfully").
 */
export function recordMessages(kind: RecordKind) {
  const { One, many } = KINDS[kind];
  return {
    fetchList: `Error fetching ${many}`,
    fetchOne: `Error fetching ${many}`,
    create: `Error creating ${many}`,
    delete: `Error deleting ${many}`,
    added: `${One} added to the workspace`,
    removed: `${One} removed from the workspace`,
  } as const;
}

/** No "created" toast for notes: the note is added inline and appears in the list. */
export function noteMessages(kind: RecordKind) {
  return {
    fetch: 'Error fetching notes',
    create: 'Error creating notes',
    // Spec §8 names the retailer one; brand and product notes follow the same pattern.
    update: `Error updating ${KINDS[kind].one} note`,
    delete: 'Error deleting notes',
    updated: 'Note has been updated successfully',
    deleted: 'Note deleted',
  } as const;
}

/** The retailer detail's related lists, and the home's counts. */
export const SUB_LIST_MSG = {
  contacts: 'Error fetching contacts',
  products: 'Error fetching products',
  insights: 'Error fetching insights',
  files: 'Error fetching files',
  reviews: 'Error fetching reviews',
  companies: 'Error fetching companies',
  companyRetailers: 'Error fetching retailers',
  brands: 'Error fetching brands',
} as const;

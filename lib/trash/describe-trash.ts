import type { TrashEntry } from '@/lib/contract/trash';

/** A table's rows as people call them, singular and plural; tables not named here are not listed. */
const NOUNS: Record<string, [string, string]> = {
  file_versions: ['version', 'versions'],
  discussions: ['discussion', 'discussions'],
  discussion_comments: ['comment', 'comments'],
  tasks: ['task', 'tasks'],
  meetings: ['meeting', 'meetings'],
  files: ['file', 'files'],
  insights: ['insight', 'insights'],
  insight_resources: ['resource', 'resources'],
  notes: ['note', 'notes'],
  products: ['product', 'products'],
  brands: ['brand', 'brands'],
  company_retailers: ['retailer', 'retailers'],
  retailer_products: ['listing', 'listings'],
  contacts: ['contact', 'contacts'],
  monitoring_pages: ['monitored page', 'monitored pages'],
  workspaces: ['workspace', 'workspaces'],
};

/** The kind of record, from the path of its delete (`files` → "File", `retailers` → "Retailer"). */
export function trashKind(entry: TrashEntry): string {
  const segment = entry.subject.type.replace(/-/g, ' ');
  const singular = segment.endsWith('ies') ? `${segment.slice(0, -3)}y` : segment.replace(/s$/, '');
  return singular.charAt(0).toUpperCase() + singular.slice(1);
}

/**
 * What went with the record ("3 versions, 1 discussion, 2 comments"): its own row is not
 * counted, only what came along with it, in a fixed order.
 */
export function trashContents(entry: TrashEntry): string {
  const parts: string[] = [];
  for (const [table, [one, many]] of Object.entries(NOUNS)) {
    const n = (entry.contents[table] ?? 0) - (table === entry.table ? 1 : 0);
    if (n > 0) parts.push(`${n} ${n === 1 ? one : many}`);
  }
  return parts.join(', ');
}

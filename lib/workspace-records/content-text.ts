import type { FileRecord } from '@/lib/contract/files';
import type { Insight } from '@/lib/contract/insights';
import { formatDay } from '@/lib/retailers/dates';
import { formatBytes, urlHost } from './format';

/** What a file holds now: its latest version's document (name, size) or external link's host. */
export function fileContentText(file: Pick<FileRecord, 'file' | 'external_url' | 'latest_version'>): string {
  const version = `v${file.latest_version.version}`;
  if (file.file) return `${version} · ${file.file.original_name} · ${formatBytes(file.file.size)}`;
  if (file.external_url) return `${version} · Link to ${urlHost(file.external_url)}`;
  return version;
}

/** An insight's type, retailer, location and applicable date, as one line. */
export const insightDetailText = (i: Pick<Insight, 'type' | 'retailer_name' | 'retailer_location' | 'applicable_date'>): string =>
  [i.type, i.retailer_name, i.retailer_location, i.applicable_date ? `for ${formatDay(i.applicable_date)}` : null].filter(Boolean).join(' · ');

import type { DirectoryEntry } from '@/lib/contract/directories';

type Prefillable = { name: string; website: string; description: string };

/**
 * A form's values after picking a directory entry: the entry's name, website and description fill
 * the fields still empty (what the user already typed is kept).
 */
export function prefillFromEntry<V extends Prefillable>(values: V, entry: Pick<DirectoryEntry, 'name' | 'website' | 'description'>): V {
  const fill = (current: string, from: string | null) => (current.trim() === '' && from ? from : current);
  return {
    ...values,
    name: fill(values.name, entry.name),
    website: fill(values.website, entry.website),
    description: fill(values.description, entry.description),
  };
}

/** "example.com" of a website for compact display (the text itself when it is not a URL). */
export function websiteHost(url: string | null | undefined): string {
  if (!url) return '';
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}

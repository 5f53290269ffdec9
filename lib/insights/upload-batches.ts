/** `POST insights/resources` takes at most this many `file` parts per request. */
export const MAX_RESOURCES_PER_REQUEST = 10;

/** Files split into requests of at most `size`, in order. */
export function uploadBatches<T>(files: readonly T[], size = MAX_RESOURCES_PER_REQUEST): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < files.length; i += size) out.push(files.slice(i, i + size));
  return out;
}

/**
 * Overall progress (0–1) while batch `index` of `sizes` (bytes per batch) is `fraction` sent:
 * weighted by bytes so one large file does not jump the bar.
 */
export function overallProgress(sizes: readonly number[], index: number, fraction: number): number {
  const total = sizes.reduce((a, b) => a + b, 0);
  if (total <= 0) return sizes.length ? Math.min(1, (index + fraction) / sizes.length) : 1;
  const done = sizes.slice(0, index).reduce((a, b) => a + b, 0);
  return Math.min(1, (done + (sizes[index] ?? 0) * fraction) / total);
}

export const uploadLabel = (names: readonly string[]) => (names.length === 1 ? `Uploading ${names[0]}` : `Uploading ${names.length} files`);

/** A byte count for people: "850 B", "12 KB", "3.4 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / 1024 / 1024;
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

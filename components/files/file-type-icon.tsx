import { cn } from '@/components/ui/cn';
import type { DocumentKind } from '@/lib/files/format';

/** Badge tints: the letters keep 4.5:1 on their tint (file-type-icon.test.ts; red-600 on red-50 was 4.36:1). */
export const TINTS: Record<DocumentKind, string> = {
  pdf: 'bg-red-50 text-red-700',
  word: 'bg-blue-50 text-blue-700',
  sheet: 'bg-emerald-50 text-emerald-700',
  slides: 'bg-orange-50 text-orange-700',
  image: 'bg-violet-50 text-violet-700',
  text: 'bg-slate-100 text-slate-600',
  archive: 'bg-amber-50 text-amber-700',
  link: 'bg-sky-50 text-sky-700',
  other: 'bg-slate-100 text-slate-600',
};

const SHORT: Partial<Record<DocumentKind, string>> = { pdf: 'PDF', word: 'DOC', sheet: 'XLS', slides: 'PPT', text: 'TXT', archive: 'ZIP' };

/** A small tinted badge for a document kind (decorative: the kind is also written beside it). */
export function FileTypeIcon({ kind, className }: { kind: DocumentKind; className?: string }) {
  const box = cn('flex size-9 shrink-0 items-center justify-center rounded-lg text-[10px] font-bold tracking-wide', TINTS[kind], className);
  if (kind === 'link') {
    return (
      <span aria-hidden="true" className={box}>
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" className="size-4">
          <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
          <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
        </svg>
      </span>
    );
  }
  if (kind === 'image' || kind === 'other') {
    return (
      <span aria-hidden="true" className={box}>
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" className="size-4">
          {kind === 'image' ? (
            <>
              <rect x="3" y="3" width="18" height="18" rx="2" />
              <circle cx="9" cy="9" r="2" />
              <path d="m21 15-5-5L5 21" />
            </>
          ) : (
            <>
              <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
              <path d="M14 3v5h5" />
            </>
          )}
        </svg>
      </span>
    );
  }
  return (
    <span aria-hidden="true" className={box}>
      {SHORT[kind]}
    </span>
  );
}

/** A category as a soft pill; nothing when there is none. */
export function CategoryBadge({ category }: { category: string | null }) {
  if (!category) return null;
  return (
    <span className="inline-flex items-center rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium whitespace-nowrap text-primary">{category}</span>
  );
}

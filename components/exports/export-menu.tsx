import { buttonClasses } from '@/components/ui/button';
import { ChevronDownIcon } from '@/components/ui/chevron-down-icon';
import { cn } from '@/components/ui/cn';
import type { ExportFormat, ExportTarget } from '@/lib/exports/export-url';
import { exportUrl } from '@/lib/exports/export-url';

const FORMATS: { format: ExportFormat; label: string; hint: string }[] = [
  { format: 'csv', label: 'CSV', hint: 'Comma-separated text' },
  { format: 'xlsx', label: 'Excel', hint: 'An .xlsx workbook' },
];

/**
 * "Export" in a list's toolbar (decision 0029): CSV or Excel of the whole list as filtered and
 * searched on screen, downloaded through the BFF like any document. A native disclosure
 * (`details`/`summary`) holding two plain links, so it needs no script: Enter or Space opens it,
 * Tab reaches the links, and a tap works on a phone. The upstream decides access as for the list.
 */
export function ExportMenu({ target, noun, className }: { target: ExportTarget; noun: string; className?: string }) {
  return (
    <details className={cn('group relative', className)}>
      <summary
        className={cn(buttonClasses({ variant: 'outline', size: 'small' }), 'cursor-pointer list-none gap-1 [&::-webkit-details-marker]:hidden')}
        aria-label={`Export ${noun}`}
      >
        Export
        <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <ul
        className="absolute left-0 z-30 mt-1 min-w-48 rounded-card border border-border bg-surface p-1 shadow-lg sm:right-0 sm:left-auto"
        aria-label={`Export ${noun} as`}
      >
        {FORMATS.map(({ format, label, hint }) => (
          <li key={format}>
            <a
              href={exportUrl(target, format)}
              download
              className="flex flex-col rounded-control px-3 py-2 text-left text-sm text-foreground outline-none hover:bg-muted focus-visible:bg-muted"
            >
              <span className="font-medium">{label}</span>
              <span className="text-xs text-muted-foreground">{hint}</span>
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

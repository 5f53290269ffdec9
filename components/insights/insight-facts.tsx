import { Fact, FACT_TERM } from '@/components/ui/detail-facts';
import { formatBytes } from '@/lib/insights/upload-batches';
import { brandProductLine, formatDay, personName } from '@/lib/insights/insight-format';
import { insightFileUrl } from '@/lib/insights/insight-paths';
import { formatDay as formatCalendarDay } from '@/lib/dates/format-date';
import type { InsightDetail } from '@/lib/contract/insights';
import { DownloadIcon, LinkIcon } from './insight-icons';

/** The insight's fields, its summary and its document (download through the BFF, or the external link). */
export function InsightFacts({ insight }: { insight: InsightDetail }) {
  // An unset fact is left empty: Fact shows it as the detail screens' "—" ("Not set" to a screen reader).
  const facts: [string, string | null][] = [
    ['Type', insight.type],
    ['Category', insight.category],
    ['Retailer', insight.retailer_name],
    ['Retailer location', insight.retailer_location],
    ['Brand / product', brandProductLine(insight)],
    ['Applicable date', formatCalendarDay(insight.applicable_date)],
    ['Workspaces', insight.workspaces.map((w) => w.name).join(', ')],
    ['Added by', `${personName(insight.created_by)} · ${formatDay(insight.created_at)}`],
  ];
  return (
    <div className="space-y-4">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <Fact key={label} term={label}>
            {value}
          </Fact>
        ))}
      </dl>
      {insight.summary ? (
        <section aria-label="Summary">
          <h3 className={FACT_TERM}>Summary</h3>
          <p className="mt-1 text-sm whitespace-pre-wrap text-foreground">{insight.summary}</p>
        </section>
      ) : null}
      <InsightDocument insight={insight} />
    </div>
  );
}

function InsightDocument({ insight }: { insight: InsightDetail }) {
  if (insight.file) {
    return (
      <a
        href={insightFileUrl(insight.id)}
        download
        className="flex items-center gap-3 rounded-card border border-border px-3 py-2 text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
      >
        <DownloadIcon className="size-4 shrink-0 text-primary" />
        <span className="min-w-0 flex-1 truncate font-medium">
          <span className="sr-only">Download </span>
          {insight.file.original_name}
        </span>
        <span className="shrink-0 text-xs text-muted-foreground">{formatBytes(insight.file.size)}</span>
      </a>
    );
  }
  if (insight.external_url) {
    return (
      <a
        href={insight.external_url}
        target="_blank"
        rel="noopener noreferrer"
        className="flex items-center gap-3 rounded-card border border-border px-3 py-2 text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
      >
        <LinkIcon className="size-4 shrink-0 text-primary" />
        <span className="min-w-0 flex-1 truncate text-primary">{insight.external_url}</span>
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    );
  }
  return null;
}

import { formatBytes } from '@/lib/insights/upload-batches';
import { brandProductLine, formatDay, personName } from '@/lib/insights/insight-format';
import { insightFileUrl } from '@/lib/insights/insight-paths';
import type { InsightDetail } from '@/lib/contract/insights';
import { DownloadIcon, LinkIcon } from './insight-icons';

const dash = (v: string | null | undefined) => v || '—';

/** The insight's fields, its summary and its document (download through the BFF, or the external link). */
export function InsightFacts({ insight }: { insight: InsightDetail }) {
  const facts: [string, string][] = [
    ['Type', insight.type],
    ['Category', dash(insight.category)],
    ['Retailer', dash(insight.retailer_name)],
    ['Retailer location', dash(insight.retailer_location)],
    ['Brand / product', dash(brandProductLine(insight))],
    ['Applicable date', formatDay(insight.applicable_date)],
    ['Workspaces', insight.workspaces.map((w) => w.name).join(', ') || '—'],
    ['Added by', `${personName(insight.created_by)} · ${formatDay(insight.created_at)}`],
  ];
  return (
    <div className="space-y-4">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
            <dd className="mt-0.5 break-words text-sm text-foreground">{value}</dd>
          </div>
        ))}
      </dl>
      {insight.summary ? (
        <section aria-label="Summary">
          <h3 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Summary</h3>
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

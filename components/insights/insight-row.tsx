import { RowLink } from '@/components/workspace-content/list-screen';
import type { Insight } from '@/lib/contract/insights';
import { brandProductLine, formatDay, personName, retailerLine } from '@/lib/insights/insight-format';
import { countOf } from '@/lib/ui/plural';

const GRID = 'sm:grid sm:grid-cols-[minmax(0,2fr)_minmax(0,1.5fr)_7rem_6rem_minmax(0,1fr)] sm:gap-4';

type Props = { insight: Insight; href: string; onOpen: (id: number) => void };

/**
 * One insight: the name opens the detail in place (a real link, so it can open in a new tab or be
 * copied); type and category, retailer and location, brand / product, date, resources, author.
 */
export function InsightRow({ insight, href, onOpen }: Props) {
  const retailer = retailerLine(insight);
  const brandProduct = brandProductLine(insight);
  const resources = countOf(insight.resources.length, 'resource');
  return (
    <li className={`relative px-4 py-3 compact:py-1.5 hover:bg-muted/60 focus-within:bg-muted/60 ${GRID}`}>
      <div className="min-w-0">
        <RowLink href={href} onOpen={() => onOpen(insight.id)} focus="underline" className="block truncate text-sm text-foreground">
          {insight.name}
        </RowLink>
        <p className="mt-0.5 flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
          <span className="rounded-full bg-primary-soft px-2 py-0.5 font-medium text-primary">{insight.type}</span>
          {insight.category ? <span>{insight.category}</span> : null}
        </p>
      </div>
      <div className="mt-1 min-w-0 text-sm text-muted-foreground sm:mt-0">
        <p className="truncate">{retailer ?? <span className="hidden sm:inline">—</span>}</p>
        {brandProduct ? <p className="truncate text-xs">{brandProduct}</p> : null}
      </div>
      <p className="mt-1 text-xs text-muted-foreground sm:hidden">
        {[insight.applicable_date ? formatDay(insight.applicable_date) : null, resources, personName(insight.created_by)].filter(Boolean).join(' · ')}
      </p>
      <span className="hidden text-sm text-muted-foreground sm:block">{formatDay(insight.applicable_date)}</span>
      <span className="hidden text-sm text-muted-foreground sm:block">{resources}</span>
      <span className="hidden truncate text-sm text-muted-foreground sm:block">{personName(insight.created_by)}</span>
    </li>
  );
}

/** Column captions above the rows on wider screens. */
export function InsightColumns() {
  return (
    <div aria-hidden="true" className={`hidden border-b border-border px-4 py-2 text-xs font-medium tracking-wide text-muted-foreground uppercase ${GRID}`}>
      <span>Insight</span>
      <span>Retailer · brand / product</span>
      <span>Applicable</span>
      <span>Resources</span>
      <span>Author</span>
    </div>
  );
}

import type { ReactNode } from 'react';
import type { TestExtractionResult } from '@/lib/contract/monitoring/test-extraction';
import { AVAILABILITY_LABELS } from '@/lib/monitoring/current-prices';
import { PAGE_STATUS } from '@/lib/monitoring/labels';
import { formatMoney } from '@/lib/monitoring/money';
import { FETCHER_LABELS, READ_SOURCE_LABELS, testExtractionHeadline } from '@/lib/monitoring/test-extraction';
import { StatusBadge } from './status-badge';

function Row({ label, source, children }: { label: string; source?: string | null; children: ReactNode }) {
  return (
    <div className="grid gap-x-3 gap-y-0.5 py-1.5 sm:grid-cols-[8rem_1fr]">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">
        {children}
        {source ? <span className="text-muted-foreground"> · read from {source}</span> : null}
      </dd>
    </div>
  );
}

/** What a test extraction found (or why it found nothing): each value with where it was read. */
export function TestExtractionResultView({ result: r }: { result: TestExtractionResult }) {
  const status = PAGE_STATUS[r.page_status];
  const src = (s: keyof typeof READ_SOURCE_LABELS | null | undefined) => (s ? READ_SOURCE_LABELS[s] : null);
  return (
    <div className="space-y-2 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
        <span className="font-medium">{testExtractionHeadline(r)}</span>
      </div>
      {r.message ? <p className="break-words text-muted-foreground">{r.message}</p> : null}
      <dl className="divide-y divide-border">
        {r.price ? (
          <Row label="Price" source={src(r.price.source)}>
            <span className="font-semibold tabular-nums">{formatMoney(r.price.amount, r.price.currency)}</span>
            {r.price.list_amount !== null ? <span className="text-muted-foreground"> (list {formatMoney(r.price.list_amount, r.price.currency)})</span> : null}
            <span className="text-muted-foreground"> from “{r.price.raw}”</span>
          </Row>
        ) : null}
        {r.availability ? (
          <Row label="Availability" source={src(r.availability.source)}>
            {AVAILABILITY_LABELS[r.availability.value]}
          </Row>
        ) : null}
        {r.title ? (
          <Row label="Title" source={src(r.title.source)}>
            {r.title.value}
          </Row>
        ) : null}
        {r.rating ? (
          <Row label="Rating" source={src(r.rating.source)}>
            {r.rating.value} / {r.rating.best ?? 5}
            {r.rating.count !== null ? ` (${r.rating.count} ratings)` : ''}
          </Row>
        ) : null}
        {r.extraction_status !== null ? <Row label="Reviews">{r.reviews_count === 0 ? 'None on the page' : `${r.reviews_count} on the page`}</Row> : null}
        {r.offers.length > 1 ? (
          <Row label="Offers">
            <ul className="space-y-0.5">
              {r.offers.map((o, i) => (
                <li key={i}>
                  {[o.name, o.sku && `SKU ${o.sku}`, o.gtin && `GTIN ${o.gtin}`].filter(Boolean).join(' · ') || `Offer ${i + 1}`}:{' '}
                  {formatMoney(o.amount, o.currency)}, {AVAILABILITY_LABELS[o.availability]}
                </li>
              ))}
            </ul>
          </Row>
        ) : null}
        {r.problems.length > 0 ? <Row label="Notes">{r.problems.join(', ')}</Row> : null}
        {r.fetcher !== null && r.http_status !== null ? (
          <Row label="Fetched">
            {FETCHER_LABELS[r.fetcher]}, HTTP {r.http_status}
            {r.final_url ? <span className="block break-all text-muted-foreground">{r.final_url}</span> : null}
          </Row>
        ) : null}
      </dl>
    </div>
  );
}

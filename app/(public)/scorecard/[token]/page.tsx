import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ScorecardTable } from '@/components/monitoring/map/scorecard-table';
import { formatDate } from '@/lib/dates/format-date';
import { publicScorecard } from '@/lib/monitoring/server-scorecard';

export const metadata: Metadata = { title: 'Retailer scorecard', robots: { index: false } };

type Props = { params: Promise<{ token: string }> };

/** `/scorecard/<token>`: a published retailer scorecard, read-only, no sign-in; gone links say so. */
export default async function PublicScorecardPage({ params }: Props) {
  const result = await publicScorecard((await params).token);
  if (result.kind === 'missing') notFound();
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-10 sm:px-6">
      {result.kind === 'gone' ? (
        <div role="status" className="rounded-card border border-border bg-surface p-6">
          <h1 className="text-2xl font-semibold text-foreground">This scorecard is no longer available</h1>
          <p className="mt-2 text-muted-foreground">The link expired or was withdrawn. Ask the brand for a new one.</p>
        </div>
      ) : (
        <>
          <header>
            <p className="text-sm font-medium text-primary">Retailer scorecard</p>
            <h1 className="mt-1 text-2xl font-semibold text-foreground sm:text-3xl">
              {result.card.retailer.name}
              {result.card.brand ? ` · ${result.card.brand.name}` : ''}
            </h1>
            <p className="mt-1 text-sm text-muted-foreground">
              {formatDate(result.card.period.from)} – {formatDate(result.card.period.to)} · link valid until {formatDate(result.card.expires_at)}
            </p>
          </header>
          <ScorecardTable card={result.card} />
        </>
      )}
    </div>
  );
}

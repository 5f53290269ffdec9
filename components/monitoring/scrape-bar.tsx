'use client';

import type { Dispatch, SetStateAction } from 'react';
import { Button } from '@/components/ui/button';
import type { MonitoringProduct } from '@/lib/contract/monitoring/products';
import { useScrape } from '@/lib/monitoring/use-scrape';
import { ScrapeProgress } from './scrape-progress';

type Props = {
  companyId: number;
  canEdit: boolean;
  rows: readonly MonitoringProduct[];
  selected: ReadonlySet<number>;
  setSelected: Dispatch<SetStateAction<Set<number>>>;
};

/**
 * The monitoring list's "Select all on this page" and "Scrape now (n)", with the progress of the
 * scrape it started. It renders on the server and hydrates after the list (decision 0020): the
 * scrape's mutation and polling are not in the list's first load.
 */
export function ScrapeBar({ companyId, canEdit, rows, selected, setSelected }: Props) {
  const scrape = useScrape(companyId);
  const allSelected = rows.length > 0 && rows.every((p) => selected.has(p.id));
  const scrapeSelected = async () => {
    const ok = await scrape.start.run({ monitoring_product_ids: [...selected] });
    if (ok) setSelected(new Set());
  };
  return (
    <>
      <ScrapeProgress request={scrape.request} over={scrape.over} onDismiss={scrape.dismiss} />
      {canEdit && rows.length > 0 ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={allSelected}
              onChange={(e) => setSelected(e.target.checked ? new Set(rows.map((p) => p.id)) : new Set())}
            />
            Select all on this page
          </label>
          <Button
            size="small"
            variant="outline"
            disabled={selected.size === 0}
            loading={scrape.start.isPending}
            loadingText="Starting…"
            onClick={() => void scrapeSelected()}
          >
            Scrape now{selected.size > 0 ? ` (${selected.size})` : ''}
          </Button>
        </div>
      ) : null}
    </>
  );
}

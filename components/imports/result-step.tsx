'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardBody, CardFooter, CardHeader } from '@/components/ui/card';
import { Link } from '@/components/ui/link';
import type { ImportResource } from '@/lib/contract/imports';
import { productsHref } from '@/lib/companies/paths';
import { formatDateTime } from '@/lib/dates/format-date';
import { rowsToImport } from '@/lib/imports/labels';
import { importHref, importReportHref } from '@/lib/imports/paths';
import { retailersHref } from '@/lib/retailers/retailer-paths';
import { countOf } from '@/lib/ui/plural';
import { ImportCounts } from './import-counts';
import { ImportErrors } from './import-errors';

/** Step 5: what the import did (or why it stopped), its report, and the lists it filled. */
export function ResultStep({ item }: { item: ImportResource }) {
  const report = importReportHref(item.company_id, item.id);
  const queryClient = useQueryClient();
  // What the import wrote shows on the company's lists: mark them stale, read again when next shown.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['companies', item.company_id], refetchType: 'none' });
  }, [queryClient, item.company_id]);
  const imported = rowsToImport(item);
  const left = item.row_count - imported;
  if (item.status === 'failed') {
    return (
      <Card>
        <CardHeader title="The import stopped" description={item.finished_at ? `At ${formatDateTime(item.finished_at)}.` : undefined} />
        <CardBody className="space-y-3">
          <p role="alert" className="text-sm text-danger">
            {item.failure ?? 'Something went wrong while importing.'}
          </p>
          <p className="text-sm text-muted-foreground">
            The rows written before it stopped stay. Fix the file and import it again: rows already there are updated, not doubled.
          </p>
        </CardBody>
        <CardFooter>
          <a href={report} download className="text-sm font-medium text-primary hover:underline">
            Download report
          </a>
          <ButtonLink href={importHref(item.company_id)}>Import another file</ButtonLink>
        </CardFooter>
      </Card>
    );
  }
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader
          title="Import complete"
          description={`${imported} of ${countOf(item.row_count, 'row')} imported${left > 0 ? ` (${left} left out with problems)` : ''}${item.finished_at ? `, finished ${formatDateTime(item.finished_at)}` : ''}.`}
        />
        <CardBody>
          <ImportCounts counts={item.counts} caption="Records the import created, updated or left unchanged" done />
        </CardBody>
        <CardFooter className="flex-col items-stretch sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm font-medium">
            <Link href={productsHref(item.company_id)} className="text-primary hover:underline">
              See the products
            </Link>
            <Link href={retailersHref(item.company_id)} className="text-primary hover:underline">
              See the retailers
            </Link>
            <a href={report} download className="text-primary hover:underline">
              Download report
            </a>
          </div>
          <ButtonLink href={importHref(item.company_id)} variant="outline">
            Import another file
          </ButtonLink>
        </CardFooter>
      </Card>
      {item.error_count > 0 ? (
        <Card>
          <CardHeader title="Rows left out" />
          <CardBody>
            <ImportErrors item={item} reportHref={report} />
          </CardBody>
        </Card>
      ) : null}
    </div>
  );
}

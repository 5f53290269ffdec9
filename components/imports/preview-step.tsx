'use client';

import { Button } from '@/components/ui/button';
import { Card, CardBody, CardFooter, CardHeader } from '@/components/ui/card';
import type { ImportResource } from '@/lib/contract/imports';
import { rowsToImport } from '@/lib/imports/labels';
import { importReportHref } from '@/lib/imports/paths';
import { useConfirmImport } from '@/lib/imports/use-import-actions';
import { countOf } from '@/lib/ui/plural';
import { ImportCounts } from './import-counts';
import { ImportErrors } from './import-errors';

/** Step 3: what the import would do (nothing is written yet) and the problems by cell; back to the mapping, or import. */
export function PreviewStep({ item, onBack }: { item: ImportResource; onBack: () => void }) {
  const confirm = useConfirmImport(item.company_id, item.id);
  const rows = rowsToImport(item);
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader title="Preview" description={`What importing ${item.file_name} would change. Nothing has been written yet.`} />
        <CardBody>
          <ImportCounts counts={item.counts} caption="Records the import would create, update or leave unchanged" />
        </CardBody>
      </Card>
      <Card>
        <CardHeader title="Problems" />
        <CardBody>
          <ImportErrors item={item} reportHref={importReportHref(item.company_id, item.id)} />
        </CardBody>
        <CardFooter className="flex-col-reverse items-stretch sm:flex-row sm:items-center">
          <Button variant="outline" onClick={onBack} disabled={confirm.isPending}>
            Back to mapping
          </Button>
          <Button onClick={() => void confirm.run()} loading={confirm.isPending} loadingText="Starting…" disabled={rows === 0}>
            Import {countOf(rows, 'row')}
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}

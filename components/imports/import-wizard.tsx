'use client';

import { useEffect, useState } from 'react';
import { BackLink } from '@/components/companies/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { failureText, QueryState } from '@/components/ui/query-state';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { stepOf } from '@/lib/imports/labels';
import { importHref } from '@/lib/imports/paths';
import { IMPORT_FETCH_ERROR, useImport } from '@/lib/imports/use-imports';
import { useImportLive } from '@/lib/imports/use-import-live';
import { serverRendered } from '@/lib/ui/lazy-component';
import { ImportStatusBadge } from './import-status-badge';
import { WizardSteps } from './wizard-steps';

// Each step's code arrives apart from the screen's first load (decision 0020): the page paints from
// the server's HTML, and the step that the status asks for hydrates when its chunk is in. Once the
// screen is up, the other steps' chunks are fetched too, so a step that follows does not flash empty.
const STEP_LOADS = {
  mapping: () => import('./mapping-step').then((m) => m.MappingStep),
  preview: () => import('./preview-step').then((m) => m.PreviewStep),
  progress: () => import('./progress-step').then((m) => m.ProgressStep),
  result: () => import('./result-step').then((m) => m.ResultStep),
};
const MappingStep = serverRendered(STEP_LOADS.mapping);
const PreviewStep = serverRendered(STEP_LOADS.preview);
const ProgressStep = serverRendered(STEP_LOADS.progress);
const ResultStep = serverRendered(STEP_LOADS.result);

type Props = { companyId: number; importId: number; userId: number };

/**
 * `/company/{id}/import/{importId}`: the step the import's status is at. Mapping → (preview) the
 * dry run's counts and errors → (confirm) the progress, live → the result. "Back to mapping" from
 * the preview is the only step chosen here rather than by the status.
 */
export function ImportWizard({ companyId, importId, userId }: Props) {
  const { data: item, isPending, error, refetch } = useImport(companyId, importId);
  useErrorToast(error, IMPORT_FETCH_ERROR);
  useImportLive(userId, companyId, importId);
  const [remapping, setRemapping] = useState(false);
  useEffect(() => {
    for (const load of Object.values(STEP_LOADS)) void load();
  }, []);
  const status = item?.status;
  // Once a new dry run is under way (or the import has started elsewhere), the status leads again.
  const editing = remapping && status === 'previewed';
  const step = editing ? 'Map columns' : status ? stepOf(status) : 'Map columns';

  return (
    <>
      <PageHeader
        eyebrow={<BackLink href={importHref(companyId)} label="Imports" />}
        title={item ? item.file_name : 'Import'}
        description={item ? <ImportStatusBadge status={item.status} /> : undefined}
      />
      <div className="space-y-6">
        <WizardSteps current={step} />
        <QueryState data={item} pending={isPending} failed={error ? failureText(error, IMPORT_FETCH_ERROR) : null} onRetry={refetch} label="the import">
          {(it) => {
            if (it.status === 'mapping' || editing) return <MappingStep item={it} onPreviewed={() => setRemapping(false)} />;
            if (it.status === 'previewed') return <PreviewStep item={it} onBack={() => setRemapping(true)} />;
            if (it.status === 'done' || it.status === 'failed') return <ResultStep item={it} />;
            return <ProgressStep item={it} />;
          }}
        </QueryState>
      </div>
    </>
  );
}

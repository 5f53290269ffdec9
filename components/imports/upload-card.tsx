'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { UploadProgress } from '@/components/ui/progress-bar';
import type { ImportResource } from '@/lib/contract/imports';
import { importRunHref } from '@/lib/imports/paths';
import { fileSize, LIMITS_TEXT } from '@/lib/imports/upload-file';
import { useImportUpload } from '@/lib/imports/use-import-upload';
import { FileDrop } from './file-drop';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Step 1: choose or drop a spreadsheet; once uploaded, the import's own screen maps its columns. */
export function UploadCard({ companyId }: { companyId: number }) {
  const router = useRouter();
  const onUploaded = useCallback((item: ImportResource) => router.push(importRunHref(companyId, item.id)), [companyId, router]);
  const { state, upload } = useImportUpload(companyId, onUploaded);
  return (
    <Card>
      <CardHeader
        title="Upload a spreadsheet"
        description="One row per product and retailer: brands, products, retailers, listings with their URLs, contacts, partners and distributors. Nothing is written before you have seen a preview."
      />
      <CardBody className="space-y-4">
        <FileDrop
          label="Choose a spreadsheet"
          hint={LIMITS_TEXT}
          accept={ACCEPT}
          disabled={state.status === 'sending'}
          errors={state.status === 'failed' ? state.messages : undefined}
          onFile={(file) => void upload(file)}
        />
        {state.status === 'sending' ? (
          <UploadProgress
            value={state.fraction}
            label={state.fraction >= 1 ? `Reading ${state.file.name}…` : `Uploading ${state.file.name} (${fileSize(state.file.size)})`}
          />
        ) : null}
      </CardBody>
    </Card>
  );
}

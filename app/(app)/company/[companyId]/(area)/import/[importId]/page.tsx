import type { Metadata } from 'next';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { ImportWizard } from '@/components/imports/import-wizard';
import { importRunScreen } from '@/lib/imports/server-imports';

export const metadata: Metadata = { title: 'Import from spreadsheet' };

type Props = { params: Promise<{ companyId: string; importId: string }> };

/** One import: the step its status is at (mapping, preview, progress, result), the import prefetched. */
export default async function ImportRunPage({ params }: Props) {
  const { queryClient, companyId, importId, userId } = await importRunScreen(await params);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <ImportWizard companyId={companyId} importId={importId} userId={userId} />
    </HydrationBoundary>
  );
}

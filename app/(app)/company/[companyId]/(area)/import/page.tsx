import type { Metadata } from 'next';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { ImportScreen } from '@/components/imports/import-screen';
import { importScreen } from '@/lib/imports/server-imports';

export const metadata: Metadata = { title: 'Import from spreadsheet' };

type Props = { params: Promise<{ companyId: string }> };

/** Upload a spreadsheet into the company (its admins), and its past imports, prefetched. */
export default async function ImportPage({ params }: Props) {
  const { queryClient, companyId } = await importScreen((await params).companyId);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <ImportScreen companyId={companyId} />
    </HydrationBoundary>
  );
}

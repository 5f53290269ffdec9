import { EmptyState } from '@/components/ui/empty-state';
import { AlertTriangleIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';

/** An honest placeholder for a screen of section 2 that is not built yet. */
export function NotBuilt({ title, what }: { title: string; what: string }) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState icon={AlertTriangleIcon} title="Not built yet" description={`${what} is planned but not available in this version.`} />
    </>
  );
}

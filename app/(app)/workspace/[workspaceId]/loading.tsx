import { PageSkeleton } from '@/components/ui/page-skeleton';

/** Shown at once on navigation while this segment's page loads its data on the server. */
export default function Loading() {
  return <PageSkeleton />;
}

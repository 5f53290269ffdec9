import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { AlertTriangleIcon } from '@/components/ui/icons';

export const metadata: Metadata = { title: 'Not found' };

/**
 * A record or area the signed-in user cannot see, or that does not exist, inside the shell: one
 * header and one <main> (the shell's), not the signed-out 404 page. "Not allowed" and "not found"
 * read the same on purpose: the upstream answers 404 to outsiders so ids are never confirmed.
 */
export default function AppNotFound() {
  return (
    <div className="py-6">
      <h1 className="sr-only">Not found</h1>
      <EmptyState
        icon={AlertTriangleIcon}
        title="This page is not available"
        description="It does not exist, or none of your teams has access to it. Check the address or go back to your home page."
        action={<ButtonLink href="/">Go to the home page</ButtonLink>}
      />
    </div>
  );
}

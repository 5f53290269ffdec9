import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { PublicFooter } from '@/components/public/public-footer';
import { PublicHeaderView } from '@/components/public/public-header';
import { ButtonLink } from '@/components/ui/button';
import { AlertTriangleIcon } from '@/components/ui/icons';
import { readCurrentSession } from '@/lib/session/server-session';
import { isSignedIn } from '@/lib/session/session-data';

export const metadata: Metadata = { title: 'Page not found' };

/** The 404 page for unknown routes (spec §2: the catch-all public route "404"). */
export default async function NotFound() {
  const signedIn = isSignedIn(await readCurrentSession());
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeaderView signedIn={signedIn} />
      <main id="main" className="flex flex-1 items-center justify-center px-4 py-16">
        <div className="max-w-md text-center">
          <div aria-hidden="true" className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
            <AlertTriangleIcon className="size-7" />
          </div>
          <h1 className="mt-6 text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">404 — Page not found</h1>
          <p className="mt-3 text-base text-muted-foreground">
            The page you were looking for does not exist or has moved. Check the address, or head back to your dashboard.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink href="/">Go to the home page</ButtonLink>
            <ButtonLink href="/contact" variant="outline">
              Contact support
            </ButtonLink>
          </div>
          {signedIn ? null : (
            <p className="mt-6 text-sm text-muted-foreground">
              Looking for something else?{' '}
              <Link href="/login" className="font-medium text-primary underline underline-offset-2">
                Log in
              </Link>{' '}
              to find your teams and workspaces.
            </p>
          )}
        </div>
      </main>
      <PublicFooter />
    </div>
  );
}

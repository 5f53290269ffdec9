import { Link } from '@/components/ui/link';
import { ButtonLink } from '@/components/ui/button';
import { readCurrentSession } from '@/lib/session/server-session';
import { isSignedIn } from '@/lib/session/session-data';
import { Logo } from './logo';

/**
 * Header of the public pages. A signed-in visitor (the terms, the 404, a shared link that did not
 * open) is offered the way back into the app, not "Log in / Sign up" as if they had no account. The
 * cookie is only unsealed, never checked upstream: an expired session still lands on the app, which
 * sends it to the login page as usual.
 */
export async function PublicHeader() {
  return <PublicHeaderView signedIn={isSignedIn(await readCurrentSession())} />;
}

export function PublicHeaderView({ signedIn }: { signedIn: boolean }) {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Account" className="flex items-center gap-1 sm:gap-2">
          {signedIn ? (
            <ButtonLink href="/" size="small">
              Open the app
            </ButtonLink>
          ) : (
            <>
              <Link
                href="/login"
                className="rounded-control px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
              >
                Log in
              </Link>
              <ButtonLink href="/signup" size="small">
                Sign up
              </ButtonLink>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}

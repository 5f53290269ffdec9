import { Link } from '@/components/ui/link';
import { ButtonLink } from '@/components/ui/button';
import { Logo } from './logo';

/** Header of the public pages: logo, Log in, Sign up. */
export function PublicHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Account" className="flex items-center gap-1 sm:gap-2">
          <Link
            href="/login"
            className="rounded-control px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
          >
            Log in
          </Link>
          <ButtonLink href="/signup" size="small">
            Sign up
          </ButtonLink>
        </nav>
      </div>
    </header>
  );
}

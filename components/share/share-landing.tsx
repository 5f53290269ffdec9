import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { AlertCircleIcon, AlertTriangleIcon } from '@/components/ui/icons';
import { InfoIcon } from '@/components/ui/more-icons';
import type { ShortCodePreview } from '@/lib/contract/short-codes';
import { ShareLandingSwitchAccount } from './share-landing-switch-account';
import { shareLine } from './share-line';
import { ShareRequestAccess } from './share-request-access';

/**
 * Why /s/{code} did not open its record (see app/(public)/s/[code]/decide-share-landing.ts);
 * `sign-in`: a signed-out visitor, told who shared what before signing in.
 */
export type ShareLandingKind = 'sign-in' | 'forbidden' | 'not-found' | 'expired' | 'failed' | 'unavailable';

type Copy = { title: string; text: (detail?: string) => string; icon: ReactNode; retry?: boolean };

const icon = (node: ReactNode, tone: string) => <div className={`mb-5 flex size-12 items-center justify-center rounded-full ${tone}`}>{node}</div>;
const WARN = 'bg-warning-soft text-amber-700 dark:text-amber-300';
const INFO = 'bg-primary-soft text-primary';

const COPY: Record<ShareLandingKind, Copy> = {
  'sign-in': {
    title: 'Sign in to open this link',
    text: () => 'Sign in to open it. If your teams cannot see it yet, you can ask for access once signed in.',
    icon: icon(<InfoIcon className="size-6" />, INFO),
  },
  forbidden: {
    title: 'You do not have access',
    text: () =>
      'This link leads to a record of a workspace your teams are not part of. Ask the person who shared it to give your team access, or sign in with the account that has it.',
    icon: icon(<AlertCircleIcon className="size-6" />, WARN),
  },
  'not-found': {
    title: 'This link does not exist',
    text: () => 'Check that it was copied in full. If it was, what it pointed to has been deleted.',
    icon: icon(<InfoIcon className="size-6" />, INFO),
  },
  expired: {
    title: 'This link has expired',
    text: () => 'Shared links work for 180 days. Ask the person who shared it for a new one.',
    icon: icon(<InfoIcon className="size-6" />, INFO),
  },
  failed: {
    title: 'The page could not be opened',
    text: (detail) => `The page could not be opened: ${detail ?? 'Something went wrong.'}`,
    icon: icon(<AlertTriangleIcon className="size-6" />, WARN),
    retry: true,
  },
  unavailable: {
    title: 'This link cannot be opened right now',
    text: () => 'Something went wrong on our side. Try again in a moment.',
    icon: icon(<AlertTriangleIcon className="size-6" />, WARN),
    retry: true,
  },
};

export type ShareLandingProps = {
  kind: ShareLandingKind;
  code: string;
  /** The login page that returns to this link (for "Sign in with another account"). */
  loginHref: string;
  detail?: string;
  /** Who shared what (public to the link's holder, decision 0038): the heading when known. */
  preview?: ShortCodePreview | null;
};

const FORBIDDEN_WITH_PREVIEW =
  'Your teams do not have access to it yet. Request access from the people who can give it, or sign in with the account that has it.';

/**
 * The page a shared link shows when it cannot open its record: what happened, in words, and what
 * to do next. Only the text the caller may know is shown (the upstream decides access).
 */
export function ShareLanding({ kind, code, loginHref, detail, preview }: ShareLandingProps) {
  const copy = COPY[kind];
  const told = preview && (kind === 'sign-in' || kind === 'forbidden') ? preview : null;
  const self = `/s/${encodeURIComponent(code)}`;
  return (
    <section aria-labelledby="share-landing-title" className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center sm:py-24">
      {copy.icon}
      <h1 id="share-landing-title" className="text-2xl font-semibold text-foreground">
        {told ? shareLine(told) : copy.title}
      </h1>
      <p className="mt-3 text-muted-foreground" role={kind === 'failed' ? 'alert' : undefined}>
        {told && kind === 'forbidden' ? FORBIDDEN_WITH_PREVIEW : copy.text(detail)}
      </p>
      {told && kind === 'forbidden' ? (
        <div className="mt-8 w-full">
          <ShareRequestAccess code={code} />
        </div>
      ) : null}
      <div className="mt-8 flex w-full flex-col-reverse gap-3 sm:w-auto sm:flex-row sm:justify-center">
        {kind === 'forbidden' ? <ShareLandingSwitchAccount loginHref={loginHref} /> : null}
        {copy.retry ? (
          <ButtonLink href={self} variant="outline" prefetch={false}>
            Try again
          </ButtonLink>
        ) : null}
        {kind === 'sign-in' ? (
          <ButtonLink href={loginHref} prefetch={false}>
            Sign in to open
          </ButtonLink>
        ) : (
          <ButtonLink href="/" variant={told ? 'outline' : undefined}>
            Go home
          </ButtonLink>
        )}
      </div>
    </section>
  );
}

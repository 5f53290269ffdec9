'use client';

import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

export type LinkProps = ComponentProps<typeof NextLink>;

/**
 * The app's link: next/link without viewport prefetching (decision 0014). A plain next/link prefetches
 * its page as soon as it scrolls into view, so a list of 20 rows (and the sidebar, rendered twice
 * for phone and desktop) fired ~40 RSC requests per page view. Here a page is prefetched when the
 * pointer enters or the keyboard focuses the link — the intent to open it — once per link.
 * `prefetch={true}` keeps next/link's own behaviour for the rare link worth it.
 */
/** The app router, or null where none is mounted (a component rendered on its own, as in tests). */
function useOptionalRouter(): ReturnType<typeof useRouter> | null {
  try {
    return useRouter();
  } catch {
    return null;
  }
}

export function Link({ prefetch, onMouseEnter, onFocus, onTouchStart, href, ...props }: LinkProps) {
  const router = useOptionalRouter();
  const url = typeof href === 'string' ? href : href.pathname ? `${href.pathname}${href.search ?? ''}` : null;
  const onIntent = prefetch !== false && url !== null && url.startsWith('/') && !url.startsWith('//');
  const warm = () => {
    if (onIntent) router?.prefetch(url);
  };
  return (
    <NextLink
      {...props}
      href={href}
      prefetch={prefetch === true}
      onMouseEnter={(event) => {
        warm();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        warm();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        warm();
        onTouchStart?.(event);
      }}
    />
  );
}

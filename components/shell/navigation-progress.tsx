'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';

/** A same-origin link to another page than the current one, followed in this tab. */
function isNavigation(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  return url.pathname + url.search !== window.location.pathname + window.location.search;
}

/**
 * A thin bar at the top of the window from the click on a link until the new page's URL is in
 * place, so a slow navigation is never silent (the segment's loading.tsx shows right after).
 */
export function NavigationProgress() {
  const pathname = usePathname();
  const search = useSearchParams();
  const here = `${pathname}?${search.toString()}`;
  // The page the click left from: the bar shows while the URL is still that one.
  const [leaving, setLeaving] = useState<string | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (isNavigation(event)) setLeaving(`${window.location.pathname}?${new URLSearchParams(window.location.search).toString()}`);
    };
    // Back and forward are not clicks: a stale "leaving" must not light the bar on the way back.
    const onPop = () => setLeaving(null);
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPop);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPop);
    };
  }, []);

  if (leaving !== here) return null;
  return (
    <div role="progressbar" aria-label="Loading page" className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-primary/20">
      <div className="h-full w-1/3 bg-primary motion-safe:animate-[nav-progress_1.2s_ease-in-out_infinite]" />
    </div>
  );
}

'use client';

import { lazy, memo, Suspense, useEffect, useRef } from 'react';
import type { ComponentType, ReactNode, RefObject } from 'react';
import { useHydrated } from '@/lib/hooks/use-hydrated';

type Load<P> = () => Promise<ComponentType<P>>;

/**
 * The event an island's mark receives once the island has hydrated; the same name as in the inline
 * script of lib/ui/island-clicks.ts (a module of its own here would cost every first load: see
 * docs/performance.md on Turbopack's module ids).
 */
export const ISLAND_HYDRATED_EVENT = 'island-hydrated';

/** `load` as a React.lazy component, inside its own Suspense boundary. */
function suspended<P extends object>(load: Load<P>, fallback: () => ReactNode): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  return function Suspended(props: P) {
    return (
      <Suspense fallback={fallback()}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

/**
 * A component whose code is its own chunk, loaded in the browser when it first renders: what
 * `next/dynamic(…, { ssr: false })` did, without next/dynamic's runtime (~1.3 kB gzip) in every
 * screen's first load (decisions 0014 and 0020). Renders `loading` (or nothing) on the server and
 * through hydration, so the HTML matches, then until the code has arrived.
 */
export function clientOnly<P extends object>(load: Load<P>, loading: () => ReactNode = () => null): ComponentType<P> {
  const Loaded = suspended(load, loading);
  function ClientOnly(props: P) {
    return useHydrated() ? <Loaded {...props} /> : loading();
  }
  return ClientOnly;
}

/**
 * Rendered inside an island's boundary: once the island has hydrated (or been drawn in the browser),
 * tells the inline script of lib/ui/island-clicks.ts, through the island's mark, to give back the
 * clicks it held meanwhile.
 */
function OnHydrated({ mark }: { mark: RefObject<HTMLTemplateElement | null> }) {
  useEffect(() => {
    mark.current?.dispatchEvent(new Event(ISLAND_HYDRATED_EVENT, { bubbles: true }));
  }, [mark]);
  return null;
}

/**
 * A component rendered on the server as usual whose code is not part of the page's first load: the
 * browser shows the server's HTML at once, and React hydrates it when its chunk arrives, after the
 * rest of the page (React's selective hydration). For what paints from the server and is used a
 * moment later if at all: the header's bell, menus and search, the lists' filter pickers, the
 * impersonation banner (decision 0020). A click on it before its code has arrived is held and given
 * back once it has hydrated (decision 0040): an empty `<template>` (no box, so no layout) before its
 * boundary marks it. It must not create a query a page prefetches (shell-queries.render.test.ts).
 * Memoised, so a parent's re-render before the chunk is in does not make React drop the server's
 * HTML for client rendering.
 */
export function serverRendered<P extends object>(load: Load<P>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  function Island(props: P) {
    const mark = useRef<HTMLTemplateElement>(null);
    return (
      <>
        <template data-island="" ref={mark} />
        <Suspense fallback={null}>
          <Lazy {...props} />
          <OnHydrated mark={mark} />
        </Suspense>
      </>
    );
  }
  return memo(Island) as unknown as ComponentType<P>;
}

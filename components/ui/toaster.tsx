'use client';

import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import type { Toast } from '@/lib/toasts/toast-store';
import { useToasts } from '@/lib/toasts/use-toasts';

const loadItem = () => import('./toast-item').then((m) => m.ToastItem);

/**
 * Renders the toast store at the bottom (full width on phones, bottom-right from `sm`, max 300 px
 * wide): at the top, stacked toasts covered the header's buttons. While a bottom bar is shown
 * (`<html data-bottom-bar>`, set by the new-version banner) the stack rises clear of it.
 * Mount once, in app/providers.tsx.
 */
export function Toaster() {
  const toasts = useToasts();
  // A toast's look (styles, icons, timers) paints nothing until there is a toast: it is imported
  // when the page is idle, or at once for an early toast (decision 0014). The list is always there.
  const [Item, setItem] = useState<ComponentType<{ toast: Toast }> | null>(null);
  const wanted = toasts.length > 0;
  useEffect(() => {
    if (Item) return;
    let live = true;
    const load = () => void loadItem().then((loaded) => live && setItem(() => loaded));
    if (wanted) load();
    const idle = wanted ? null : window.setTimeout(load, 2_000);
    return () => {
      live = false;
      if (idle !== null) window.clearTimeout(idle);
    };
  }, [Item, wanted]);
  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed right-4 bottom-[max(1rem,env(safe-area-inset-bottom))] left-4 z-[70] flex justify-center sm:left-auto sm:justify-end [html[data-bottom-bar]_&]:bottom-36 sm:[html[data-bottom-bar]_&]:bottom-24"
    >
      <div className="flex w-full max-w-[300px] flex-col gap-2">{Item ? toasts.map((t) => <Item key={t.id} toast={t} />) : null}</div>
    </section>
  );
}

'use client';

import type { ErrorProps } from '@/app/_errors/error-props';
import { serverRendered } from '@/lib/ui/lazy-component';

// Every page names its boundaries' code in its first load; the panels load when an error shows
// (decision 0020).
const RootErrorPanel = serverRendered(() => import('@/app/_errors/root-error-panel').then((m) => m.RootErrorPanel));

/** The root boundary, inside the root layout: app/_errors/root-error-panel.tsx says what it shows. */
export default function RootError(props: ErrorProps) {
  return <RootErrorPanel {...props} />;
}

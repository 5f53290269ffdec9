'use client';

import type { ErrorProps } from '@/app/_errors/error-props';
import { serverRendered } from '@/lib/ui/lazy-component';

// Every signed-in page names this boundary's code in its first load; the panel loads when an
// error shows (decision 0020).
const AppErrorPanel = serverRendered(() => import('@/app/_errors/app-error-panel').then((m) => m.AppErrorPanel));

/** Errors of signed-in pages: app/_errors/app-error-panel.tsx says what it shows and does. */
export default function AppError(props: ErrorProps) {
  return <AppErrorPanel {...props} />;
}

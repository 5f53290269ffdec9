import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { TONE_CLASSES } from '@/lib/monitoring/labels';
import type { Tone } from '@/lib/monitoring/labels';

/** A small status pill; the words carry the meaning, the colour only repeats it. */
export function StatusBadge({ tone, children, title }: { tone: Tone; children: ReactNode; title?: string }) {
  return (
    <span title={title} className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap', TONE_CLASSES[tone])}>
      {children}
    </span>
  );
}

'use client';

import { Dialog } from '@/components/ui/dialog';
import { SHORTCUTS } from '@/lib/search/shortcuts';

const KEY = 'inline-flex min-w-6 items-center justify-center rounded border border-border bg-muted px-1.5 py-0.5 font-mono text-xs text-foreground';

/** The `?` sheet: every keyboard shortcut, in words ("g then t"). */
export function ShortcutsHelp({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Keyboard shortcuts" description="They work anywhere outside a text field." size="md">
      <dl className="divide-y divide-border text-sm">
        {SHORTCUTS.map((s) => (
          <div key={s.label} className="flex items-center justify-between gap-4 py-2">
            <dt className="text-foreground">{s.label}</dt>
            <dd className="flex shrink-0 items-center gap-1 text-xs text-muted-foreground">
              {s.keys.map((k, i) => (
                <span key={k} className="flex items-center gap-1">
                  {i > 0 ? <span>{s.keys[0] === 'g' ? 'then' : '+'}</span> : null}
                  <kbd className={KEY}>{k}</kbd>
                </span>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}

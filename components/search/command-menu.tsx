'use client';

import { clientOnly } from '@/lib/ui/lazy-component';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { isCommandMenuShortcut } from '@/lib/search/command-keys';
import { isModalOpen, isTypingTarget } from '@/lib/search/search-keys';

const loadDialog = () => import('./command-menu-dialog');
// cmdk, the dialog and the search list are not needed to paint a page: they load on the first
// Ctrl/Cmd press (the intent) or at the latest when the menu opens (decision 0014).
const CommandMenuDialog = clientOnly(() => loadDialog().then((m) => m.CommandMenuDialog));
const ShortcutsHelp = clientOnly(() => import('./shortcuts-help').then((m) => m.ShortcutsHelp));

/**
 * Ctrl/Cmd+K anywhere opens the command menu (command-menu-dialog.tsx); a second press closes it.
 * A plain key outside a text field and any dialog goes to the single-key shortcuts
 * (lib/search/shortcuts.ts, loaded on the first such key): `?`, `g` then a letter, `c`. Only these
 * listeners are in the first load.
 */
export function CommandMenu({ isSuperadmin, userId }: { isSuperadmin: boolean; userId: number }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  // null until first asked for: the sheet's code loads then, and stays mounted so it can close softly.
  const [help, setHelp] = useState<boolean | null>(null);
  const router = useRouter();

  useEffect(() => {
    let keys = Promise.resolve();
    function onKeyDown(e: KeyboardEvent) {
      // Ctrl or Cmd going down is the intent: fetch the menu's code before K arrives.
      if (e.ctrlKey || e.metaKey) void loadDialog();
      if (isCommandMenuShortcut(e)) {
        e.preventDefault();
        setUsed(true);
        // Not over another open dialog (two focus traps would fight); a second press closes the menu.
        setOpen((o) => (o ? false : !isModalOpen()));
        return;
      }
      if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented || e.repeat || e.key.length !== 1 || isTypingTarget(e.target) || isModalOpen()) return;
      const { key } = e;
      const { pathname, search } = window.location;
      // In order, so "g" is counted before the letter that follows it.
      keys = keys
        .then(() => import('@/lib/search/shortcuts'))
        .then((m) => {
          const action = m.onShortcutKey(key, pathname, search);
          if (action?.type === 'go') router.push(action.href);
          if (action?.type === 'help') setHelp(true);
        })
        .catch(() => undefined);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [router]);

  return (
    <>
      {used ? <CommandMenuDialog isSuperadmin={isSuperadmin} userId={userId} open={open} setOpen={setOpen} /> : null}
      {help === null ? null : <ShortcutsHelp open={help} onOpenChange={setHelp} />}
    </>
  );
}

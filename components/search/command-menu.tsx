'use client';

import { clientOnly } from '@/lib/ui/lazy-component';
import { useEffect, useState } from 'react';
import { isCommandMenuShortcut } from '@/lib/search/command-menu';

const loadDialog = () => import('./command-menu-dialog');
// cmdk, the dialog and the search list are not needed to paint a page: they load on the first
// Ctrl/Cmd press (the intent) or at the latest when the menu opens (decision 0014).
const CommandMenuDialog = clientOnly(() => loadDialog().then((m) => m.CommandMenuDialog));

/**
 * Ctrl/Cmd+K anywhere opens the command menu (command-menu-dialog.tsx); a second press closes it.
 * Only this listener is in the first load.
 */
export function CommandMenu({ isSuperadmin }: { isSuperadmin: boolean }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);

  useEffect(() => {
    function onKeyDown(e: KeyboardEvent) {
      // Ctrl or Cmd going down is the intent: fetch the menu's code before K arrives.
      if (e.ctrlKey || e.metaKey) void loadDialog();
      if (!isCommandMenuShortcut(e)) return;
      e.preventDefault();
      setUsed(true);
      // Not over another open dialog (two focus traps would fight); a second press closes the menu.
      setOpen((o) => (o ? false : !document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]')));
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return used ? <CommandMenuDialog isSuperadmin={isSuperadmin} open={open} setOpen={setOpen} /> : null;
}

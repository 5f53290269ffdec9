'use client';

import { useCreateParam } from '@/lib/ui/use-create-param';

/**
 * Opens a list screen's "New …" dialog when the address asks for it (`?create=1`, from the command
 * menu or the `c` shortcut): useCreateParam as a component, so list screens load it after their
 * first paint (serverRendered) rather than in their first-load JS. Renders nothing.
 */
export function CreateFromAddress({ ready, canCreate, setOpen }: { ready: boolean; canCreate: boolean; setOpen: (open: boolean) => void }) {
  useCreateParam(ready, canCreate, setOpen);
  return null;
}

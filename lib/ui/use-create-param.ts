'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { CREATE_PARAM } from '@/lib/search/command-keys';

/**
 * Opens a list screen's "New …" dialog when the address asks for it (`?create=1`, from the command
 * menu or the `c` shortcut), once the screen knows the caller may create there, and takes the
 * parameter out of the address (`setOpen` is the screen's dialog state setter) so Back or a reload does not open it again. Where the caller may not
 * create, the parameter is dropped and nothing opens (the button would not be there either).
 */
export function useCreateParam(ready: boolean, canCreate: boolean, setOpen: (open: boolean) => void): void {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const asked = params.get(CREATE_PARAM) === '1';
  useEffect(() => {
    if (!asked || !ready) return;
    if (canCreate) setOpen(true);
    const rest = new URLSearchParams(params);
    rest.delete(CREATE_PARAM);
    const query = rest.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  }, [asked, ready, canCreate, setOpen, params, pathname, router]);
}

'use client';

import { useEffect, useRef, useState } from 'react';
import { HeaderPanel } from '@/components/shell/header-panel';
import { isModalOpen, isSlashShortcut } from '@/lib/search/search-keys';
import { SearchBox } from './search-box';
import { SearchIcon } from '@/components/ui/more-icons';

/** A modal dialog is open: "/" must not pull focus out of it (its focus trap would fight back). */

/**
 * The header search: a combobox in the header from `md` up; on phones an icon button opening a
 * full-width sheet with the same box. "/" anywhere outside a text field focuses (or opens) it.
 */
export function HeaderSearch() {
  const inlineRef = useRef<HTMLInputElement>(null);
  const [sheetOpen, setSheetOpen] = useState(false);

  useEffect(() => {
    function onKeyDown(e: KeyboardEvent) {
      if (!isSlashShortcut(e) || isModalOpen()) return;
      e.preventDefault();
      const inline = inlineRef.current;
      // The inline box is display:none on phones; there the shortcut opens the sheet instead.
      if (inline && inline.getClientRects().length > 0) inline.focus();
      else setSheetOpen(true);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <div className="hidden w-full max-w-md min-w-0 md:block">
        <SearchBox variant="inline" inputRef={inlineRef} />
      </div>
      <div className="md:hidden">
        <HeaderPanel
          open={sheetOpen}
          onOpenChange={setSheetOpen}
          title="Search"
          description="Search companies, brands, products, retailers, files, insights, meetings and tasks."
          trigger={
            <button
              type="button"
              aria-label="Search"
              aria-keyshortcuts="/"
              className="rounded-md p-2 text-muted-foreground outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
            >
              <SearchIcon />
            </button>
          }
        >
          <SearchBox variant="sheet" autoFocus onNavigate={() => setSheetOpen(false)} />
        </HeaderPanel>
      </div>
    </>
  );
}

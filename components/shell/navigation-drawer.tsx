'use client';

import { Dialog } from '@/components/ui/dialog';
import { Sidebar } from './sidebar';

/** The sidebar as a drawer, on phones (the shell's "Open navigation" button). */
export function NavigationDrawer({ open, onOpenChange, isSuperadmin }: { open: boolean; onOpenChange: (open: boolean) => void; isSuperadmin: boolean }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Navigation" size="sm">
      <Sidebar isSuperadmin={isSuperadmin} onNavigate={() => onOpenChange(false)} />
    </Dialog>
  );
}

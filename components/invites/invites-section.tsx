'use client';

import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { inviteKey } from '@/lib/invites/invite-endpoints';
import type { PendingInvite } from '@/lib/invites/invite-endpoints';
import { InviteItem } from './invite-item';
import { useClearInvites, useInvites } from '@/lib/invites/use-invites';

function Group({ title, items, headingLevel }: { title: string; items: PendingInvite[]; headingLevel: 2 | 3 }): ReactNode {
  if (items.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-label={title}>
      <Heading className="bg-muted/60 px-4 py-1.5 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{title}</Heading>
      <ul className="divide-y divide-border">
        {items.map((p) => (
          <InviteItem key={inviteKey(p)} pending={p} />
        ))}
      </ul>
    </section>
  );
}

/**
 * Team invites and workspace invites (by team or by email), each with Accept / Decline. A failed
 * fetch shows the lists as empty, silently (spec §8).
 */
/** `headingLevel`: 3 inside the notifications panel (default), 2 on the sign-up card under its h1. */
export function InvitesSection({ headingLevel = 3 }: { headingLevel?: 2 | 3 } = {}) {
  const { invites, inviteCount, isPending } = useInvites();
  const clear = useClearInvites();
  const emptyRef = useRef<HTMLParagraphElement>(null);
  const [cleared, setCleared] = useState(false);
  // "Clear" removes the button that had focus: hand focus to the empty-list text instead of losing it.
  useEffect(() => {
    if (cleared) emptyRef.current?.focus();
  }, [cleared]);

  if (isPending) {
    return (
      <div className="flex justify-center p-6">
        <Spinner label="Loading invites" />
      </div>
    );
  }
  if (inviteCount === 0) {
    return (
      <p ref={emptyRef} tabIndex={-1} className="px-4 py-8 text-center text-sm text-muted-foreground outline-none">
        No pending invites.
      </p>
    );
  }
  return (
    <div>
      <div className="flex items-center justify-between gap-2 px-4 py-2">
        <p className="text-sm text-muted-foreground">
          {inviteCount} pending invite{inviteCount === 1 ? '' : 's'}
        </p>
        <Button
          size="small"
          variant="outline"
          onClick={() => {
            clear();
            setCleared(true);
          }}
          aria-label="Clear invites from this list"
        >
          Clear
        </Button>
      </div>
      <Group headingLevel={headingLevel} title="Team invites" items={invites.team_invites.map((invite) => ({ source: 'team', invite }))} />
      <Group headingLevel={headingLevel} title="Workspace invites" items={invites.workspace_invites.map((invite) => ({ source: 'workspace', invite }))} />
    </div>
  );
}

'use client';

import { Button } from '@/components/ui/button';
import type { FollowKind } from '@/lib/contract/follows';
import { useFollow } from '@/lib/follows/use-follow';
import { BellIcon } from '@/components/ui/bell-icon';

export type FollowButtonProps = { kind: FollowKind; id: number; size?: 'small' | 'base' };

/**
 * "Follow" / "Following" on a record's detail: a toggle (aria-pressed) that tells the signed-in
 * user about comments, new versions and status, time or assignee changes made by others. Hidden
 * until the state is known; a failed read shows nothing (following is never needed to work).
 */
export function FollowButton({ kind, id, size = 'small' }: FollowButtonProps) {
  const { following, failed, toggle } = useFollow(kind, id);
  if (failed || following === null) return null;
  return (
    <Button
      variant="outline"
      size={size}
      icon={<BellIcon />}
      aria-pressed={following}
      title={following ? 'Stop notifications about this' : 'Get notified about changes to this'}
      loading={toggle.isPending}
      onClick={() => toggle.run(!following)}
    >
      {following ? 'Following' : 'Follow'}
    </Button>
  );
}

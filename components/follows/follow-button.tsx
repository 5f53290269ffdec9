'use client';

import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon-base';
import type { IconProps } from '@/components/ui/icon-base';
import type { FollowKind } from '@/lib/contract/follows';
import { useFollow } from '@/lib/follows/use-follow';

const BellIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </Icon>
);

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

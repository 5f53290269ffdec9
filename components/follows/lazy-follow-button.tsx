'use client';

import { buttonClasses } from '@/components/ui/button';
import { clientOnly } from '@/lib/ui/lazy-component';
import type { FollowButtonProps } from './follow-button';
import { BellIcon } from '@/components/ui/bell-icon';

/**
 * The Follow toggle as its own chunk, loaded after the page: it shows nothing until the follow
 * state is read anyway, and the detail screens' first loads stay within budget (decision 0020).
 */
const FollowButton = clientOnly(() => import('./follow-button').then((m) => m.FollowButton));

/**
 * The toggle over an invisible one of its size, from the server's HTML on: the actions beside it
 * keep their places when it appears, instead of wrapping to a new line on a phone and pushing the
 * page down (Lighthouse measured CLS 0.16 on a meeting). The place is as wide as "Following" (a
 * record's author follows it), and the toggle fills it in either state.
 */
export function LazyFollowButton(props: FollowButtonProps) {
  return (
    <span className="inline-grid">
      <span aria-hidden="true" className={buttonClasses({ variant: 'outline', size: props.size ?? 'small', className: 'invisible col-start-1 row-start-1' })}>
        <BellIcon />
        Following
      </span>
      <span className="col-start-1 row-start-1 flex [&>button]:w-full">
        <FollowButton {...props} />
      </span>
    </span>
  );
}

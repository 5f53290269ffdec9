import { Icon } from './icon-base';
import type { IconProps } from './icon-base';

/**
 * The bell of the header's notifications and of the Follow toggle. A module of its own, not in
 * icons.tsx: the Follow toggle's place is drawn in the detail screens' first load, which must not
 * carry the whole icon set for it (decision 0014).
 */
export const BellIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </Icon>
);

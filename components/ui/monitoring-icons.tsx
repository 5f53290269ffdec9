import { Icon } from './icon-base';
import type { IconProps } from './icon-base';

/**
 * The icons a monitored product's screens draw at first paint: the empty states of its alert rules,
 * its current prices and its availability. A module of their own, not in kind-icons.tsx or
 * more-icons.tsx: those screens would otherwise carry the whole set in their first load for one
 * icon each (the bundler keeps a module's every export once one is used).
 */
/** A retailer's web page of a product. */
export const GlobeIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18 14 14 0 0 1 0-18" />
  </Icon>
);
/** An alert rule: a warning light. */
export const SirenIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M7 18v-6a5 5 0 0 1 10 0v6M5 18h14v3H5zM12 2v2M4 6l1.5 1.5M20 6l-1.5 1.5" />
  </Icon>
);
/** An observation (of a page's availability): an eye. */
export const EyeIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
);

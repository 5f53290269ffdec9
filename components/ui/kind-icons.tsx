import { Icon } from './icon-base';
import type { IconProps } from './icon-base';

/**
 * Icons of the kinds of list that have no place of their own in the sidebar (a card's contacts,
 * reviews, discussions, assignees, company users, a monitored product's reports and checks, a
 * company's imports, a webhook's deliveries): their empty states draw them, so no two kinds share one
 * (components/ui/card-empty-state.render.test.ts; the alert rules' and availability's are in
 * monitoring-icons.tsx).
 */
export const ContactIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="12" cy="10" r="2.5" />
    <path d="M7.5 17a4.5 4.5 0 0 1 9 0M8 2v2M16 2v2" />
  </Icon>
);
export const StarIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z" />
  </Icon>
);
export const MessageIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1.1-4.6A8 8 0 1 1 21 12z" />
  </Icon>
);
export const UserCheckIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21a7 7 0 0 1 14 0M16 11l2 2 4-4" />
  </Icon>
);
export const BriefcaseIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M3 13h18" />
  </Icon>
);
/** A report: a sheet with bars. */
export const ReportIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="4" y="3" width="16" height="18" rx="2" />
    <path d="M8 17v-4M12 17V8M16 17v-6" />
  </Icon>
);
/** A check of a page: a stopwatch (each one is timed). */
export const StopwatchIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="14" r="7" />
    <path d="M10 2h4M12 2v5M12 14l3-3M19 7l1.5-1.5" />
  </Icon>
);
/** An import: a spreadsheet. */
export const SpreadsheetIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M3 10h18M3 15h18M9 10v10" />
  </Icon>
);
/** A webhook delivery: a sent message. */
export const SendIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M22 2 11 13M22 2l-7 20-4-9-9-4z" />
  </Icon>
);

import { Icon as BaseIcon } from '@/components/ui/icon-base';
import type { IconProps } from '@/components/ui/icon-base';

/** The meeting screens' icons are 16 px unless told otherwise (the app's are 20). */
const Icon = ({ className = 'size-4', ...p }: IconProps) => <BaseIcon className={className} {...p} />;

/** The meeting screens' action and detail icons (edit, delete, add, time); the calendar and the pin are the app's (ui/icons). */
export const ClockIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);
export const PencilIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 20h4L18.5 9.5a2.1 2.1 0 0 0-3-3L5 17v3Z" />
  </Icon>
);
export const TrashIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </Icon>
);
export const PlusIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);

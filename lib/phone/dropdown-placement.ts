/** Spec §9: the country list opens above its button when less than 200 px is left below it. */
import { DROPDOWN_MIN_SPACE_BELOW_PX } from './constants';

export type DropdownPlacement = 'above' | 'below';

/** `triggerBottom`: the button's bottom edge in viewport pixels (getBoundingClientRect().bottom). */
export function dropdownPlacement(triggerBottom: number, viewportHeight: number): DropdownPlacement {
  return viewportHeight - triggerBottom < DROPDOWN_MIN_SPACE_BELOW_PX ? 'above' : 'below';
}

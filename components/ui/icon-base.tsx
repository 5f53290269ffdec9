import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/** Decorative 20px stroke icons (aria-hidden; label the control that holds them). */
export function Icon({ children, className = 'size-5', ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...props}
    >
      {children}
    </svg>
  );
}

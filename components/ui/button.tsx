import { Link } from './link';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';
import { Spinner } from './spinner';

/** Spec §9: button variants and sizes. */
export type ButtonVariant = 'primary' | 'outline' | 'danger' | 'outlineDark';
export type ButtonSize = 'small' | 'base' | 'large';

const base =
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-control font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover disabled:hover:bg-primary',
  outline: 'border border-border-strong bg-surface text-foreground shadow-xs hover:bg-muted disabled:hover:bg-surface',
  danger: 'bg-danger text-danger-foreground shadow-sm hover:bg-danger-hover focus-visible:outline-danger disabled:hover:bg-danger',
  outlineDark: 'border border-dark bg-transparent text-dark hover:bg-dark hover:text-background disabled:hover:bg-transparent disabled:hover:text-dark',
};

const sizes: Record<ButtonSize, string> = {
  small: 'h-8 px-3 text-sm',
  base: 'h-10 px-4 text-sm',
  large: 'h-12 px-6 text-base',
};

export type ButtonStyleProps = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
};

/** The classes of a button, for elements that must look like one (links, labels). */
export function buttonClasses({ variant = 'primary', size = 'base', fullWidth, className }: ButtonStyleProps = {}): string {
  return cn(base, variants[variant], sizes[size], fullWidth && 'w-full', className);
}

export type ButtonProps = Omit<ComponentProps<'button'>, 'className'> &
  ButtonStyleProps & {
    /** Shows a spinner, sets aria-busy and disables the button. */
    loading?: boolean;
    /** Replaces the label while loading (e.g. "Saving…"). */
    loadingText?: ReactNode;
    /** An icon before the label (hidden while loading). */
    icon?: ReactNode;
  };

export function Button({
  variant,
  size,
  fullWidth,
  className,
  loading = false,
  loadingText,
  icon,
  disabled,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClasses({ variant, size, fullWidth, className })}
      {...props}
    >
      {loading ? <Spinner className={size === 'large' ? 'size-5' : 'size-4'} /> : icon}
      {loading && loadingText ? loadingText : children}
    </button>
  );
}

export type ButtonLinkProps = Omit<ComponentProps<typeof Link>, 'className'> & ButtonStyleProps;

/** The app's Link (prefetched on intent) styled as a button. */
export function ButtonLink({ variant, size, fullWidth, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses({ variant, size, fullWidth, className })} {...props} />;
}

'use client';

import type { FocusEvent } from 'react';
import { toastStore } from '@/lib/toasts/toast-store';
import type { Toast, ToastVariant } from '@/lib/toasts/toast-store';
import { cn } from './cn';
import { AlertCircleIcon, CheckCircleIcon } from './icons';
import { CloseIcon, InfoIcon } from './more-icons';

const styles: Record<ToastVariant, { box: string; icon: string; bar: string }> = {
  default: { box: 'border-border bg-surface', icon: 'text-primary', bar: 'bg-primary/60' },
  success: { box: 'border-success/30 bg-success-soft', icon: 'text-success', bar: 'bg-success/60' },
  error: { box: 'border-danger/30 bg-danger-soft', icon: 'text-danger', bar: 'bg-danger/60' },
};

const icons: Record<ToastVariant, typeof InfoIcon> = {
  default: InfoIcon,
  success: CheckCircleIcon,
  error: AlertCircleIcon,
};

/** One toast (toaster.tsx imports this module when there is a toast to show, or once the page is idle). */
export function ToastItem({ toast }: { toast: Toast }) {
  const style = styles[toast.variant];
  const Icon = icons[toast.variant];
  const progress = toast.duration > 0 ? (toast.timeout / toast.duration) * 100 : 0;
  const leaveFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) toastStore.resume(toast.id);
  };

  // A div, not a list item: its own role (status or alert) would take the item out of a list.
  return (
    <div
      role={toast.variant === 'error' ? 'alert' : 'status'}
      aria-atomic="true"
      onMouseEnter={() => toastStore.pause(toast.id)}
      onMouseLeave={() => toastStore.resume(toast.id)}
      onFocus={() => toastStore.pause(toast.id)}
      onBlur={leaveFocus}
      className={cn('pointer-events-auto relative w-full animate-toast-in overflow-hidden rounded-control border shadow-lg shadow-slate-900/10', style.box)}
    >
      <div className="flex items-start gap-3 p-3 pr-2">
        <Icon className={cn('mt-0.5 size-5 shrink-0', style.icon)} />
        <div className="min-w-0 flex-1 text-sm">
          <p className="font-semibold break-words text-foreground">{toast.title}</p>
          {toast.messages.length === 1 ? (
            <p className="mt-0.5 break-words text-muted-foreground">{toast.messages[0]}</p>
          ) : toast.messages.length > 1 ? (
            <ul className="mt-1 list-disc space-y-0.5 pl-4 break-words text-muted-foreground">
              {toast.messages.map((m, i) => (
                <li key={`${i}-${m}`}>{m}</li>
              ))}
            </ul>
          ) : null}
        </div>
        {toast.action ? (
          <button
            type="button"
            onClick={() => {
              toastStore.dismiss(toast.id);
              toast.action?.run();
            }}
            className="-my-0.5 shrink-0 rounded-control px-2 py-1 text-sm font-semibold text-primary transition-colors hover:bg-slate-900/5 focus-visible:outline-2 focus-visible:outline-ring"
          >
            {toast.action.label}
          </button>
        ) : null}
        {toast.dismissible ? (
          <button
            type="button"
            aria-label="Dismiss notification"
            onClick={() => toastStore.dismiss(toast.id)}
            className="-my-0.5 shrink-0 rounded-control p-1 text-muted-foreground transition-colors hover:bg-slate-900/5 hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <CloseIcon className="size-4" />
          </button>
        ) : null}
      </div>
      {toast.dismissible && toast.duration > 0 ? (
        <div aria-hidden="true" className="absolute inset-x-0 bottom-0 h-0.5">
          <div className={cn('h-full', style.bar)} style={{ width: `${progress}%` }} />
        </div>
      ) : null}
    </div>
  );
}

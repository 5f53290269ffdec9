'use client';

import { Button } from './button';
import { CloseIcon, RefreshIcon } from './more-icons';

/** The notice NewVersionBanner shows: reload now, or dismiss it for this page's life. */
export function NewVersionNotice({ onDismiss }: { onDismiss: () => void }) {
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-4 z-[65] mx-auto flex max-w-lg animate-fade-in flex-wrap items-center gap-3 rounded-card border border-dark bg-dark px-4 py-3 text-sm text-white shadow-xl sm:flex-nowrap dark:border-slate-600 dark:bg-slate-800"
    >
      <RefreshIcon className="size-5 shrink-0 text-indigo-300" />
      <p className="min-w-0 flex-1">
        <span className="font-semibold">A new version of Collab is available.</span> <span className="text-slate-300">Refresh to get the latest changes.</span>
      </p>
      <div className="flex items-center gap-1">
        <Button size="small" variant="outline" onClick={() => window.location.reload()}>
          Refresh
        </Button>
        <button
          type="button"
          aria-label="Dismiss update notice"
          onClick={onDismiss}
          className="rounded-control p-1.5 text-slate-300 transition-colors hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-indigo-300"
        >
          <CloseIcon className="size-4" />
        </button>
      </div>
    </div>
  );
}

'use client';

import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { copyToClipboard } from '@/components/share/copy-to-clipboard';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CopyField } from '@/components/ui/copy-field';
import type { CopyState } from '@/components/ui/copy-field';
import { AlertTriangleIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { CALENDAR_FEED_FETCH_ERROR, useCalendarFeed } from '@/lib/calendar/use-calendar-feed';
import type { CalendarFeed } from '@/lib/contract/calendar';
import { formatDate } from '@/lib/dates/format-date';
import { SectionError } from './section-error';

type Confirm = 'regenerate' | 'off' | null;

/**
 * "Calendar subscription (ICS)": a secret address any calendar app can subscribe to (Outlook, Apple
 * Calendar, Google Calendar by URL). Off: create one. On: when it was made, make a new one (the old
 * stops working) or turn it off. The address is shown once, right after it is made.
 */
export function CalendarFeedSection() {
  const { feed, create, turnOff, newUrl } = useCalendarFeed();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const close = (open: boolean) => {
    if (!open) setConfirm(null);
  };

  let body: ReactNode;
  if (feed.isPending) body = <Spinner label="Loading the calendar subscription" />;
  else if (feed.isError || !feed.data) body = <SectionError text={CALENDAR_FEED_FETCH_ERROR} onRetry={() => feed.refetch()} />;
  else {
    body = (
      <CalendarFeedView
        feed={feed.data}
        newUrl={newUrl}
        creating={create.isPending}
        onCreate={() => void create.run()}
        onRegenerate={() => setConfirm('regenerate')}
        onTurnOff={() => setConfirm('off')}
      />
    );
  }

  return (
    <Card id="calendar-subscription">
      <CardHeader
        title="Calendar subscription (ICS)"
        description="A private address for Outlook, Apple Calendar or any app that subscribes to a calendar by URL: your meetings, kept up to date."
      />
      <CardBody>{body}</CardBody>
      <ConfirmDialog
        open={confirm === 'regenerate'}
        onOpenChange={close}
        title="Make a new address?"
        text="The current address stops working at once: calendars subscribed to it no longer update until you give them the new one."
        confirmLabel="Make a new address"
        pendingLabel="Making…"
        variant="primary"
        onConfirm={() => create.run()}
        pending={create.isPending}
      />
      <ConfirmDialog
        open={confirm === 'off'}
        onOpenChange={close}
        title="Turn off the calendar subscription?"
        text="The address stops working: calendars subscribed to it no longer update. You can make a new address later."
        confirmLabel="Turn off"
        pendingLabel="Turning off…"
        onConfirm={() => turnOff.run()}
        pending={turnOff.isPending}
      />
    </Card>
  );
}

type ViewProps = {
  feed: CalendarFeed;
  /** The address just made (only the `POST` answer has it), or null. */
  newUrl: string | null;
  creating: boolean;
  onCreate: () => void;
  onRegenerate: () => void;
  onTurnOff: () => void;
};

/** The card's body once the feed is known: off, on, or on with the address just made. */
export function CalendarFeedView({ feed, newUrl, creating, onCreate, onRegenerate, onTurnOff }: ViewProps) {
  if (!feed.enabled) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">Off. Nobody can read your meetings through an address.</p>
        <Button size="small" onClick={onCreate} disabled={creating}>
          {creating ? 'Creating…' : 'Create subscription address'}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      {newUrl ? <NewAddress url={newUrl} /> : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm">{feed.created_at ? `On since ${formatDate(feed.created_at)}.` : 'On.'}</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="small" onClick={onRegenerate}>
            Make a new address
          </Button>
          <Button variant="outline" size="small" onClick={onTurnOff}>
            Turn off
          </Button>
        </div>
      </div>
      {newUrl ? null : <p className="text-xs text-muted-foreground">The address was shown once, when it was made. Lost it? Make a new one.</p>}
    </div>
  );
}

function NewAddress({ url }: { url: string }) {
  const [copied, setCopied] = useState<CopyState>('idle');
  const inputRef = useRef<HTMLInputElement>(null);
  async function copy() {
    if (await copyToClipboard(url)) setCopied('copied');
    else {
      inputRef.current?.select();
      setCopied('manual');
    }
  }
  return (
    <div className="space-y-2">
      <p
        role="note"
        className="flex items-start gap-2 rounded-control border border-amber-300 bg-warning-soft p-3 text-sm text-amber-950 dark:border-amber-700 dark:text-amber-100"
      >
        <AlertTriangleIcon className="mt-0.5 size-4 shrink-0" />
        <span>
          Copy it now — for Outlook, Apple Calendar or any app that subscribes to a calendar by URL. It is not shown again; if you lose it, make a new one.
          Anyone with the address can see your meetings.
        </span>
      </p>
      <CopyField
        id="calendar-feed-url"
        label="Calendar subscription address"
        value={url}
        inputRef={inputRef}
        onCopy={() => void copy()}
        copyVariant="outline"
        state={copied}
        copiedText="Copied to the clipboard."
        manualText="Press Ctrl+C (⌘C on a Mac) to copy the selected address."
      />
    </div>
  );
}

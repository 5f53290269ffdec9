'use client';

import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { AlertTriangleIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { GOOGLE_FETCH_ERROR, GOOGLE_PERMISSIONS_URL, useGoogleCalendar } from '@/lib/calendar/use-google-calendar';
import { SectionError } from './section-error';

const NOTE = 'flex items-start gap-2 rounded-control border p-3 text-sm';
const WARNING = `${NOTE} border-amber-300 bg-warning-soft text-amber-950 dark:border-amber-700 dark:text-amber-100`;

/** What Collab may do in the Google account, in plain words (scopes calendar.events and calendar.freebusy). */
function Access() {
  return (
    <p className="text-sm text-muted-foreground">
      Collab asks Google to see and edit events in your calendar and to see when you&apos;re busy — nothing else. Events go into your primary calendar; when you
      connect, meetings that have already ended are not added.
    </p>
  );
}

function Row({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-center justify-between gap-3">{children}</div>;
}

/**
 * Google Calendar (`GET`/`DELETE google/token`): not configured, connect (to Google's consent page),
 * connected, or needs reconnecting (Google refused the stored grant) with the reason and a way back.
 * Disconnecting revokes the access at Google; when Google could not be reached the card says how to
 * remove it by hand.
 */
export function GoogleCalendarSection() {
  const [confirming, setConfirming] = useState(false);
  const { status, disconnect, notRevoked } = useGoogleCalendar();
  const data = status.data;

  let body: ReactNode;
  if (status.isPending) body = <Spinner label="Loading Google Calendar status" />;
  else if (status.isError || !data) body = <SectionError text={GOOGLE_FETCH_ERROR} onRetry={() => status.refetch()} />;
  else if (!data.configured) body = <p className="text-sm text-muted-foreground">Google Calendar is not configured on this server.</p>;
  else if (data.needs_reconnect) {
    body = (
      <div className="space-y-3">
        <div role="alert" className={WARNING}>
          <AlertTriangleIcon className="mt-0.5 size-4 shrink-0" />
          <div className="min-w-0 space-y-1">
            <p className="font-medium">Google Calendar needs reconnecting</p>
            <p className="[overflow-wrap:anywhere]">{data.reconnect_reason ?? 'Google no longer accepts the access you gave.'}</p>
            <p>Meetings are not sent to your calendar until you reconnect.</p>
          </div>
        </div>
        <Row>
          {data.google_email ? <p className="text-sm [overflow-wrap:anywhere]">{data.google_email}</p> : <span />}
          <div className="flex flex-wrap gap-2">
            {data.auth_url ? (
              <a href={data.auth_url} className={buttonClasses({ size: 'small' })}>
                Reconnect Google Calendar
              </a>
            ) : null}
            {data.connected ? (
              <Button variant="outline" size="small" onClick={() => setConfirming(true)}>
                Disconnect
              </Button>
            ) : null}
          </div>
        </Row>
      </div>
    );
  } else if (data.connected) {
    body = (
      <div className="space-y-3">
        <Row>
          <p className="text-sm">
            Connected as <span className="font-medium [overflow-wrap:anywhere]">{data.google_email ?? 'your Google account'}</span>.
          </p>
          <Button variant="outline" size="small" onClick={() => setConfirming(true)}>
            Disconnect
          </Button>
        </Row>
        <Access />
      </div>
    );
  } else if (data.auth_url) {
    body = (
      <div className="space-y-3">
        <Row>
          <p className="text-sm text-muted-foreground">Not connected. You will be asked to allow access on Google&apos;s page.</p>
          <a href={data.auth_url} className={buttonClasses({ size: 'small' })}>
            Connect Google Calendar
          </a>
        </Row>
        <Access />
      </div>
    );
  } else {
    body = <SectionError text={GOOGLE_FETCH_ERROR} onRetry={() => status.refetch()} />;
  }

  return (
    <Card id="google-calendar">
      <CardHeader
        title="Google Calendar"
        description="Meetings you organise or attend are added to your Google Calendar and kept up to date; attendees get Google's invitations."
      />
      <CardBody className="space-y-3">
        {notRevoked && data && !data.connected ? (
          <p role="status" className={WARNING}>
            <AlertTriangleIcon className="mt-0.5 size-4 shrink-0" />
            <span>
              Disconnected here, but Google could not be reached to remove Collab&apos;s access. Remove it yourself in your{' '}
              <a href={GOOGLE_PERMISSIONS_URL} target="_blank" rel="noreferrer noopener" className="font-medium underline underline-offset-2">
                Google Account permissions
              </a>
              .
            </span>
          </p>
        ) : null}
        {body}
      </CardBody>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Disconnect Google Calendar?"
        text="Collab's access is revoked at Google and no more meetings are sent to your calendar. Events already added stay in your Google Calendar, no longer updated. You can connect again at any time."
        confirmLabel="Disconnect"
        pendingLabel="Disconnecting…"
        onConfirm={() => disconnect.run()}
        pending={disconnect.isPending}
      />
    </Card>
  );
}

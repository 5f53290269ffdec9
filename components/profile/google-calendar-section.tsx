'use client';

import type { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { apiData } from '@/lib/api/api-error';
import { apiFetch } from '@/lib/api/api-fetch';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import type { googleStatusResource } from '@/lib/contract/account';
import { profileKeys } from './profile-query-keys';
import { SectionError } from './section-error';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { ACCOUNT_TOAST } from '@/lib/toasts/messages';

type GoogleStatus = z.infer<typeof googleStatusResource>;
const FALLBACK = 'Error connecting Google Calendar';

/** Google Calendar (`GET`/`DELETE google/token`): not configured, connect (to Google's consent page), or connected. */
export function GoogleCalendarSection() {
  const [confirming, setConfirming] = useState(false);
  const status = useQuery({ queryKey: profileKeys.google, queryFn: () => apiData<GoogleStatus>('google/token', { fallback: FALLBACK }) });
  useErrorToast(status.error, FALLBACK);

  const disconnect = useApiMutation<unknown, void>({
    request: () => apiFetch('google/token', { method: 'DELETE', fallback: 'Error disconnecting Google Calendar' }),
    errorFallback: 'Error disconnecting Google Calendar',
    success: ACCOUNT_TOAST.googleDisconnected,
    invalidate: [profileKeys.google],
  });

  let body;
  if (status.isPending) body = <Spinner label="Loading Google Calendar status" />;
  else if (status.isError) body = <SectionError text={FALLBACK} onRetry={() => status.refetch()} />;
  else if (!status.data.configured) {
    body = <p className="text-sm text-muted-foreground">Google Calendar is not configured on this server.</p>;
  } else if (status.data.connected) {
    body = (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm">
          Connected as <span className="font-medium [overflow-wrap:anywhere]">{status.data.google_email ?? 'your Google account'}</span>.
        </p>
        <Button variant="outline" size="small" onClick={() => setConfirming(true)}>
          Disconnect
        </Button>
      </div>
    );
  } else if (status.data.auth_url) {
    body = (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">Not connected. You will be asked to allow access on Google&apos;s page.</p>
        <a href={status.data.auth_url} className={buttonClasses({ size: 'small' })}>
          Connect Google Calendar
        </a>
      </div>
    );
  } else {
    body = <SectionError text={FALLBACK} onRetry={() => status.refetch()} />;
  }

  return (
    <Card id="google-calendar" className="mt-6">
      <CardHeader title="Google Calendar" description="See your meetings in Google Calendar." />
      <CardBody>{body}</CardBody>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Disconnect Google Calendar?"
        text="Meetings will no longer be shared with your Google Calendar. You can connect again at any time."
        confirmLabel="Disconnect"
        pendingLabel="Disconnecting…"
        onConfirm={() => disconnect.run()}
        pending={disconnect.isPending}
      />
    </Card>
  );
}

'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { Link } from '@/components/ui/link';
import { apiFetch } from '@/lib/api/api-fetch';
import type { UnsubscribeInfo } from '@/lib/contract/notification-preferences';
import { toast } from '@/lib/toasts/toast-store';

const SETTINGS = '/profile#notifications';

/** The unsubscribe page's card: what will stop, a button that stops it, or why the link does not work. */
export function UnsubscribeCard({ token, info }: { token: string | null; info: UnsubscribeInfo | null }) {
  const [done, setDone] = useState(info?.unsubscribed ?? false);
  const [pending, setPending] = useState(false);

  if (!token || !info) {
    return (
      <Card>
        <CardBody className="space-y-3 sm:p-8">
          <h1 className="text-xl font-semibold text-foreground">This unsubscribe link does not work</h1>
          <p className="text-sm text-muted-foreground">
            It may have been cut short when it was copied. Open it again from the email, or choose what you get by email in your{' '}
            <Link href={SETTINGS} className="font-medium text-primary underline underline-offset-2">
              notification settings
            </Link>
            .
          </p>
        </CardBody>
      </Card>
    );
  }

  async function stop() {
    setPending(true);
    const res = await apiFetch<UnsubscribeInfo>('unsubscribe', { method: 'POST', query: { token }, fallback: 'Error unsubscribing' });
    setPending(false);
    if (!res.ok) {
      toast.error('Error', res.messages);
      return;
    }
    setDone(true);
  }

  // "What I follow" → "what I follow": only the first letter, so "I" stays a capital.
  const label = info.label.charAt(0).toLowerCase() + info.label.slice(1);
  return (
    <Card>
      <CardBody className="space-y-4 sm:p-8">
        {done ? (
          <>
            <h1 className="text-xl font-semibold text-foreground">You are unsubscribed</h1>
            <p className="text-sm text-muted-foreground" role="status">
              {info.email} gets no more emails about {label}. Everything else stays as it was, and these still show in the app.
            </p>
          </>
        ) : (
          <>
            <h1 className="text-xl font-semibold text-foreground">Stop emails about {label}?</h1>
            <p className="text-sm text-muted-foreground">
              {info.email} will get no more emails about {label}. Other emails, and notifications in the app, stay as they are.
            </p>
            <Button type="button" onClick={() => void stop()} loading={pending} loadingText="Unsubscribing…">
              Unsubscribe
            </Button>
          </>
        )}
        <p className="text-sm text-muted-foreground">
          Change any of this in your{' '}
          <Link href={SETTINGS} className="font-medium text-primary underline underline-offset-2">
            notification settings
          </Link>{' '}
          (you may need to sign in).
        </p>
      </CardBody>
    </Card>
  );
}

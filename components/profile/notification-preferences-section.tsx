'use client';

import { useQuery } from '@tanstack/react-query';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { apiData } from '@/lib/api/api-error';
import { useErrorToast } from '@/lib/api/use-error-toast';
import type { NotificationPreferences } from '@/lib/contract/notification-preferences';
import { NotificationPreferencesForm } from './notification-preferences-form';
import { profileKeys } from './profile-query-keys';
import { SectionError } from './section-error';

const FALLBACK = 'Error getting notification settings';

/** `GET/PUT user/notification-preferences`: channels per kind, instant mail or a daily digest, quiet hours. */
export function NotificationPreferencesSection() {
  const prefs = useQuery({
    queryKey: profileKeys.notificationPreferences,
    queryFn: () => apiData<NotificationPreferences>('user/notification-preferences', { fallback: FALLBACK }),
  });
  useErrorToast(prefs.error, FALLBACK);
  let body;
  if (prefs.isPending) body = <Spinner label="Loading notification settings" />;
  else if (prefs.isError) body = <SectionError text={FALLBACK} onRetry={() => prefs.refetch()} />;
  // Keyed by the saved state: a save elsewhere (another tab, an unsubscribe link) resets the form.
  else body = <NotificationPreferencesForm key={JSON.stringify(prefs.data)} initial={prefs.data} />;
  return (
    <Card id="notifications" className="mt-6">
      <CardHeader title="Notifications" description="What you hear about, in the app and by email, and when email comes." />
      <CardBody>{body}</CardBody>
    </Card>
  );
}

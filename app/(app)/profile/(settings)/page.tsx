import type { Metadata } from 'next';
import { BusinessDetailsCard } from '@/components/profile/business-details-card';
import { CalendarFeedCard, GoogleCalendarCard } from '@/components/profile/calendar-cards';
import { LazyApiTokensSection, LazyDefaultWorkspaceSection } from '@/components/profile/lazy-sections';
import { GoogleResultToast } from '@/components/profile/google-result-toast';
import { LazyNotificationPreferences } from '@/components/profile/lazy-notification-preferences';
import type { GoogleResult } from '@/components/profile/google-result-toast';
import { PhoneSection } from '@/components/profile/phone-section';
import { ProfileForm } from '@/components/profile/profile-form';
import { LazyTrashList } from '@/components/trash/lazy-trash-list';
import { PageHeader } from '@/components/ui/page-header';
import { phoneClientConfig } from '@/lib/env';
import { formatPhoneText } from '@/lib/phone/format-as-you-type';
import { getCurrentUser } from '@/lib/upstream/get-current-user';

export const metadata: Metadata = { title: 'Profile' };

const GOOGLE_RESULTS: readonly GoogleResult[] = ['connected', 'error', 'denied'];

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function ProfilePage({ searchParams }: { searchParams: SearchParams }) {
  const [me, params] = await Promise.all([getCurrentUser(), searchParams]);
  if (!me.ok) throw new Error('Error getting user');
  const google = GOOGLE_RESULTS.find((result) => result === params.google) ?? null;
  const { user } = me;
  const phone = user.phone_verified_at ? user.phone : null;
  return (
    <>
      <PageHeader title="Profile" description="Your details, phone, default workspace, notifications, API tokens, calendar and what you deleted." />
      <ProfileForm user={user} />
      {user.business_data_completed ? null : <BusinessDetailsCard />}
      {/* Formatted here: the browser's first load then needs no phone library to show the number. */}
      <PhoneSection phone={phone} phoneText={phone ? formatPhoneText(phone, '') : null} config={phoneClientConfig()} />
      <LazyDefaultWorkspaceSection />
      <LazyNotificationPreferences />
      <LazyApiTokensSection />
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-2">
        <GoogleCalendarCard />
        <CalendarFeedCard />
      </div>
      <LazyTrashList
        path="trash"
        title="Recently deleted"
        description="What you deleted, anywhere. Restore puts it back with everything that went with it (versions, discussions, subtasks, notes)."
      />
      <GoogleResultToast result={google} />
    </>
  );
}

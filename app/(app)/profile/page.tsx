import type { Metadata } from 'next';
import { BusinessDetailsCard } from '@/components/profile/business-details-card';
import { ProfileForm } from '@/components/profile/profile-form';
import { PageHeader } from '@/components/ui/page-header';
import { getCurrentUser } from '@/lib/upstream/get-current-user';

export const metadata: Metadata = { title: 'Profile' };

export default async function ProfilePage() {
  const me = await getCurrentUser();
  if (!me.ok) throw new Error('Error getting user');
  return (
    <>
      <PageHeader title="Profile" description="Your name and picture as your teams see them." />
      <ProfileForm user={me.user} />
      {me.user.business_data_completed ? null : <BusinessDetailsCard />}
      <p className="mt-8 text-sm text-muted-foreground">Phone number, default workspace, API tokens and Google Calendar are not built yet.</p>
    </>
  );
}

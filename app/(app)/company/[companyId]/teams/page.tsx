import { notFound, redirect } from 'next/navigation';
import { legacyTeamRedirect } from '@/lib/teams/team-paths';

type Props = { params: Promise<{ companyId: string }> };

/** Spec §2's company/{companyId}/teams: teams have their own place now (`/teams?company=`); old links land there. */
export default async function LegacyCompanyTeamsPage({ params }: Props) {
  const to = legacyTeamRedirect((await params).companyId);
  if (!to) notFound();
  redirect(to);
}

import { notFound, redirect } from 'next/navigation';
import { legacyTeamRedirect } from '@/lib/teams/team-paths';

type Props = { params: Promise<{ companyId: string; teamId: string }> };

/** Spec §2's company/{companyId}/team/{teamId} (company 0 included): the team lives at `/teams/{teamId}` now. */
export default async function LegacyTeamPage({ params }: Props) {
  const { companyId, teamId } = await params;
  const to = legacyTeamRedirect(companyId, teamId);
  if (!to) notFound();
  redirect(to);
}

import type { ReactNode } from 'react';
import { requireTeam } from '@/lib/teams/server-teams';

type Props = { children: ReactNode; params: Promise<{ teamId: string }> };

/** A team the caller is not in is a 404 decided here, before the skeleton below streams (decision 0011). */
export default async function TeamLayout({ children, params }: Props) {
  await requireTeam((await params).teamId);
  return children;
}

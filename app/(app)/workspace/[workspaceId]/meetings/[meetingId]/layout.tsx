import type { ReactNode } from 'react';
import { recordId } from '@/lib/companies/server-pages';

type Props = { children: ReactNode; params: Promise<{ meetingId: string }> };

/**
 * A meeting id that cannot exist is a 404 here, before the skeleton below streams (decision 0011);
 * a missing or hidden meeting is explained by the screen.
 */
export default async function MeetingLayout({ children, params }: Props) {
  recordId((await params).meetingId);
  return children;
}

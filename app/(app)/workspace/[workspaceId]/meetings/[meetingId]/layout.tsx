import type { ReactNode } from 'react';
import { meetingRouteId } from '@/lib/meetings/meeting-route-id';

type Props = { children: ReactNode; params: Promise<{ meetingId: string }> };

/** A meeting id that cannot exist is a 404 here; a missing or hidden meeting is explained by the screen. */
export default async function MeetingLayout({ children, params }: Props) {
  meetingRouteId((await params).meetingId);
  return children;
}

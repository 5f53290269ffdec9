import type { ReactNode } from 'react';
import type { Meeting } from '@/lib/contract/meetings';
import { PersonAvatar } from '@/components/tasks/person-avatars';
import { personName } from '@/lib/people/person-name';
import { MeetingTimeText } from './meeting-time-text';
import { MapPinIcon } from '@/components/ui/icons';
import { ClockIcon } from './meeting-icons';

const isLink = (s: string) => /^https?:\/\/\S+$/i.test(s.trim());

/**
 * When (viewer's zone, and the planner's), where (a call link is a link), the workspace and the
 * retailer, brand and product it is about, the organizer and the attendees by name.
 */
export function MeetingFacts({ meeting }: { meeting: Meeting }) {
  const about = [meeting.retailer_name, meeting.brand_name, meeting.product_name].filter(Boolean).join(' · ');
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
      <Fact label="When" icon={<ClockIcon className="size-4" />}>
        <MeetingTimeText meeting={meeting} />
      </Fact>
      {meeting.location ? (
        <Fact label="Where" icon={<MapPinIcon className="size-4" />}>
          {isLink(meeting.location) ? (
            <a href={meeting.location.trim()} target="_blank" rel="noreferrer noopener" className="break-all text-primary underline">
              {meeting.location}
            </a>
          ) : (
            <span className="break-words">{meeting.location}</span>
          )}
        </Fact>
      ) : null}
      <Fact label="Workspace">{meeting.workspace_name}</Fact>
      {about ? <Fact label="About">{about}</Fact> : null}
      {meeting.created_by ? <Fact label="Organizer">{personName(meeting.created_by)}</Fact> : null}
      <Fact label="Attendees">
        {meeting.attendees.length === 0 ? (
          <span className="text-muted-foreground">Nobody invited yet</span>
        ) : (
          <ul aria-label="Attendees" className="flex flex-wrap gap-x-3 gap-y-1.5">
            {meeting.attendees.map((a) => (
              <li key={a.id} className="inline-flex items-center gap-1.5">
                <PersonAvatar user={a} className="border-0" />
                <span>{personName(a)}</span>
              </li>
            ))}
          </ul>
        )}
      </Fact>
    </dl>
  );
}

/**
 * A fact beside its label, in the detail screens' label style (detail-facts.tsx's FACT_TERM, written
 * out: that module is not in a meeting's first load). A fact the meeting does not have is left out.
 */
function Fact({ label, icon, children }: { label: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt className="flex items-center gap-1.5 text-sm text-muted-foreground">
        {icon ? <span aria-hidden="true">{icon}</span> : null}
        {label}
      </dt>
      <dd className="-mt-2 min-w-0 text-foreground sm:mt-0">{children}</dd>
    </>
  );
}

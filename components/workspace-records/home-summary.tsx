'use client';

import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { Card, CardHeader } from '@/components/ui/card';
import { CardReadState } from '@/components/ui/card-read-state';
import type { CardReadStateProps } from '@/components/ui/card-read-state';
import { CountTile, CountTiles } from '@/components/ui/count-tiles';
import { CalendarIcon, CheckSquareIcon, FileIcon, LightbulbIcon } from '@/components/ui/icons';
import { DueDate } from '@/components/tasks/due-date';
import type { Meeting } from '@/lib/contract/meetings';
import type { Task } from '@/lib/contract/tasks';
import { recordUrl } from '@/lib/routes/record-url';
import { AGENDA_MSG, formatMeetingStart, HOME_STATS, STAT_LABELS, statHref } from '@/lib/workspace-records/home-stats';
import { SUB_LIST_MSG } from '@/lib/workspace-records/messages';
import { useAgenda, useRecent, useStatCount } from '@/lib/workspace-records/use-home-content';
import { FileRow, InsightRow } from './content-rows';

type Scope = { workspaceId: string; scope: readonly number[] };

function RecordCount({ stat, scope, workspaceId, canCreate }: Scope & { stat: 'retailers' | 'brands' | 'products'; canCreate: boolean }) {
  const count = useStatCount(stat, scope, true);
  return <CountTile label={STAT_LABELS[stat]} total={count.data} loading={count.isPending} href={statHref(stat, workspaceId, canCreate)} />;
}

type RecentCardProps = {
  title: string;
  href: string;
  pending: boolean;
  failed: string | null;
  empty: CardReadStateProps['empty'];
  children: ReactNode;
  count?: number;
};

function RecentCard({ title, href, pending, failed, empty, children, count }: RecentCardProps) {
  return (
    <Card>
      <CardHeader
        title={
          <>
            {title}
            {count !== undefined ? (
              <span className="ml-2 rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground tabular-nums">{count}</span>
            ) : null}
          </>
        }
        actions={
          <Link href={href} className="text-sm font-medium text-primary hover:underline">
            View all
          </Link>
        }
      />
      <CardReadState title={title} pending={pending} failed={failed} empty={empty} gutters />
      {children}
    </Card>
  );
}

/** A meeting of the home's agenda: its title (to the meeting), start in the viewer's zone, and where. */
function MeetingItem({ meeting, showWorkspace }: { meeting: Meeting; showWorkspace: boolean }) {
  const where = [meeting.location, showWorkspace ? meeting.workspace_name : null].filter(Boolean).join(' · ');
  return (
    <li className="px-4 py-3 sm:px-6">
      <Link href={recordUrl('meeting', meeting.id, meeting.workspace_id)} className="block truncate text-sm font-medium text-primary hover:underline">
        {meeting.title}
      </Link>
      <p className="truncate text-xs text-muted-foreground">
        <time dateTime={meeting.starts_at} suppressHydrationWarning>
          {formatMeetingStart(meeting.starts_at)}
        </time>
        {where ? ` · ${where}` : ''}
      </p>
    </li>
  );
}

/** One of the caller's open tasks: its title (to the task's panel), due date and "Overdue". */
function TaskItem({ task, showWorkspace }: { task: Task; showWorkspace: boolean }) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 sm:px-6">
      <Link href={recordUrl('task', task.id, task.workspace_id)} className="min-w-0 flex-1 basis-48 truncate text-sm font-medium text-primary hover:underline">
        {task.title}
      </Link>
      {showWorkspace ? <span className="truncate text-xs text-muted-foreground">{task.workspace_name}</span> : null}
      {task.due_date ? <DueDate due={task.due_date} overdue={task.overdue} /> : <span className="text-xs text-muted-foreground">No due date</span>}
    </li>
  );
}

/** Upcoming meetings and the caller's open tasks of the scope, with their totals; events refresh them live. */
function AgendaCards({ workspaceId, scope }: Scope) {
  const meetings = useAgenda('meetings', scope, true);
  const tasks = useAgenda('tasks', scope, true);
  const several = workspaceId === 'all';
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <RecentCard
        title="Upcoming meetings"
        count={meetings.data?.total}
        href={`/workspace/${workspaceId}/meetings`}
        pending={meetings.isPending}
        failed={meetings.isError && !meetings.data ? AGENDA_MSG.meetings : null}
        empty={meetings.data?.items.length === 0 ? { icon: CalendarIcon, title: 'No upcoming meetings' } : null}
      >
        {meetings.data && meetings.data.items.length > 0 ? (
          <ul aria-label="Upcoming meetings" className="divide-y divide-border">
            {meetings.data.items.map((m) => (
              <MeetingItem key={m.id} meeting={m} showWorkspace={several} />
            ))}
          </ul>
        ) : null}
      </RecentCard>
      <RecentCard
        title="My open tasks"
        count={tasks.data?.total}
        href={`/workspace/${workspaceId}/tasks?assignee=me`}
        pending={tasks.isPending}
        failed={tasks.isError && !tasks.data ? AGENDA_MSG.tasks : null}
        empty={tasks.data?.items.length === 0 ? { icon: CheckSquareIcon, title: 'No open tasks assigned to you' } : null}
      >
        {tasks.data && tasks.data.items.length > 0 ? (
          <ul aria-label="My open tasks" className="divide-y divide-border">
            {tasks.data.items.map((t) => (
              <TaskItem key={t.id} task={t} showWorkspace={several} />
            ))}
          </ul>
        ) : null}
      </RecentCard>
    </div>
  );
}

/**
 * The workspace home's content at a glance: counts of retailers, brands, products, files and
 * insights (each a list call read for its total), the upcoming meetings and the caller's open tasks,
 * then the five newest files and insights. Files and
 * insights events refresh them live (their keys sit under the refreshed prefixes).
 */
export function WorkspaceContentSummary({ workspaceId, scope, canCreate }: Scope & { canCreate: boolean }) {
  const files = useRecent('files', scope, true);
  const insights = useRecent('insights', scope, true);
  return (
    <section aria-label="Workspace content" className="space-y-6">
      <CountTiles>
        {HOME_STATS.map((stat) =>
          stat === 'files' || stat === 'insights' ? (
            <CountTile
              key={stat}
              label={STAT_LABELS[stat]}
              total={(stat === 'files' ? files : insights).data?.total}
              loading={(stat === 'files' ? files : insights).isPending}
              href={statHref(stat, workspaceId, canCreate)}
            />
          ) : (
            <RecordCount key={stat} stat={stat} scope={scope} workspaceId={workspaceId} canCreate={canCreate} />
          ),
        )}
      </CountTiles>
      <AgendaCards workspaceId={workspaceId} scope={scope} />
      <div className="grid gap-6 lg:grid-cols-2">
        <RecentCard
          title="Recent files"
          href={`/workspace/${workspaceId}/files`}
          pending={files.isPending}
          failed={files.isError && !files.data ? SUB_LIST_MSG.files : null}
          empty={files.data?.items.length === 0 ? { icon: FileIcon, title: 'No files yet' } : null}
        >
          {files.data && files.data.items.length > 0 ? (
            <ul aria-label="Recent files" className="divide-y divide-border">
              {files.data.items.map((f) => (
                <li key={f.id} className="px-4 py-3 sm:px-6">
                  <FileRow file={f} workspaceId={workspaceId} />
                </li>
              ))}
            </ul>
          ) : null}
        </RecentCard>
        <RecentCard
          title="Recent insights"
          href={`/workspace/${workspaceId}/insights`}
          pending={insights.isPending}
          failed={insights.isError && !insights.data ? SUB_LIST_MSG.insights : null}
          empty={insights.data?.items.length === 0 ? { icon: LightbulbIcon, title: 'No insights yet' } : null}
        >
          {insights.data && insights.data.items.length > 0 ? (
            <ul aria-label="Recent insights" className="divide-y divide-border">
              {insights.data.items.map((i) => (
                <li key={i.id} className="px-4 py-3 sm:px-6">
                  <InsightRow insight={i} workspaceId={workspaceId} />
                </li>
              ))}
            </ul>
          ) : null}
        </RecentCard>
      </div>
    </section>
  );
}

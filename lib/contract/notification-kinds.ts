/**
 * The kinds of notification a person chooses channels for (issue 33). Every stored notification has
 * a `type` (the event, e.g. `TaskAssigned`); `notificationKindOf(type)` files it under one kind, and
 * the person's preference for that kind decides in-app and/or email. Shared by the upstream (routing,
 * mail, unsubscribe), the profile screen and the inbox filter.
 */
export const NOTIFICATION_KINDS = [
  'assigned',
  'mentioned',
  'task_due',
  'meetings',
  'following',
  'invites',
  'workspace_decisions',
  'monitoring',
  'imports',
  'account',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface NotificationKindInfo {
  label: string;
  description: string;
  /** What a person who never opened the preferences gets. */
  defaults: { in_app: boolean; email: boolean };
}

export const NOTIFICATION_KIND_INFO: Record<NotificationKind, NotificationKindInfo> = {
  assigned: { label: 'Assigned to me', description: 'A task is assigned to you.', defaults: { in_app: true, email: true } },
  mentioned: { label: 'Mentions', description: 'Someone mentions you in a discussion.', defaults: { in_app: true, email: true } },
  task_due: {
    label: 'My tasks due and overdue',
    description: 'Reminders the day before, on the day, and when overdue.',
    defaults: { in_app: true, email: true },
  },
  meetings: { label: 'Meetings', description: 'Invitations, changes, cancellations and reminders before they start.', defaults: { in_app: true, email: true } },
  following: {
    label: 'What I follow',
    description: 'Comments, new versions, status, time and assignee changes on what you follow.',
    defaults: { in_app: true, email: true },
  },
  invites: {
    label: 'Invitations and roles',
    description: 'Invitations to teams and workspaces, answers to yours, role changes, requests for access to what you shared or administer.',
    defaults: { in_app: true, email: true },
  },
  workspace_decisions: {
    label: 'Workspace decisions',
    description: 'A workspace you asked for is approved or declined.',
    defaults: { in_app: true, email: true },
  },
  monitoring: { label: 'Monitoring alerts', description: 'Alerts and MAP cases on what you follow or own.', defaults: { in_app: true, email: true } },
  imports: { label: 'Imports', description: 'An import you started has finished.', defaults: { in_app: true, email: false } },
  account: { label: 'Account and integrations', description: 'A calendar disconnected, a webhook endpoint disabled.', defaults: { in_app: true, email: true } },
};

/** Event types → kind. A type not listed here is filed under `account` (in-app and email by default). */
const TYPE_KIND: Record<string, NotificationKind> = {
  TaskAssigned: 'assigned',
  Mentioned: 'mentioned',
  TaskDueTomorrow: 'task_due',
  TaskDueToday: 'task_due',
  TaskOverdue: 'task_due',
  MeetingInvitation: 'meetings',
  MeetingChanged: 'meetings',
  MeetingCancelled: 'meetings',
  MeetingReminder: 'meetings',
  FollowedActivity: 'following',
  RecordCreated: 'invites',
  InviteAccepted: 'invites',
  InviteDeclined: 'invites',
  RoleChanged: 'invites',
  AccessRequested: 'invites',
  WorkspaceApproved: 'workspace_decisions',
  WorkspaceDisapproved: 'workspace_decisions',
  'monitoring.alert': 'monitoring',
  'monitoring.degraded': 'monitoring',
  'monitoring.case': 'monitoring',
  ImportFinished: 'imports',
  GoogleCalendarDisconnected: 'account',
  WebhookEndpointDisabled: 'account',
};

export function notificationKindOf(type: string): NotificationKind {
  return TYPE_KIND[type] ?? 'account';
}

/** The event types filed under one kind (the inbox's "filter by kind"). */
export function notificationTypesOf(kind: NotificationKind): string[] {
  return Object.entries(TYPE_KIND)
    .filter(([, k]) => k === kind)
    .map(([type]) => type);
}

/**
 * What every notification's `data` carries (existing senders already set title/message/url):
 * - `title`, `message`, `url` (an app path) — the mail's subject line, body and button;
 * - `actor_id` — who caused it; nobody is ever told about their own change;
 * - `record` — a key such as `task:12`: notifications of one record and kind within the mail
 *   batching window become one mail;
 * - `changes` — short phrases of what changed ("status: To do → Done"), listed in the mail.
 */
export interface NotificationData {
  kind?: string;
  title: string;
  message: string;
  url?: string;
  actor_id?: number;
  record?: string;
  /** The record's own name ("Launch plan"): the mail's card heading; `title` is used without it. */
  record_title?: string;
  changes?: string[];
  [key: string]: unknown;
}

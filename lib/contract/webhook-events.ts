/**
 * The events an outbound webhook endpoint can subscribe to (decision 0031), without zod so screens
 * can import them. A workspace's endpoints get the events of its records; a company's endpoints get
 * its monitoring events. Workspace records never go to company endpoints: a company's admins do not
 * necessarily read every workspace of the company's teams.
 */
export type WebhookScope = 'company' | 'workspace';

export const WORKSPACE_WEBHOOK_EVENTS = [
  'task.created',
  'task.updated',
  'task.deleted',
  'meeting.created',
  'meeting.updated',
  'meeting.deleted',
  'file.created',
  'file.updated',
  'file.deleted',
  'insight.created',
  'insight.updated',
  'insight.deleted',
] as const;

export const COMPANY_WEBHOOK_EVENTS = ['monitoring.price_changed', 'monitoring.alert_fired'] as const;

export const WEBHOOK_EVENT_TYPES = [...WORKSPACE_WEBHOOK_EVENTS, ...COMPANY_WEBHOOK_EVENTS] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The events of a scope grouped for the form's checkboxes (label, then the event types). */
export const WEBHOOK_EVENT_GROUPS: Record<WebhookScope, { label: string; events: readonly WebhookEventType[] }[]> = {
  workspace: [
    { label: 'Tasks', events: ['task.created', 'task.updated', 'task.deleted'] },
    { label: 'Meetings', events: ['meeting.created', 'meeting.updated', 'meeting.deleted'] },
    { label: 'Files', events: ['file.created', 'file.updated', 'file.deleted'] },
    { label: 'Insights', events: ['insight.created', 'insight.updated', 'insight.deleted'] },
  ],
  company: [{ label: 'Price monitoring', events: ['monitoring.price_changed', 'monitoring.alert_fired'] }],
};

import type { Policy } from '../rules';

const M = 'meetings/{meetingId}';
const T = 'tasks/{taskId}';
const write = (body?: Policy['body']): Policy => ({ rule: 'ws-write', body });

/** Meetings (agenda, clone, copy) and tasks (subtasks, assignees, files) of workspace W, by the owner. */
export const workPolicies: Record<string, Policy> = {
  'GET meetings': { rule: 'signed-in' },
  'POST meetings': write((w) => ({ workspace_id: w.ws, title: 'Kick-off', starts_at: '2030-02-01T10:00:00Z' })),
  'GET meetings/search': { rule: 'signed-in', query: () => 'q=We' },
  [`GET ${M}`]: { rule: 'ws-read' },
  // Busy times for scheduling: the create right in the workspace named in the query.
  'GET meetings/busy': { rule: 'ws-write', query: (w) => `workspace_id=${w.ws}&date=2026-11-24&user_ids=${w.users.owner.id}` },
  [`GET ${M}/calendar-sync`]: { rule: 'ws-read' },
  [`POST ${M}/calendar-sync`]: write(),
  [`GET ${M}/ics`]: { rule: 'ws-read' },
  // A meeting's details and its deletion: its author or a workspace admin (full access).
  [`PUT ${M}`]: { rule: 'ws-manage', body: () => ({ title: 'Weekly' }) },
  [`DELETE ${M}`]: { rule: 'ws-manage' },
  [`POST ${M}/clone`]: write(() => ({})),
  [`POST ${M}/copy`]: write((w) => ({ workspace_id: w.ws })),
  [`POST ${M}/discussion`]: { rule: 'ws-read', body: () => ({ title: 'Agenda?' }) },
  [`POST ${M}/goal`]: write(() => ({ title: 'Decide' })),
  [`PUT ${M}/goal/{goalId}`]: write(() => ({ title: 'Goal' })),
  [`DELETE ${M}/goal/{goalId}`]: write(),
  [`POST ${M}/goal/order`]: write((w) => ({ ids: [w.goal] })),
  [`POST ${M}/topic`]: write(() => ({ title: 'Pricing' })),
  [`PUT ${M}/topic/{topicId}`]: write(() => ({ title: 'Topic' })),
  [`DELETE ${M}/topic/{topicId}`]: write(),
  [`POST ${M}/topic/order`]: write((w) => ({ ids: [w.topic] })),
  [`POST ${M}/task`]: write(() => ({ title: 'Follow up' })),
  'GET tasks': { rule: 'signed-in' },
  'POST tasks': write((w) => ({ workspace_id: w.ws, title: 'New task' })),
  [`GET ${T}`]: { rule: 'ws-read' },
  [`PUT ${T}`]: write(() => ({ title: 'Call buyer' })),
  // Deleting someone's task: its author or a manager.
  [`DELETE ${T}`]: { rule: 'ws-manage' },
  [`POST ${T}/subtask`]: write(() => ({ title: 'Step' })),
  [`POST ${T}/assign`]: write((w) => ({ user_id: w.users.fullAdmin.id })),
  [`POST ${T}/unassign`]: write((w) => ({ user_id: w.users.fullMember.id })),
  [`POST ${T}/complete`]: write(),
  [`POST ${T}/incomplete`]: write(),
  [`POST ${T}/discussion`]: { rule: 'ws-read', body: () => ({ title: 'Blocked?' }) },
  [`GET ${T}/files`]: { rule: 'ws-read' },
  [`POST ${T}/files`]: write((w) => ({ file_id: w.file2 })),
  [`DELETE ${T}/files/{fileId}`]: write(),
};

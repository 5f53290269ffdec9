import { discussionBody } from '@/lib/contract/discussions';
import {
  cloneBody,
  copyBody,
  goalBody,
  goalUpdateBody,
  meetingCreateBody,
  meetingUpdateBody,
  orderBody,
  topicBody,
  topicUpdateBody,
} from '@/lib/contract/meetings';
import { parsePatch } from '../../lib/parse-patch';
import { readInput } from '../../lib/read-input';
import { readJson } from '../../lib/request-body';
import { createResourceRouter, jsonOrForm } from '../../lib/resource-router';
import { parseOr422 } from '../../lib/validation';
import { requireMeeting, scopeWorkspaceIds } from '../../services/access/content-guard';
import { requireWorkspaceViewer } from '../../services/workspace-records/read-workspace-records';
import { addMeetingDiscussion } from '../../services/meetings/add-meeting-discussion';
import { cloneMeeting } from '../../services/meetings/clone-meeting';
import { createMeeting } from '../../services/meetings/create-meeting';
import { deleteMeeting } from '../../services/meetings/delete-meeting';
import { orderAgendaItems } from '../../services/meetings/order-agenda-items';
import { presentMeetingDetail } from '../../services/meetings/present-meetings';
import { searchMeetings } from '../../services/meetings/read-meetings';
import { updateMeeting } from '../../services/meetings/update-meeting';
import { busyQuery } from '@/lib/contract/calendar';
import { busyTimes } from '../../services/calendar/busy-times';
import { meetingsIcs } from '../../services/calendar/meetings-ics';
import { queueMeetingCalendarSync } from '../../services/calendar/queue-meeting-calendar-sync';
import { listMeetingCalendarSync } from '../../services/calendar/read-calendar-events';
import { addItem, removeItem, updateItem } from './agenda-handlers';
import { busyTimesRoute, calendarSyncRoute, meetingIcsRoute, retryCalendarSyncRoute } from './calendar-routes';
import { addAgendaRoute, agendaBodies, deleteGoalRoute, deleteTopicRoute, orderAgendaRoute, updateGoalRoute, updateTopicRoute } from './agenda-routes';
import { meetingPage } from './handlers';
import {
  cloneMeetingRoute,
  copyMeetingRoute,
  createMeetingRoute,
  deleteMeetingRoute,
  listMeetingsRoute,
  meetingBodies,
  meetingDiscussionRoute,
  searchMeetingsRoute,
  showMeetingRoute,
  updateMeetingRoute,
} from './routes';

/**
 * Meetings (`meetings`, `meetings/search`, `meetings/{id}`, its discussion, clone and copy) and their
 * agenda (goals and topics, with their order). Every route needs the `meetings` ability. Ids are
 * digits only, so `meetings/search` is never taken for a meeting. `POST meetings/{id}/task` lives in
 * the tasks router. One router per tag of the OpenAPI document, merged into the first.
 */
const { router, route } = createResourceRouter({ tag: 'meetings', access: { ability: 'meetings' } });
const { router: agenda, route: agendaRoute } = createResourceRouter({ tag: 'meeting agenda', access: { ability: 'meetings' } });
export const meetingsRouter = router;

/** Form fields that may arrive as repeated `x[]` values. */
const LIST_KEYS = ['attendee_ids', 'goals', 'topics'];

route(listMeetingsRoute, async (c) => c.json(await meetingPage(c), 200));

route(searchMeetingsRoute, async (c) => {
  const { db, now } = c.var.deps;
  const { q, workspace_ids: requested } = c.req.valid('query');
  const scope = await scopeWorkspaceIds(db, c.var.auth.user.id, requested);
  return c.json({ data: await searchMeetings(db, c.var.auth.user.id, scope, q, now()) }, 200);
});

route(busyTimesRoute, async (c) => {
  const deps = c.var.deps;
  // `user_ids` may repeat (`user_ids=1&user_ids=2` or `user_ids[]=…`) or be one comma list.
  const ids = c.req.queries('user_ids') ?? c.req.queries('user_ids[]');
  // One value is given as is, so the contract's list reads a comma list (an array's items must each be an id).
  const query = parseOr422(busyQuery, { ...c.req.query(), user_ids: ids?.length === 1 ? ids[0] : ids });
  await requireWorkspaceViewer(deps.db, c.var.auth.user.id, query.workspace_id, 'create');
  return c.json({ data: await busyTimes(deps, query) }, 200);
});

route(
  createMeetingRoute,
  async (c) => {
    const deps = c.var.deps;
    const { input } = await readInput(c, deps.config.uploadMaxBytes, LIST_KEYS);
    const body = parseOr422(meetingCreateBody, input);
    // The workspace is named in the body, so its create right is checked once the body is read.
    const viewer = await requireWorkspaceViewer(deps.db, c.var.auth.user.id, body.workspace_id, 'create');
    return c.json({ data: await createMeeting(deps, viewer, body) }, 201);
  },
  { body: jsonOrForm(meetingCreateBody) },
);

route(showMeetingRoute, async (c) => {
  const { db, now } = c.var.deps;
  const userId = c.var.auth.user.id;
  const access = await requireMeeting(db, userId, c.req.valid('param').meetingId, 'read');
  return c.json({ data: await presentMeetingDetail(db, userId, access.row.id, { canEdit: access.canEdit, now: now() }) }, 200);
});

route(
  updateMeetingRoute,
  async (c) => {
    const deps = c.var.deps;
    const userId = c.var.auth.user.id;
    const access = await requireMeeting(deps.db, userId, c.req.valid('param').meetingId, 'delete');
    const { input } = await readInput(c, deps.config.uploadMaxBytes, LIST_KEYS);
    return c.json({ data: await updateMeeting(deps, userId, access.row, parsePatch(meetingUpdateBody, input)) }, 200);
  },
  { body: jsonOrForm(meetingUpdateBody) },
);

route(deleteMeetingRoute, async (c) => {
  const deps = c.var.deps;
  await deleteMeeting(deps, c.var.auth.user.id, (await requireMeeting(deps.db, c.var.auth.user.id, c.req.valid('param').meetingId, 'delete')).row);
  return c.json({ message: 'Meeting has been deleted.' }, 200);
});

// The JSON bodies below are read after the meeting's access check, so an outsider gets 404 whatever they send.
route(
  meetingDiscussionRoute,
  async (c) => {
    const deps = c.var.deps;
    const userId = c.var.auth.user.id;
    const access = await requireMeeting(deps.db, userId, c.req.valid('param').meetingId, 'read');
    const body = parseOr422(discussionBody, await readJson(c));
    return c.json({ data: await addMeetingDiscussion(deps, userId, access, body) }, 201);
  },
  { body: meetingBodies.discussion },
);

route(
  cloneMeetingRoute,
  async (c) => {
    const deps = c.var.deps;
    const userId = c.var.auth.user.id;
    const { row } = await requireMeeting(deps.db, userId, c.req.valid('param').meetingId, 'read');
    const body = parseOr422(cloneBody, await readJson(c));
    const viewer = await requireWorkspaceViewer(deps.db, userId, row.workspaceId, 'create');
    return c.json({ data: await cloneMeeting(deps, viewer, row, body) }, 201);
  },
  { body: meetingBodies.clone },
);

route(
  copyMeetingRoute,
  async (c) => {
    const deps = c.var.deps;
    const userId = c.var.auth.user.id;
    const { row } = await requireMeeting(deps.db, userId, c.req.valid('param').meetingId, 'read');
    const { workspace_id: workspaceId, ...rest } = parseOr422(copyBody, await readJson(c));
    const viewer = await requireWorkspaceViewer(deps.db, userId, workspaceId, 'create');
    return c.json({ data: await cloneMeeting(deps, viewer, row, rest) }, 201);
  },
  { body: meetingBodies.copy },
);

route(calendarSyncRoute, async (c) => {
  const { db } = c.var.deps;
  const { row } = await requireMeeting(db, c.var.auth.user.id, c.req.valid('param').meetingId, 'read');
  return c.json({ data: await listMeetingCalendarSync(db, row.id) }, 200);
});

route(retryCalendarSyncRoute, async (c) => {
  const deps = c.var.deps;
  const { row } = await requireMeeting(deps.db, c.var.auth.user.id, c.req.valid('param').meetingId, 'write');
  await queueMeetingCalendarSync(deps, row.id);
  return c.json({ data: await listMeetingCalendarSync(deps.db, row.id) }, 202);
});

route(meetingIcsRoute, async (c) => {
  const deps = c.var.deps;
  const { row } = await requireMeeting(deps.db, c.var.auth.user.id, c.req.valid('param').meetingId, 'read');
  return c.body(await meetingsIcs(deps, row.title, [row]), 200, {
    'content-type': 'text/calendar; charset=utf-8',
    'content-disposition': `attachment; filename="meeting-${row.id}.ics"`,
  });
});

/** `meetings/{id}/goal[/{goalId}|/order]` and the same for topics: the write right in the meeting's workspace. */
for (const kind of ['goal', 'topic'] as const) {
  agendaRoute(addAgendaRoute(kind), async (c) => c.json({ data: await addItem(c, kind, c.req.valid('param').meetingId) }, 201), {
    body: jsonOrForm(kind === 'goal' ? goalBody : topicBody),
  });

  agendaRoute(
    orderAgendaRoute(kind),
    async (c) => {
      const deps = c.var.deps;
      const { row } = await requireMeeting(deps.db, c.var.auth.user.id, c.req.valid('param').meetingId, 'write');
      const { ids } = parseOr422(orderBody, await readJson(c));
      return c.json({ data: await orderAgendaItems(deps, row, kind, ids) }, 200);
    },
    { body: agendaBodies.order },
  );
}

agendaRoute(updateGoalRoute, async (c) => c.json({ data: await updateItem(c, 'goal', c.req.valid('param').meetingId, c.req.valid('param').goalId) }, 200), {
  body: jsonOrForm(goalUpdateBody),
});
agendaRoute(deleteGoalRoute, async (c) => c.json(await removeItem(c, 'goal', c.req.valid('param').meetingId, c.req.valid('param').goalId), 200));
agendaRoute(updateTopicRoute, async (c) => c.json({ data: await updateItem(c, 'topic', c.req.valid('param').meetingId, c.req.valid('param').topicId) }, 200), {
  body: jsonOrForm(topicUpdateBody),
});
agendaRoute(deleteTopicRoute, async (c) => c.json(await removeItem(c, 'topic', c.req.valid('param').meetingId, c.req.valid('param').topicId), 200));

// Merged last: a router copies another's routes as they stand when merged.
router.route('/', agenda);

import type { OpenAPIHono } from '@hono/zod-openapi';
import { meetingCreateBody, meetingListQuery, meetingUpdateBody } from '@/lib/contract/meetings';
import type { AppEnv } from '../../app-env';
import { numericIds } from '../../lib/path-ids';
import { parseOr422 } from '../../lib/validation';
import { requireMeeting, scopeWorkspaceIds } from '../../services/access/content-guard';
import { addMeetingDiscussion } from '../../services/meetings/add-meeting-discussion';
import { cloneMeeting } from '../../services/meetings/clone-meeting';
import { createMeeting } from '../../services/meetings/create-meeting';
import { deleteMeeting } from '../../services/meetings/delete-meeting';
import { listMeetings } from '../../services/meetings/list-meetings';
import { presentMeetingDetail } from '../../services/meetings/present-meeting-detail';
import { searchMeetings } from '../../services/meetings/search-meetings';
import { updateMeeting } from '../../services/meetings/update-meeting';
import { readInput } from '../../lib/read-input';
import { parsePatch } from '../../lib/parse-patch';
import { idHook, rawQuery } from './route-base';
import {
  cloneMeetingRoute,
  copyMeetingRoute,
  createMeetingRoute,
  deleteMeetingRoute,
  listMeetingsRoute,
  meetingDiscussionRoute,
  searchMeetingsRoute,
  showMeetingRoute,
  updateMeetingRoute,
} from './routes';

/** Form fields that may arrive as repeated `x[]` values. */
const LIST_KEYS = ['attendee_ids', 'goals', 'topics'];

/** `meetings`, `meetings/search`, `meetings/{id}` and its discussion, clone and copy calls. */
export function registerMeetingHandlers(router: OpenAPIHono<AppEnv>): void {
  router.openapi(listMeetingsRoute, async (c) => {
    const { db, now } = c.var.deps;
    // The route checked each parameter; the contract adds the rules across them (date_to after date_from).
    const query = parseOr422(meetingListQuery, rawQuery(c));
    const scope = await scopeWorkspaceIds(db, c.var.auth.user.id, query.workspace_ids);
    // `sort` has a default in the shared filters; only one the client sent replaces the `when` order.
    const sortGiven = c.req.query('sort') !== undefined;
    return c.json(await listMeetings(db, c.var.auth.user.id, scope, query, { now: now(), sortGiven }), 200);
  });

  router.openapi(searchMeetingsRoute, async (c) => {
    const { db, now } = c.var.deps;
    const { q, workspace_ids: requested } = c.req.valid('query');
    const scope = await scopeWorkspaceIds(db, c.var.auth.user.id, requested);
    return c.json({ data: await searchMeetings(db, c.var.auth.user.id, scope, q, now()) }, 200);
  });

  router.openapi(createMeetingRoute, async (c) => {
    const deps = c.var.deps;
    const { input } = await readInput(c, deps.config.uploadMaxBytes, LIST_KEYS);
    return c.json({ data: await createMeeting(deps, c.var.auth.user.id, parseOr422(meetingCreateBody, input)) }, 201);
  });

  router.openapi(
    numericIds(router, showMeetingRoute),
    async (c) => {
      const { db, now } = c.var.deps;
      const userId = c.var.auth.user.id;
      const access = await requireMeeting(db, userId, c.req.valid('param').meetingId, 'read');
      return c.json({ data: await presentMeetingDetail(db, userId, access.row.id, { canEdit: access.canEdit, now: now() }) }, 200);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, updateMeetingRoute),
    async (c) => {
      const deps = c.var.deps;
      const userId = c.var.auth.user.id;
      const access = await requireMeeting(deps.db, userId, c.req.valid('param').meetingId, 'delete');
      const { input } = await readInput(c, deps.config.uploadMaxBytes, LIST_KEYS);
      return c.json({ data: await updateMeeting(deps, userId, access.row, parsePatch(meetingUpdateBody, input)) }, 200);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, deleteMeetingRoute),
    async (c) => {
      const deps = c.var.deps;
      await deleteMeeting(deps, (await requireMeeting(deps.db, c.var.auth.user.id, c.req.valid('param').meetingId, 'delete')).row);
      return c.json({ message: 'Meeting has been deleted.' }, 200);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, meetingDiscussionRoute),
    async (c) => {
      const deps = c.var.deps;
      const userId = c.var.auth.user.id;
      const access = await requireMeeting(deps.db, userId, c.req.valid('param').meetingId, 'read');
      return c.json({ data: await addMeetingDiscussion(deps, userId, access, c.req.valid('json')) }, 201);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, cloneMeetingRoute),
    async (c) => {
      const deps = c.var.deps;
      const userId = c.var.auth.user.id;
      const { row } = await requireMeeting(deps.db, userId, c.req.valid('param').meetingId, 'read');
      return c.json({ data: await cloneMeeting(deps, userId, row, { ...c.req.valid('json'), workspaceId: row.workspaceId }) }, 201);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, copyMeetingRoute),
    async (c) => {
      const deps = c.var.deps;
      const userId = c.var.auth.user.id;
      const { row } = await requireMeeting(deps.db, userId, c.req.valid('param').meetingId, 'read');
      const { workspace_id: workspaceId, ...rest } = c.req.valid('json');
      return c.json({ data: await cloneMeeting(deps, userId, row, { ...rest, workspaceId }) }, 201);
    },
    idHook,
  );
}

import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { goalBody, goalUpdateBody, topicBody, topicUpdateBody } from '@/lib/contract/meetings';
import type { AppEnv } from '../../app-env';
import { numericIds } from '../../lib/path-ids';
import { parseOr422 } from '../../lib/validation';
import { requireMeeting } from '../../services/access/content-guard';
import { addAgendaItem } from '../../services/meetings/add-agenda-item';
import type { AgendaKind } from '../../services/meetings/agenda';
import { agendaLabel } from '../../services/meetings/agenda';
import { deleteAgendaItem } from '../../services/meetings/delete-agenda-item';
import { orderAgendaItems } from '../../services/meetings/order-agenda-items';
import { requireAgendaItem } from '../../services/meetings/require-agenda-item';
import { updateAgendaItem } from '../../services/meetings/update-agenda-item';
import { readInput } from '../../lib/read-input';
import { parsePatch } from '../../lib/parse-patch';
import { addAgendaRoute, deleteGoalRoute, deleteTopicRoute, orderAgendaRoute, updateGoalRoute, updateTopicRoute } from './agenda-routes';
import { idHook } from './route-base';

/** The meeting (write right in its workspace) and, for item calls, its goal or topic (404 if another meeting's). */
async function load(c: Context<AppEnv>, kind: AgendaKind, meetingId: number, itemId: number) {
  const { row } = await requireMeeting(c.var.deps.db, c.var.auth.user.id, meetingId, 'write');
  return { meeting: row, item: await requireAgendaItem(c.var.deps.db, meetingId, kind, itemId) };
}

async function update<K extends AgendaKind>(c: Context<AppEnv>, kind: K, meetingId: number, itemId: number) {
  const deps = c.var.deps;
  const { meeting, item } = await load(c, kind, meetingId, itemId);
  const { input } = await readInput(c, deps.config.uploadMaxBytes);
  const patch = kind === 'goal' ? parsePatch(goalUpdateBody, input) : parsePatch(topicUpdateBody, input);
  return updateAgendaItem(deps, meeting, kind, item, patch);
}

async function remove(c: Context<AppEnv>, kind: AgendaKind, meetingId: number, itemId: number) {
  const { meeting, item } = await load(c, kind, meetingId, itemId);
  await deleteAgendaItem(c.var.deps, meeting, kind, item);
  return { message: `${agendaLabel(kind)} has been deleted.` };
}

/** `meetings/{id}/goal[/{goalId}|/order]` and the same for topics. */
export function registerAgendaHandlers(router: OpenAPIHono<AppEnv>): void {
  for (const kind of ['goal', 'topic'] as const) {
    router.openapi(
      numericIds(router, addAgendaRoute(kind)),
      async (c) => {
        const deps = c.var.deps;
        const { row } = await requireMeeting(deps.db, c.var.auth.user.id, c.req.valid('param').meetingId, 'write');
        const { input } = await readInput(c, deps.config.uploadMaxBytes);
        const body = kind === 'goal' ? parseOr422(goalBody, input) : parseOr422(topicBody, input);
        return c.json({ data: await addAgendaItem(deps, row, kind, body) }, 201);
      },
      idHook,
    );

    router.openapi(
      numericIds(router, orderAgendaRoute(kind)),
      async (c) => {
        const deps = c.var.deps;
        const { row } = await requireMeeting(deps.db, c.var.auth.user.id, c.req.valid('param').meetingId, 'write');
        return c.json({ data: await orderAgendaItems(deps, row, kind, c.req.valid('json').ids) }, 200);
      },
      idHook,
    );
  }

  router.openapi(
    numericIds(router, updateGoalRoute),
    async (c) => c.json({ data: await update(c, 'goal', c.req.valid('param').meetingId, c.req.valid('param').goalId) }, 200),
    idHook,
  );
  router.openapi(
    numericIds(router, deleteGoalRoute),
    async (c) => c.json(await remove(c, 'goal', c.req.valid('param').meetingId, c.req.valid('param').goalId), 200),
    idHook,
  );
  router.openapi(
    numericIds(router, updateTopicRoute),
    async (c) => c.json({ data: await update(c, 'topic', c.req.valid('param').meetingId, c.req.valid('param').topicId) }, 200),
    idHook,
  );
  router.openapi(
    numericIds(router, deleteTopicRoute),
    async (c) => c.json(await remove(c, 'topic', c.req.valid('param').meetingId, c.req.valid('param').topicId), 200),
    idHook,
  );
}

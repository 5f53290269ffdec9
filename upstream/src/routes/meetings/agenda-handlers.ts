import type { Context } from 'hono';
import { goalBody, goalUpdateBody, topicBody, topicUpdateBody } from '@/lib/contract/meetings';
import type { AppEnv } from '../../app-env';
import { parsePatch } from '../../lib/parse-patch';
import { readInput } from '../../lib/read-input';
import { parseOr422 } from '../../lib/validation';
import { requireMeeting } from '../../services/access/content-guard';
import { addAgendaItem } from '../../services/meetings/add-agenda-item';
import type { AgendaKind } from '../../services/meetings/agenda';
import { agendaLabel } from '../../services/meetings/agenda';
import { deleteAgendaItem } from '../../services/meetings/delete-agenda-item';
import { requireAgendaItem } from '../../services/meetings/read-meetings';
import { updateAgendaItem } from '../../services/meetings/update-agenda-item';

/** The meeting (write right in its workspace) and, for item calls, its goal or topic (404 if another meeting's). */
async function load(c: Context<AppEnv>, kind: AgendaKind, meetingId: number, itemId: number) {
  const { row } = await requireMeeting(c.var.deps.db, c.var.auth.user.id, meetingId, 'write');
  return { meeting: row, item: await requireAgendaItem(c.var.deps.db, meetingId, kind, itemId) };
}

/** `POST meetings/{meetingId}/goal` (or topic): added at the end of the list. */
export async function addItem(c: Context<AppEnv>, kind: AgendaKind, meetingId: number) {
  const deps = c.var.deps;
  const { row } = await requireMeeting(deps.db, c.var.auth.user.id, meetingId, 'write');
  const { input } = await readInput(c, deps.config.uploadMaxBytes);
  const body = kind === 'goal' ? parseOr422(goalBody, input) : parseOr422(topicBody, input);
  return addAgendaItem(deps, row, kind, body);
}

export async function updateItem<K extends AgendaKind>(c: Context<AppEnv>, kind: K, meetingId: number, itemId: number) {
  const deps = c.var.deps;
  const { meeting, item } = await load(c, kind, meetingId, itemId);
  const { input } = await readInput(c, deps.config.uploadMaxBytes);
  const patch = kind === 'goal' ? parsePatch(goalUpdateBody, input) : parsePatch(topicUpdateBody, input);
  return updateAgendaItem(deps, meeting, kind, item, patch);
}

export async function removeItem(c: Context<AppEnv>, kind: AgendaKind, meetingId: number, itemId: number) {
  const { meeting, item } = await load(c, kind, meetingId, itemId);
  await deleteAgendaItem(c.var.deps, meeting, kind, item);
  return { message: `${agendaLabel(kind)} has been deleted.` };
}

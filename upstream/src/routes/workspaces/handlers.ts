import { requireUnscoped } from '../../services/access/place-scope';
import type { Context } from 'hono';
import { createWorkspaceBody, updateWorkspaceBody } from '@/lib/contract/workspaces';
import type { AppEnv } from '../../app-env';
import { readForm } from '../../lib/multipart';
import { parseOr422 } from '../../lib/validation';
import { requireWorkspace } from '../../services/access/guards';
import { assertApproved } from '../../services/workspaces/assert-approved';
import { createWorkspace } from '../../services/workspaces/create-workspace';
import { getWorkspace } from '../../services/workspaces/read-workspaces';
import { updateWorkspace } from '../../services/workspaces/update-workspace';

/** Form fields as the contract's input: absent fields stay absent (an edit changes only what it sends). */
const pick = (fields: Record<string, string>, keys: string[]) => Object.fromEntries(keys.filter((k) => k in fields).map((k) => [k, fields[k]]));

/** The request to create a workspace (multipart form): it starts pending until a super-administrator approves it. */
export async function requestWorkspace(c: Context<AppEnv>) {
  const deps = c.var.deps;
  requireUnscoped('workspaces');
  const form = await readForm(c, deps.config.uploadMaxBytes);
  const body = parseOr422(createWorkspaceBody, pick(form.fields, ['name', 'description', 'team_id', 'status', 'restrict_resource_creation']));
  const row = await createWorkspace(deps, c.var.auth.user, body, form.files.image);
  return getWorkspace(deps.db, c.var.auth.user.id, row.id);
}

/** An edit by an admin of the owner team (multipart form): the right first, then the fields and the image. */
export async function editWorkspace(c: Context<AppEnv>, workspaceId: number) {
  const deps = c.var.deps;
  const userId = c.var.auth.user.id;
  await requireWorkspace(deps.db, userId, workspaceId, 'administer');
  const form = await readForm(c, deps.config.uploadMaxBytes);
  const body = parseOr422(updateWorkspaceBody, pick(form.fields, ['name', 'description', 'restrict_resource_creation']));
  await updateWorkspace(
    deps,
    userId,
    workspaceId,
    { name: body.name, description: body.description, restrictResourceCreation: body.restrict_resource_creation },
    form.files.image,
  );
  return getWorkspace(deps.db, userId, workspaceId, { withInvites: true });
}

/** The guard for approved-only changes: the caller's right on the workspace, then its state. */
export async function approvedWorkspace(db: AppEnv['Variables']['deps']['db'], userId: number, workspaceId: number, need: 'manage' | 'administer') {
  const access = await requireWorkspace(db, userId, workspaceId, need);
  assertApproved(access.workspace);
  return access;
}

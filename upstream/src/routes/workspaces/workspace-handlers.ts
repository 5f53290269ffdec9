import type { OpenAPIHono } from '@hono/zod-openapi';
import { createWorkspaceBody, updateWorkspaceBody } from '@/lib/contract/workspaces';
import { isManageable } from '@/lib/permissions/rules';
import type { AppEnv } from '../../app-env';
import { parseOr422 } from '../../lib/validation';
import { requireWorkspace } from '../../services/access/guards';
import { assertApproved } from '../../services/workspaces/assert-approved';
import { createWorkspace } from '../../services/workspaces/create-workspace';
import { deleteWorkspace } from '../../services/workspaces/delete-workspace';
import { getWorkspace } from '../../services/workspaces/get-workspace';
import { listAllWorkspaces } from '../../services/workspaces/list-all-workspaces';
import { listWorkspaceInvitesFor } from '../../services/workspaces/list-workspace-invites-for';
import { listWorkspaces } from '../../services/workspaces/list-workspaces';
import { updateWorkspace } from '../../services/workspaces/update-workspace';
import { numericIds } from '../../lib/path-ids';
import { readForm } from '../../lib/multipart';
import {
  allWorkspacesRoute,
  createWorkspaceRoute,
  deleteWorkspaceRoute,
  listWorkspacesRoute,
  showWorkspaceRoute,
  updateWorkspaceRoute,
  workspaceGoalsRoute,
  workspaceInvitesRoute,
  workspaceStatusRoute,
} from './routes';

/** Form fields as the contract's input: absent fields stay absent (an edit changes only what it sends). */
const pick = (fields: Record<string, string>, keys: string[]) => Object.fromEntries(keys.filter((k) => k in fields).map((k) => [k, fields[k]]));

/** Lists, the request to create, reading, editing, deleting, goals and status. */
export function registerWorkspaceHandlers(router: OpenAPIHono<AppEnv>): void {
  router.openapi(listWorkspacesRoute, async (c) => {
    const { page, per_page } = c.req.valid('query');
    return c.json(await listWorkspaces(c.var.deps.db, c.var.auth.user.id, page, per_page), 200);
  });

  router.openapi(allWorkspacesRoute, async (c) => c.json({ data: await listAllWorkspaces(c.var.deps.db, c.var.auth.user.id) }, 200));

  router.openapi(workspaceInvitesRoute, async (c) => {
    const user = c.var.auth.user;
    return c.json({ data: await listWorkspaceInvitesFor(c.var.deps.db, user.id, user.email) }, 200);
  });

  router.openapi(createWorkspaceRoute, async (c) => {
    const deps = c.var.deps;
    const form = await readForm(c, deps.config.uploadMaxBytes);
    const body = parseOr422(createWorkspaceBody, pick(form.fields, ['name', 'description', 'team_id', 'status', 'restrict_resource_creation']));
    const row = await createWorkspace(deps, c.var.auth.user, body, form.files.image);
    return c.json({ data: await getWorkspace(deps.db, c.var.auth.user.id, row.id) }, 201);
  });

  router.openapi(numericIds(router, showWorkspaceRoute), async (c) => {
    const { workspaceId } = c.req.valid('param');
    const userId = c.var.auth.user.id;
    const access = await requireWorkspace(c.var.deps.db, userId, workspaceId, 'read');
    const withInvites = isManageable(access.memberships, access.workspace);
    return c.json({ data: await getWorkspace(c.var.deps.db, userId, workspaceId, { withInvites }) }, 200);
  });

  router.openapi(numericIds(router, updateWorkspaceRoute), async (c) => {
    const { workspaceId } = c.req.valid('param');
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
    return c.json({ data: await getWorkspace(deps.db, userId, workspaceId, { withInvites: true }) }, 200);
  });

  router.openapi(numericIds(router, deleteWorkspaceRoute), async (c) => {
    const { workspaceId } = c.req.valid('param');
    await requireWorkspace(c.var.deps.db, c.var.auth.user.id, workspaceId, 'administer');
    await deleteWorkspace(c.var.deps, workspaceId);
    return c.json({ message: 'Workspace deleted.' }, 200);
  });

  router.openapi(numericIds(router, workspaceGoalsRoute), async (c) => {
    const { workspaceId } = c.req.valid('param');
    const { goals } = c.req.valid('json');
    const deps = c.var.deps;
    const userId = c.var.auth.user.id;
    assertApproved((await requireWorkspace(deps.db, userId, workspaceId, 'manage')).workspace);
    await updateWorkspace(deps, userId, workspaceId, { goals });
    return c.json({ data: await getWorkspace(deps.db, userId, workspaceId, { withInvites: true }) }, 200);
  });

  router.openapi(numericIds(router, workspaceStatusRoute), async (c) => {
    const { workspaceId } = c.req.valid('param');
    const { status } = c.req.valid('json');
    const deps = c.var.deps;
    const userId = c.var.auth.user.id;
    assertApproved((await requireWorkspace(deps.db, userId, workspaceId, 'manage')).workspace);
    await updateWorkspace(deps, userId, workspaceId, { status });
    return c.json({ data: await getWorkspace(deps.db, userId, workspaceId, { withInvites: true }) }, 200);
  });
}

import { createResourceRouter } from '../../lib/resource-router';
import { requireContentWorkspaces } from '../../services/access/content-guard';
import { listWorkspaceMembers } from '../../services/workspace-members/list-workspace-members';
import { membersRoute } from './routes';

/** Project addition: the people pickers of meetings, tasks and comments need a workspace's members. */
const { router, route } = createResourceRouter({ tag: 'workspaces', access: { ability: 'workspaces' } });
export const workspaceMembersRouter = router;

route(membersRoute, async (c) => {
  const { workspaceId } = c.req.valid('param');
  await requireContentWorkspaces(c.var.deps.db, c.var.auth.user.id, [workspaceId], 'read');
  return c.json({ data: await listWorkspaceMembers(c.var.deps.db, workspaceId) }, 200);
});

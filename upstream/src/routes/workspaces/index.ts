import { createRouter } from '../../lib/router';
import { registerWorkspaceTeamHandlers } from './team-handlers';
import { registerWorkspaceHandlers } from './workspace-handlers';

/**
 * `workspaces/*` except the retailers, brands and products blocks. Every route authenticates with
 * the `workspaces` ability and checks the caller's right with requireWorkspace (outsiders get 404).
 */
export const workspacesRouter = createRouter();
registerWorkspaceHandlers(workspacesRouter);
registerWorkspaceTeamHandlers(workspacesRouter);

import { createRouter } from '../../lib/router';
import { registerFileHandlers } from './file-handlers';
import { registerVersionHandlers } from './version-handlers';

/**
 * `files/*` (files, versions, downloads, file discussions) and a workspace retailer's files
 * (`workspaces/{id}/retailers/{workspaceRetailerId}/files`, digits-only ids so it never meets the
 * workspaces router's static paths). Every route needs the `files` ability.
 */
export const filesRouter = createRouter();
registerFileHandlers(filesRouter);
registerVersionHandlers(filesRouter);

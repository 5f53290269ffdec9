import type { Policy } from '../rules';
import { teamOf } from '../rules';
import { form } from '../world-kit';

// W invited team X: any admin of X answers (owner, fullAdmin, roAdmin); others are not in X.
const notInX = { stranger: 404, roMember: 404, fullMember: 404, mixed: 404, impersonator: 404, superadmin: 404 } as const;
// Creating a workspace names one of the caller's teams, which they must administer: one they do
// not administer is a field error on team_id (422), the contract's way for ids named in a body.
const notAdmin = { roMember: 422, fullMember: 422, impersonator: 422, superadmin: 422 } as const;

/** Workspace W itself, its teams, invites and approval. */
export const workspacePolicies: Record<string, Policy> = {
  'GET workspaces': { rule: 'signed-in' },
  'POST workspaces': { rule: 'signed-in', body: (w, a) => form({ name: 'New', team_id: teamOf(w, a) }), except: notAdmin },
  'GET workspaces/all': { rule: 'signed-in' },
  'GET workspaces/brands': { rule: 'signed-in' },
  'GET workspaces/products': { rule: 'signed-in' },
  'GET workspaces/retailers': { rule: 'signed-in' },
  'GET workspaces/dates': { rule: 'signed-in' },
  'GET workspaces/invites': { rule: 'signed-in' },
  'GET workspaces/{workspaceId}': { rule: 'ws-read' },
  'GET workspaces/{workspaceId}/activity': { rule: 'ws-read' },
  'GET workspaces/{workspaceId}/trash': { rule: 'ws-manage' },
  'POST workspaces/{workspaceId}': { rule: 'ws-administer', body: () => form({ name: 'Shared' }) },
  'DELETE workspaces/{workspaceId}': { rule: 'ws-administer' },
  'GET workspaces/{workspaceId}/members': { rule: 'ws-read' },
  'POST workspaces/{workspaceId}/status': { rule: 'ws-manage', body: () => ({ status: 'at_risk' }) },
  'POST workspaces/{workspaceId}/goals': { rule: 'ws-manage', body: () => ({ goals: 'Grow' }) },
  // Team X is administered by owner, fullAdmin and roAdmin: only a manager may bring it in.
  'POST workspaces/{workspaceId}/add': { rule: 'ws-manage', body: (w) => ({ team_id: w.teamX }) },
  'POST workspaces/{workspaceId}/invite': { rule: 'ws-manage', body: (w) => ({ team_id: w.teamX }) },
  'DELETE workspaces/{workspaceId}/invite': { rule: 'ws-manage', query: (w) => `team_id=${w.teamX}` },
  'POST workspaces/{workspaceId}/invite/{teamId}': { rule: 'signed-in', params: (w) => ({ teamId: w.teamX }), except: notInX },
  'DELETE workspaces/{workspaceId}/invite/{teamId}': { rule: 'signed-in', params: (w) => ({ teamId: w.teamX }), except: notInX },
  'POST workspaces/{workspaceId}/user-invite/{inviteId}': {
    rule: 'stranger-only',
    params: (w) => ({ inviteId: w.userInvite }),
    body: (w) => ({ team_id: w.teamS }),
  },
  'DELETE workspaces/{workspaceId}/user-invite/{inviteId}': { rule: 'stranger-only', params: (w) => ({ inviteId: w.userInvite }) },
  'PUT workspaces/{workspaceId}/teams/{teamId}': { rule: 'ws-administer', params: (w) => ({ teamId: w.teamR }), body: () => ({ access: 'full' }) },
  'DELETE workspaces/{workspaceId}/teams/{teamId}': { rule: 'ws-administer', params: (w) => ({ teamId: w.teamR }) },
  // Team R leaves: only its admin, who reads W; others are not admins of R (404) or R's plain member (403).
  'DELETE workspaces/{workspaceId}/team/{teamId}/leave': {
    rule: 'ws-read',
    params: (w) => ({ teamId: w.teamR }),
    except: { roMember: 403, fullMember: 404, fullAdmin: 404, owner: 404, impersonator: 404, mixed: 'ok' },
  },
  'POST workspaces/{workspaceId}/transfer': { rule: 'ws-administer', body: (w) => ({ team_id: w.teamF }) },
};

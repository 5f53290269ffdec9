/**
 * Where accepting or declining an invite goes (spec §7), and what the user sees afterwards (§8).
 * Plain functions over the contract types, tested without React.
 */
import type { Invites } from '@/lib/contract/account';
import type { TeamInvite } from '@/lib/contract/teams';
import type { WorkspaceInvite } from '@/lib/contract/workspaces';

export type PendingInvite = { source: 'team'; invite: TeamInvite } | { source: 'workspace'; invite: WorkspaceInvite };
export type InviteDecision = 'accept' | 'decline';

export const EMPTY_INVITES: Invites = { team_invites: [], workspace_invites: [] };

/** The body of `GET user/invites`, tolerating a missing list (a partial upstream) as empty. */
export function normalizeInvites(value: unknown): Invites {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Partial<Record<keyof Invites, unknown>>;
  return {
    team_invites: Array.isArray(v.team_invites) ? (v.team_invites as TeamInvite[]) : [],
    workspace_invites: Array.isArray(v.workspace_invites) ? (v.workspace_invites as WorkspaceInvite[]) : [],
  };
}

/** Spec §3: inviteCount is the sum of team and workspace invites. */
export const inviteCountOf = (invites: Invites): number => invites.team_invites.length + invites.workspace_invites.length;

/**
 * `teams/invite/{inviteId}`, `workspaces/{id}/invite/{teamId}` (a team invited to a workspace) or
 * `workspaces/{id}/user-invite/{inviteId}` (a person invited by email). POST accepts, DELETE declines.
 * Null when a team invite to a workspace names no team (nothing to call).
 */
export function invitePath(p: PendingInvite): string | null {
  if (p.source === 'team') return `teams/invite/${p.invite.id}`;
  const ws = p.invite.workspace.id;
  if (p.invite.kind === 'user') return `workspaces/${ws}/user-invite/${p.invite.id}`;
  return p.invite.team ? `workspaces/${ws}/invite/${p.invite.team.id}` : null;
}

/** Only a person's workspace invite asks which of their admin teams joins (none: a personal team is created). */
export const needsTeamChoice = (p: PendingInvite): boolean => p.source === 'workspace' && p.invite.kind === 'user';

export const inviteKey = (p: PendingInvite): string => `${p.source}-${p.invite.id}`;

export type ToastText = { title: string; text?: string };

/** Spec §8 success toasts: a workspace joined says so; otherwise the plain invite texts. */
export function successToast(decision: InviteDecision, p: PendingInvite): ToastText {
  if (decision === 'decline') return { title: 'Invite declined', text: 'Invite has been declined' };
  return p.source === 'workspace' ? { title: 'You have joined the workspace' } : { title: 'Invite accepted', text: 'Invite has been accepted' };
}

/**
 * Spec §8 failure toasts (in sentence case): titled "Invite not accepted/declined"; the text is the server's message,
 * else "Invite could not be …" for a refusal without one, else (no response at all) "Failed to … invite".
 */
export function failureToast(decision: InviteDecision, status: number, serverMessages: readonly string[]): { title: string; messages: string[] } {
  const accept = decision === 'accept';
  const title = accept ? 'Invite not accepted' : 'Invite not declined';
  if (serverMessages.length > 0) return { title, messages: [...serverMessages] };
  if (status === 0) return { title, messages: [accept ? 'Failed to accept invite' : 'Failed to decline invite'] };
  return { title, messages: [accept ? 'Invite could not be accepted' : 'Invite could not be declined'] };
}

/** Spec §4 "Clearing invites empties both lists" (client-held state only; the server keeps them). */
export const clearedInvites = (): Invites => ({ team_invites: [], workspace_invites: [] });

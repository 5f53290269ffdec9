/**
 * Home's getting-started checklist: create a team → create a company → request a
 * workspace → invite someone. Every step is read from data the home already loads (the overview,
 * the caller's teams, `workspaces/all`, the admin teams' pending invites); nothing is stored.
 */
import type { TeamRole } from '@/lib/contract/teams';
import type { Workspace } from '@/lib/contract/workspaces';
import { countOf } from '@/lib/ui/plural';

export type StepId = 'team' | 'company' | 'workspace' | 'invite';

/** What a step's button does: open a dialog on home, or go to a screen. */
export type StepAction = { kind: 'dialog'; dialog: 'team' | 'workspace'; label: string } | { kind: 'link'; href: string; label: string };

export type Step = {
  id: StepId;
  title: string;
  /** Why the step matters (undone) or what is there now (done). */
  detail: string;
  done: boolean;
  /** The way to do it; null when done, or when an earlier step must come first (`detail` says which). */
  action: StepAction | null;
};

export type SetupFacts = {
  teams: readonly { id: number; role: TeamRole; members_count: number }[];
  companiesCount: number;
  workspaces: readonly { approval_status: Workspace['approval_status'] }[];
  /** Invites still pending from the caller's admin teams (undefined while unknown). */
  invitesSent: number | undefined;
  /** Team and workspace invites waiting for the caller. */
  invitesReceived: number;
};

export type Setup = {
  steps: Step[];
  doneCount: number;
  complete: boolean;
  /** Approved workspaces: there is work to show (meetings, tasks, files, insights). */
  hasWork: boolean;
};

const teamFirst = 'Create a team first: it owns what you set up.';

function teamStep(f: SetupFacts): Step {
  const done = f.teams.length > 0;
  const detail = done
    ? `You are in ${countOf(f.teams.length, 'team')}.`
    : f.invitesReceived > 0
      ? `You have ${countOf(f.invitesReceived, 'pending invite')}: accept one from the bell to join a team, or create your own.`
      : 'A team holds the people you work with. You become its admin.';
  return { id: 'team', title: 'Create a team', detail, done, action: done ? null : { kind: 'dialog', dialog: 'team', label: 'Create a team' } };
}

function companyStep(f: SetupFacts): Step {
  const done = f.companiesCount > 0;
  const detail = done
    ? `Your teams have ${countOf(f.companiesCount, 'company', 'companies')}.`
    : 'A company holds your brands, products and retailers; one of your teams owns it.';
  return { id: 'company', title: 'Create a company', detail, done, action: done ? null : { kind: 'link', href: '/companies/new', label: 'Create a company' } };
}

function workspaceStep(f: SetupFacts, isAdmin: boolean): Step {
  const approved = f.workspaces.filter((w) => w.approval_status === 'approved').length;
  const pending = f.workspaces.filter((w) => w.approval_status === 'pending').length;
  const done = approved + pending > 0;
  let detail = 'A workspace is where your teams share files, insights, meetings and tasks. An administrator approves each request.';
  if (approved > 0) detail = `You work in ${countOf(approved, 'workspace')}.`;
  else if (pending > 0) detail = 'Requested: it opens once an administrator approves it.';
  else if (f.workspaces.length > 0) detail = 'Your request was not approved. Request another, or ask to be invited into one.';
  if (!done && !isAdmin) detail = f.teams.length > 0 ? 'Only team admins request workspaces: create a team of your own, or ask an admin of yours.' : teamFirst;
  return {
    id: 'workspace',
    title: 'Request a workspace',
    detail,
    done,
    action: done || !isAdmin ? null : { kind: 'dialog', dialog: 'workspace', label: 'Request a workspace' },
  };
}

function inviteStep(f: SetupFacts, firstAdminTeamId: number | null): Step {
  const joined = f.teams.some((t) => t.members_count > 1);
  const sent = (f.invitesSent ?? 0) > 0;
  const done = joined || sent;
  let detail = 'Invite the people you work with to your team; they get an email and an invite in the app.';
  if (joined) detail = 'Your team has other members.';
  else if (sent) detail = `${countOf(f.invitesSent ?? 0, 'invite')} sent, waiting for an answer.`;
  else if (firstAdminTeamId === null) detail = teamFirst;
  const action: StepAction | null = done || firstAdminTeamId === null ? null : { kind: 'link', href: `/teams/${firstAdminTeamId}`, label: 'Invite someone' };
  return { id: 'invite', title: 'Invite someone', detail, done, action };
}

export function gettingStarted(f: SetupFacts): Setup {
  const admin = f.teams.find((t) => t.role === 'admin') ?? null;
  const steps = [teamStep(f), companyStep(f), workspaceStep(f, admin !== null), inviteStep(f, admin?.id ?? null)];
  const doneCount = steps.filter((s) => s.done).length;
  return { steps, doneCount, complete: doneCount === steps.length, hasWork: f.workspaces.some((w) => w.approval_status === 'approved') };
}

/**
 * What home leads with: the checklist until there is work (an approved workspace); then the work,
 * with any steps left as a short reminder; once all are done, the work alone.
 */
export function homeLayout(setup: Setup): 'checklist' | 'work-and-reminder' | 'work' | 'waiting' {
  if (!setup.hasWork) return setup.complete ? 'waiting' : 'checklist';
  return setup.complete ? 'work' : 'work-and-reminder';
}

import { gettingStarted, homeLayout } from './getting-started';
import type { SetupFacts } from './getting-started';

const fresh: SetupFacts = { teams: [], companiesCount: 0, workspaces: [], invitesSent: 0, invitesReceived: 0 };
const admin = (id: number, members = 1) => ({ id, role: 'admin' as const, members_count: members });
const doneIds = (f: SetupFacts) =>
  gettingStarted(f)
    .steps.filter((s) => s.done)
    .map((s) => s.id);

describe('getting started', () => {
  it('starts a new user with every step undone, in order, and only the team step doable', () => {
    const setup = gettingStarted(fresh);
    expect(setup.steps.map((s) => s.id)).toEqual(['team', 'company', 'workspace', 'invite']);
    expect(setup.doneCount).toBe(0);
    expect(setup.steps[0].action).toEqual({ kind: 'dialog', dialog: 'team', label: 'Create a team' });
    // A company can be made without a team (the company form creates its owner team).
    expect(setup.steps[1].action).toEqual({ kind: 'link', href: '/companies/new', label: 'Create a company' });
    expect(setup.steps[2].action).toBeNull();
    expect(setup.steps[3].action).toBeNull();
    expect(setup.steps[3].detail).toMatch(/Create a team first/);
    expect(homeLayout(setup)).toBe('checklist');
  });

  it('points an invited user at the bell instead of asking them to start from scratch', () => {
    expect(gettingStarted({ ...fresh, invitesReceived: 2 }).steps[0].detail).toMatch(/2 pending invites: accept one from the bell/);
  });

  it('ticks each step from the data as it happens', () => {
    expect(doneIds({ ...fresh, teams: [admin(4)] })).toEqual(['team']);
    expect(doneIds({ ...fresh, teams: [admin(4)], companiesCount: 1 })).toEqual(['team', 'company']);
    expect(doneIds({ ...fresh, teams: [admin(4)], companiesCount: 1, workspaces: [{ approval_status: 'pending' }] })).toEqual(['team', 'company', 'workspace']);
    expect(doneIds({ ...fresh, teams: [admin(4)], invitesSent: 1 })).toEqual(['team', 'invite']);
    expect(doneIds({ ...fresh, teams: [admin(4, 3)] })).toEqual(['team', 'invite']);
  });

  it('offers the workspace request and the invite on the user’s admin team', () => {
    const steps = gettingStarted({ ...fresh, teams: [{ id: 2, role: 'member', members_count: 1 }, admin(4)], invitesSent: undefined }).steps;
    expect(steps[2].action).toEqual({ kind: 'dialog', dialog: 'workspace', label: 'Request a workspace' });
    expect(steps[3].action).toEqual({ kind: 'link', href: '/teams/4', label: 'Invite someone' });
  });

  it('tells a plain member that workspace requests are for admins', () => {
    const step = gettingStarted({ ...fresh, teams: [{ id: 2, role: 'member', members_count: 1 }] }).steps[2];
    expect(step.done).toBe(false);
    expect(step.action).toBeNull();
    expect(step.detail).toMatch(/Only team admins/);
  });

  it('counts a refused request as not done, a pending one as done but waiting', () => {
    const refused = gettingStarted({ ...fresh, teams: [admin(4)], workspaces: [{ approval_status: 'disapproved' }] }).steps[2];
    expect(refused.done).toBe(false);
    expect(refused.detail).toMatch(/not approved/);
    expect(refused.action?.label).toBe('Request a workspace');
    expect(gettingStarted({ ...fresh, teams: [admin(4)], workspaces: [{ approval_status: 'pending' }] }).steps[2].detail).toMatch(
      /once an administrator approves/,
    );
  });

  it('gives way to the work once there is some, keeping what is left as a reminder', () => {
    const member = {
      ...fresh,
      teams: [{ id: 2, role: 'member' as const, members_count: 5 }],
      companiesCount: 1,
      workspaces: [{ approval_status: 'approved' as const }],
    };
    expect(homeLayout(gettingStarted(member))).toBe('work');
    expect(homeLayout(gettingStarted({ ...member, companiesCount: 0 }))).toBe('work-and-reminder');
    const waiting = { ...fresh, teams: [admin(4)], companiesCount: 1, workspaces: [{ approval_status: 'pending' as const }], invitesSent: 1 };
    expect(homeLayout(gettingStarted(waiting))).toBe('waiting');
  });
});

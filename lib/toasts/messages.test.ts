import { ACCOUNT_TOAST, phoneCodeSent, showSuccess, TEAM_TOAST, WORKSPACE_TOAST } from './messages';
import { toastStore } from './toast-store';

describe('toast messages', () => {
  afterEach(() => toastStore.clear());

  it('keeps the spec §8 words in sentence case, saying what happened', () => {
    expect(TEAM_TOAST.created).toEqual({ title: 'Team created', text: 'The new team has been successfully created' });
    expect(TEAM_TOAST.roleUpdated).toEqual({ title: 'Role updated', text: 'Role has been updated' });
    expect(WORKSPACE_TOAST.teamAdded.title).toBe('Team added to the workspace');
    expect(ACCOUNT_TOAST.loggedIn.title).toBe('Signed in');
  });

  it('calls a workspace request what it is: requested, not created', () => {
    expect(WORKSPACE_TOAST.requested.title).toBe('Workspace requested');
    expect(Object.values(WORKSPACE_TOAST).map((t) => t.title)).not.toContain('Workspace Created');
  });

  it('uses sentence case for every title (proper names aside)', () => {
    const names = /Google Calendar/g;
    for (const { title } of [...Object.values(TEAM_TOAST), ...Object.values(WORKSPACE_TOAST), ...Object.values(ACCOUNT_TOAST)]) {
      const rest = title.replace(names, 'x').split(' ').slice(1).join(' ');
      expect(rest).toBe(rest.toLowerCase());
    }
  });

  it('names the number a phone code went to', () => {
    expect(phoneCodeSent('+1 555 0100')).toEqual({ title: 'Code sent', text: 'We sent a new code to +1 555 0100.' });
  });

  it('shows one success toast per call', () => {
    showSuccess(ACCOUNT_TOAST.profileUpdated);
    expect(toastStore.getSnapshot()).toEqual([
      expect.objectContaining({ title: 'Profile updated', messages: ['User updated successfully'], variant: 'success' }),
    ]);
  });
});

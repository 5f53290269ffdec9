import { ACCOUNT_TOAST, phoneCodeSent, showSuccess, TEAM_TOAST, WORKSPACE_TOAST } from './messages';
import { toastStore } from './toast-store';

describe('toast messages', () => {
  afterEach(() => toastStore.clear());

  it('keeps the spec §8 titles and texts where it names them', () => {
    expect(TEAM_TOAST.created).toEqual({ title: 'Team Created', text: 'The new team has been successfully created' });
    expect(TEAM_TOAST.roleUpdated).toEqual({ title: 'Role Update', text: 'Role has been updated' });
    expect(WORKSPACE_TOAST.teamAdded.title).toBe('Team Added');
    expect(WORKSPACE_TOAST.approvalRequested.title).toBe('Request for approval has been received');
    expect(ACCOUNT_TOAST.loggedIn.title).toBe('Logged in successfully');
  });

  it('calls a workspace request what it is: requested, not created', () => {
    expect(WORKSPACE_TOAST.requested.title).toBe('Workspace requested');
    expect(Object.values(WORKSPACE_TOAST).map((t) => t.title)).not.toContain('Workspace Created');
  });

  it('uses sentence case for titles the spec does not name', () => {
    const own = [WORKSPACE_TOAST.requested, WORKSPACE_TOAST.approved, ACCOUNT_TOAST.codeResent, ACCOUNT_TOAST.profileUpdated, ACCOUNT_TOAST.tokenRevoked];
    for (const { title } of own) expect(title.split(' ').slice(1).join(' ')).toBe(title.split(' ').slice(1).join(' ').toLowerCase());
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

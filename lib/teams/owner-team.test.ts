import { apiFetch } from '@/lib/api/api-fetch';
import { createOwnerTeam, NEW_TEAM, ownerChoice } from './owner-team';

jest.mock('@/lib/api/api-fetch', () => ({ apiFetch: jest.fn() }));
const mockedFetch = jest.mocked(apiFetch);

describe('ownerChoice', () => {
  it('asks for a new team when the user administers none', () => {
    expect(ownerChoice([], '')).toEqual({ mode: 'new' });
  });
  it('preselects the only admin team, and waits for a choice among several', () => {
    expect(ownerChoice([4], '')).toEqual({ mode: 'existing', teamId: '4' });
    expect(ownerChoice([4, 5], '')).toEqual({ mode: 'existing', teamId: '' });
    expect(ownerChoice(undefined, '')).toEqual({ mode: 'existing', teamId: '' });
  });
  it('follows the choice, "New team" included', () => {
    expect(ownerChoice([4, 5], '5')).toEqual({ mode: 'existing', teamId: '5' });
    expect(ownerChoice([4, 5], NEW_TEAM)).toEqual({ mode: 'new' });
  });
  it('keeps a team just created in the form before the team list has it (no second team on retry)', () => {
    expect(ownerChoice([], '9')).toEqual({ mode: 'existing', teamId: '9' });
  });
});

describe('createOwnerTeam', () => {
  beforeEach(() => mockedFetch.mockReset());

  it('refuses an empty name without a call', async () => {
    const res = await createOwnerTeam('   ');
    expect(res).toEqual({ ok: false, errors: { name: ['The name field is required.'] } });
    expect(mockedFetch).not.toHaveBeenCalled();
  });

  it('posts the trimmed name as multipart and returns the team', async () => {
    const team = { id: 9, name: 'Owners' };
    mockedFetch.mockResolvedValue({ ok: true, status: 201, data: team, body: { data: team } } as never);
    const res = await createOwnerTeam('  Owners ');
    expect(res).toEqual({ ok: true, team });
    const [path, options] = mockedFetch.mock.calls[0];
    expect(path).toBe('teams');
    expect(options?.method).toBe('POST');
    expect((options?.formData as FormData).get('name')).toBe('Owners');
  });

  it('puts the server’s refusal under the name field', async () => {
    mockedFetch.mockResolvedValue({ ok: false, status: 422, message: 'x', messages: ['Too many teams.'], fieldErrors: {}, body: {} } as never);
    expect(await createOwnerTeam('Owners')).toEqual({ ok: false, errors: { name: ['Too many teams.'] } });
  });
});

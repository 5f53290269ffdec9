import type { ActivityResource } from '@/lib/contract/activity';
import { describeActivity } from './describe-activity';

const base: ActivityResource = {
  id: 1,
  at: '2026-12-06T10:00:00.000Z',
  action: 'update',
  route: 'PUT tasks/{taskId}',
  actor: { id: 1, name: 'Ada Lovelace' },
  impersonator: null,
  via: 'session',
  token: null,
  subject: { type: 'tasks', id: 7, label: 'Ship the deck' },
  workspace_id: 1,
  company_id: null,
  changes: [{ field: 'due_date', before: '2026-12-03', after: '2026-12-05' }],
};

describe('describeActivity', () => {
  it('says who changed which record and each field before and after', () => {
    expect(describeActivity(base)).toEqual({
      who: 'Ada Lovelace',
      what: 'changed task “Ship the deck”',
      changes: ['due date: Dec 3, 2026 → Dec 5, 2026'],
      via: null,
    });
  });

  it('names the action of a POST on a record, the impersonating administrator and the token', () => {
    const done = describeActivity({ ...base, action: 'action', route: 'POST tasks/{taskId}/complete', changes: null, impersonator: { id: 9, name: 'Sue' } });
    expect([done.what, done.via, done.changes]).toEqual(['completed task “Ship the deck”', 'as Sue (impersonating)', []]);
    const scripted = describeActivity({ ...base, action: 'create', token: { id: 3, name: 'ERP sync' }, via: 'custom', changes: null });
    expect([scripted.what, scripted.via]).toEqual(['created task “Ship the deck”', 'through the API token “ERP sync”']);
  });

  it('reads a call without sign-in and a record without a name', () => {
    const line = describeActivity({
      ...base,
      actor: null,
      action: 'delete',
      subject: { type: 'monitoring-products', id: 4, label: null },
      changes: [{ field: 'assignee_id', before: 3, after: null }],
    });
    expect(line).toEqual({ who: 'Someone signed out', what: 'deleted monitored product #4', changes: ['assignee: 3 → nothing'], via: null });
  });

  it('words a call about no one record by its last word', () => {
    const approve = describeActivity({ ...base, action: 'action', route: 'POST superadmin/approve-workspace', subject: null, changes: null });
    expect(approve.what).toBe('approve workspace');
    const data = describeActivity({ ...base, action: 'update', route: 'PUT user/profile-data', subject: null, changes: null });
    expect(data.what).toBe('updated profile data');
  });
});

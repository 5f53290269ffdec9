import type { ActivityResource } from '@/lib/contract/activity';
import { activityToCsv } from './activity-csv';

const entry = (over: Partial<ActivityResource>): ActivityResource => ({
  id: 1,
  at: '2026-12-05T09:30:00.000Z',
  action: 'update',
  route: 'PUT tasks/{taskId}',
  actor: { id: 7, name: 'Ada Lovelace' },
  impersonator: null,
  via: 'session',
  token: null,
  subject: { type: 'tasks', id: 42, label: 'Ship the deck' },
  workspace_id: 3,
  company_id: null,
  changes: [{ field: 'due_date', before: '2026-12-03', after: '2026-12-05' }],
  ...over,
});

describe('activityToCsv', () => {
  it('writes a header and one line per entry, with the changes in one readable cell', () => {
    const lines = activityToCsv([entry({})]).split('\r\n');
    expect(lines[0]).toBe('at,actor_id,actor,impersonated_by,credential,api_token,action,record_type,record_id,record,call,workspace_id,company_id,changes');
    expect(lines[1]).toBe(
      '2026-12-05T09:30:00.000Z,7,Ada Lovelace,,session,,update,tasks,42,Ship the deck,PUT tasks/{taskId},3,,due_date: 2026-12-03 → 2026-12-05',
    );
    expect(lines[2]).toBe('');
  });

  it('names the impersonator and the token, and keeps a title that looks like a formula from running', () => {
    const [, line] = activityToCsv([
      entry({
        impersonator: { id: 1, name: 'Sue Admin' },
        via: 'impersonation',
        token: { id: 9, name: 'ERP sync' },
        subject: { type: 'tasks', id: 5, label: '=HYPERLINK("x")' },
        changes: [
          { field: 'title', before: 'a, b', after: null },
          { field: 'labels', before: [], after: ['x'] },
        ],
      }),
    ]).split('\r\n');
    expect(line).toContain('Sue Admin,impersonation,ERP sync');
    expect(line).toContain(`"'=HYPERLINK(""x"")"`);
    expect(line).toContain('"title: a, b → —; labels: [] → [""x""]"');
  });
});

import { mergeMembers } from './workspace-members';
import { ada, alan } from '@/lib/tasks/task-test-data';

const bea = { id: 3, first_name: 'Bea', last_name: 'Lim', email: 'bea@example.com', image: null };

describe('workspace members', () => {
  it('merges the members of several workspaces and known assignees, once each, by name', () => {
    const merged = mergeMembers([[bea, ada], [ada], undefined], [alan, bea]);
    expect(merged.map((m) => m.id)).toEqual([ada, alan, bea].sort((a, b) => a.first_name.localeCompare(b.first_name)).map((m) => m.id));
    expect(mergeMembers([undefined])).toEqual([]);
  });
});

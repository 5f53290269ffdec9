import { switcherLabel } from './switcher-label';

const workspaces = [{ id: 3, name: 'Spring reset' }];

describe('workspace switcher label', () => {
  it('names the workspace you are in, never a count', () => {
    expect(switcherLabel('/workspace/3/files', workspaces, 0)).toEqual({ text: 'Spring reset', count: null, currentId: 3 });
    expect(switcherLabel('/workspace/9', workspaces, 2)).toEqual({ text: 'Workspace', count: null, currentId: 9 });
  });
  it('shows the saved selection with its size on /workspace/all', () => {
    expect(switcherLabel('/workspace/all/tasks', workspaces, 2)).toEqual({ text: 'All selected', count: 2, currentId: null });
  });
  it('says "All workspaces" outside a workspace, whatever the selection', () => {
    expect(switcherLabel('/', workspaces, 0).text).toBe('All workspaces');
    expect(switcherLabel('/companies', workspaces, 3)).toEqual({ text: 'All workspaces', count: null, currentId: null });
  });
});

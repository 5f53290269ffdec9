import { workspaceDeleteText } from './delete-text';

describe('workspaceDeleteText', () => {
  it('counts what goes with the workspace once read, and names it before', () => {
    expect(workspaceDeleteText([3, 1, 0])).toBe(
      'The workspace goes for every team, with its 3 retailers, 1 brand and no products, the files and insights made in it, its meetings, tasks and notes.',
    );
    expect(workspaceDeleteText([undefined, undefined, undefined])).toContain('with its retailers, brands and products,');
  });
});

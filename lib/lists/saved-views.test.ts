import { applyView, MAX_VIEWS, parseViews, readViews, viewQuery, viewsKey, withView, writeViews } from './saved-views';

const memory = () => {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
};

describe('saved views', () => {
  it('keeps the filter part of a URL, in a fixed order', () => {
    expect(viewQuery('taskId=4&page=3&due_to=2026-12-07&status=completed&search=q')).toBe('search=q&status=completed&due_to=2026-12-07');
    expect(viewQuery('fileId=2')).toBe('');
  });

  it('applies a view over the current filters, back to page 1, the open item kept', () => {
    const view = { id: 'a', name: 'Mine', query: 'assignee=me&status=overdue' };
    expect(applyView('status=completed&page=2&taskId=9&category=Sales', view)).toBe('taskId=9&assignee=me&status=overdue');
  });

  it('stores per user and list, replaces a view of the same name, and ignores what it cannot read', () => {
    const storage = memory();
    const key = viewsKey(7, 'tasks');
    expect(key).toBe('list_views:7:tasks');
    let views = withView([], 'Overdue', 'status=overdue', 'a');
    views = withView(views, 'mine', 'assignee=me', 'b');
    views = withView(views, 'Overdue ', 'status=overdue&assignee=me', 'c');
    expect(views.map((v) => [v.id, v.name])).toEqual([
      ['c', 'Overdue'],
      ['b', 'mine'],
    ]);
    writeViews(storage, key, views);
    expect(readViews(storage, key)).toEqual(views);
    expect(readViews(storage, viewsKey(8, 'tasks'))).toEqual([]);
    expect(parseViews('not json')).toEqual([]);
    expect(parseViews(JSON.stringify([{ id: 'x', name: '', query: '' }, { id: 'y', name: 'Ok', query: 'a=1' }, 3]))).toEqual([
      { id: 'y', name: 'Ok', query: 'a=1' },
    ]);
    const many = Array.from({ length: MAX_VIEWS + 5 }, (_, i) => ({ id: String(i), name: `V${i}`, query: '' }));
    expect(parseViews(JSON.stringify(many))).toHaveLength(MAX_VIEWS);
  });
});

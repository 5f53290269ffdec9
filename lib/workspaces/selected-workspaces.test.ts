import {
  createSelectionSnapshot,
  effectiveSelection,
  MAX_SELECTED_WORKSPACES,
  normalizeIds,
  parseSelectedWorkspaces,
  readSelectedWorkspaces,
  SELECTED_WORKSPACES_KEY,
  serializeSelectedWorkspaces,
  subscribeSelectedWorkspaces,
  toggleWorkspaceId,
  writeSelectedWorkspaces,
} from './selected-workspaces';
import type { StorageLike } from './selected-workspaces';

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, String(v)),
  };
}

const throwing: StorageLike = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key });

describe('parseSelectedWorkspaces', () => {
  it.each<[string, string | null, number[]]>([
    ['nothing stored', null, []],
    ['an empty string', '', []],
    ['a list of ids', '[3,1,2]', [3, 1, 2]],
    ['numeric strings', '["4"," 5 "]', [4, 5]],
    ['duplicates (first kept)', '[2,1,2,1]', [2, 1]],
    ['non-ids dropped', '[1,0,-2,1.5,"x",null,{},[7],true,9007199254740993]', [1]],
    ['not JSON', '{oops', []],
    ['a JSON object', '{"ids":[1]}', []],
    ['a JSON number', '5', []],
    ['a JSON string', '"1,2"', []],
  ])('%s', (_name, raw, expected) => {
    expect(parseSelectedWorkspaces(raw)).toEqual(expected);
  });

  it('treats an absurdly long list as corrupt', () => {
    const ids = Array.from({ length: MAX_SELECTED_WORKSPACES + 1 }, (_, i) => i + 1);
    expect(parseSelectedWorkspaces(JSON.stringify(ids))).toEqual([]);
    expect(parseSelectedWorkspaces(JSON.stringify(ids.slice(1)))).toHaveLength(MAX_SELECTED_WORKSPACES);
  });
});

describe('normalizeIds / serialize', () => {
  it('keeps the order and drops what is not an id', () => {
    expect(normalizeIds([5, '6', 5, 'a', -1])).toEqual([5, 6]);
    expect(serializeSelectedWorkspaces([2, 2, 'x', 3])).toBe('[2,3]');
  });
});

describe('read and write', () => {
  it('reads what is stored under selected_workspaces', () => {
    expect(readSelectedWorkspaces(memoryStorage({ [SELECTED_WORKSPACES_KEY]: '[8,9]' }))).toEqual([8, 9]);
    expect(readSelectedWorkspaces(memoryStorage({ other: '[8]' }))).toEqual([]);
  });

  it('writes the normalized list as JSON and returns it', () => {
    const storage = memoryStorage();
    expect(writeSelectedWorkspaces([4, 4, '5', 0], storage)).toEqual([4, 5]);
    expect(storage.items.get(SELECTED_WORKSPACES_KEY)).toBe('[4,5]');
    expect(readSelectedWorkspaces(storage)).toEqual([4, 5]);
  });

  it('keeps the selection in memory when storage throws', () => {
    expect(writeSelectedWorkspaces([11, 12], throwing)).toEqual([11, 12]);
    expect(readSelectedWorkspaces(throwing)).toEqual([11, 12]);
  });

  it('does not read a stale stored value after a failed write, and recovers after a good one', () => {
    const storage = memoryStorage({ [SELECTED_WORKSPACES_KEY]: '[1]' });
    const failing: StorageLike = { getItem: storage.getItem, setItem: throwing.setItem };
    writeSelectedWorkspaces([2], failing);
    expect(readSelectedWorkspaces(failing)).toEqual([2]);
    writeSelectedWorkspaces([3], storage);
    expect(readSelectedWorkspaces(storage)).toEqual([3]);
  });

  it('works without storage at all (server render)', () => {
    writeSelectedWorkspaces([21], null);
    expect(readSelectedWorkspaces(null)).toEqual([21]);
  });
});

describe('subscribeSelectedWorkspaces', () => {
  it('hears writes in this tab until unsubscribed', () => {
    const listener = jest.fn();
    const off = subscribeSelectedWorkspaces(listener, null);
    writeSelectedWorkspaces([1], memoryStorage());
    expect(listener).toHaveBeenCalledTimes(1);
    off();
    writeSelectedWorkspaces([2], memoryStorage());
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('hears other tabs through storage events for its key (or a full clear) only', () => {
    const target = new EventTarget();
    const listener = jest.fn();
    const off = subscribeSelectedWorkspaces(listener, target);
    target.dispatchEvent(storageEvent('something_else'));
    expect(listener).not.toHaveBeenCalled();
    target.dispatchEvent(storageEvent(SELECTED_WORKSPACES_KEY));
    target.dispatchEvent(storageEvent(null));
    expect(listener).toHaveBeenCalledTimes(2);
    off();
    target.dispatchEvent(storageEvent(SELECTED_WORKSPACES_KEY));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('createSelectionSnapshot', () => {
  it('returns the same array while the stored text is unchanged (useSyncExternalStore needs that)', () => {
    const storage = memoryStorage({ [SELECTED_WORKSPACES_KEY]: '[1,2]' });
    const snapshot = createSelectionSnapshot(() => storage);
    const first = snapshot();
    expect(first).toEqual([1, 2]);
    expect(snapshot()).toBe(first);
    storage.setItem(SELECTED_WORKSPACES_KEY, '[2]');
    const second = snapshot();
    expect(second).toEqual([2]);
    expect(second).not.toBe(first);
  });

  it('shares one frozen empty array for "no selection"', () => {
    const a = createSelectionSnapshot(() => memoryStorage())();
    const b = createSelectionSnapshot(() => memoryStorage({ [SELECTED_WORKSPACES_KEY]: 'junk' }))();
    expect(a).toEqual([]);
    expect(a).toBe(b);
    expect(Object.isFrozen(a)).toBe(true);
  });
});

describe('selection helpers', () => {
  it('toggles an id in and out', () => {
    expect(toggleWorkspaceId([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggleWorkspaceId([1, 2, 3], 2)).toEqual([1, 3]);
  });

  it('limits the selection to workspaces still available, in stored order', () => {
    expect(effectiveSelection([5, 1, 9], [1, 5, 7])).toEqual([5, 1]);
    expect(effectiveSelection([5], [])).toEqual([]);
  });
});

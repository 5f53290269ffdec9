import { createQuickAdd } from './quick-add';

const tick = () => new Promise((resolve) => setImmediate(resolve));

function field(initial = '') {
  let text = initial;
  return { read: () => text, write: (t: string) => void (text = t), set: (t: string) => void (text = t) };
}

describe('quick add', () => {
  it('empties the field at once and sends entries one after another, in the order typed', async () => {
    const f = field();
    const sent: string[] = [];
    const releases: (() => void)[] = [];
    const add = createQuickAdd({
      ...f,
      send: (t) =>
        new Promise((resolve) => {
          sent.push(t);
          releases.push(() => resolve(true));
        }),
    });
    f.set('Deck');
    const first = add.submit();
    expect(f.read()).toBe('');
    f.set('Samples');
    const second = add.submit();
    expect(f.read()).toBe('');
    await tick();
    // The second waits for the first: creation order is typing order.
    expect(sent).toEqual(['Deck']);
    releases[0]();
    await first;
    await tick();
    expect(sent).toEqual(['Deck', 'Samples']);
    releases[1]();
    await second;
  });

  it('puts a refused entry back when the field is still empty, and keeps newer text otherwise', async () => {
    const f = field('Too long');
    const add = createQuickAdd({ ...f, send: async () => false });
    await add.submit();
    expect(f.read()).toBe('Too long');

    const g = field('Refused');
    let release: (v: unknown) => void = () => {};
    const add2 = createQuickAdd({ ...g, send: () => new Promise((r) => (release = r)) });
    const pending = add2.submit();
    g.set('Typed meanwhile');
    await tick();
    release(false);
    await pending;
    expect(g.read()).toBe('Typed meanwhile');
  });

  it('sends an empty field as it is (the form says it is required) and leaves it as it was', async () => {
    const f = field('  ');
    const sent: string[] = [];
    const add = createQuickAdd({ ...f, send: async (t) => sent.push(t) });
    await add.submit();
    expect(sent).toEqual(['  ']);
    expect(f.read()).toBe('  ');
  });

  it('keeps going after a send that throws', async () => {
    const f = field('Boom');
    const sent: string[] = [];
    const add = createQuickAdd({
      ...f,
      send: async (t) => {
        sent.push(t);
        if (t === 'Boom') throw new Error('network');
        return true;
      },
    });
    await expect(add.submit()).rejects.toThrow('network');
    f.set('Next');
    await add.submit().catch(() => {});
    expect(sent).toEqual(['Boom', 'Next']);
  });
});

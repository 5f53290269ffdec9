import { findNulFields, nulFieldErrors, NUL_MESSAGE } from './nul-characters';

describe('findNulFields', () => {
  it('names each string holding a NUL by its dotted path, nested objects and arrays included', () => {
    expect(findNulFields({ name: 'a\u0000b', ok: 'fine', items: [{ title: 'x' }, { title: '\u0000' }], n: 3 })).toEqual(['name', 'items.1.title']);
  });

  it('flags keys that hold a NUL, and a bare string as the whole body', () => {
    expect(findNulFields({ 'bad\u0000key': 'v' })).toEqual(['bad\u0000key']);
    expect(findNulFields('\u0000')).toEqual(['_']);
  });

  it('finds nothing in clean input, numbers, booleans and null', () => {
    expect(findNulFields({ a: 'text', b: 1, c: true, d: null, e: ['x', 'y'] })).toEqual([]);
  });

  it('stops at a bounded depth instead of overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 10_000; i += 1) deep = [deep];
    expect(findNulFields(deep)).toEqual([]);
  });

  it('builds Laravel errors without the NUL in the field name', () => {
    expect(nulFieldErrors(['bad\u0000key', 'name'])).toEqual({ badkey: [NUL_MESSAGE], name: [NUL_MESSAGE] });
  });
});

import { moveImage, sortImages } from './image-order';

const img = (id: number, position: number) => ({ id, position });

describe('image order', () => {
  it('sorts by position, then id', () => {
    expect(sortImages([img(3, 1), img(1, 2), img(2, 1)]).map((i) => i.id)).toEqual([2, 3, 1]);
  });

  it('swaps neighbours and gives the moved image its new index', () => {
    const up = moveImage([img(1, 0), img(2, 1), img(3, 2)], 3, -1);
    expect(up?.order.map((i) => [i.id, i.position])).toEqual([
      [1, 0],
      [3, 1],
      [2, 2],
    ]);
    expect(up?.position).toBe(1);
    expect(moveImage([img(1, 0), img(2, 1), img(3, 2)], 1, 1)?.position).toBe(1);
  });

  it('works on the order, whatever gaps or ties the positions have', () => {
    const move = moveImage([img(1, 5), img(2, 5), img(3, 9)], 1, 1);
    expect(move?.order.map((i) => [i.id, i.position])).toEqual([
      [2, 0],
      [1, 1],
      [3, 2],
    ]);
    expect(move?.position).toBe(1);
  });

  it('does nothing at the ends or for an unknown image', () => {
    expect(moveImage([img(1, 0), img(2, 1)], 1, -1)).toBeNull();
    expect(moveImage([img(1, 0), img(2, 1)], 2, 1)).toBeNull();
    expect(moveImage([img(1, 0)], 9, 1)).toBeNull();
  });
});

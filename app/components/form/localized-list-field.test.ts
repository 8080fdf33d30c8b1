import { describe, expect, it } from 'vitest';
import { moveItem } from './localized-list-field';

describe('moving a line of a list', () => {
  it.each([
    { list: ['a', 'b', 'c'], i: 1, by: -1 as const, out: ['b', 'a', 'c'] },
    { list: ['a', 'b', 'c'], i: 1, by: 1 as const, out: ['a', 'c', 'b'] },
    { list: ['a', 'b', 'c'], i: 0, by: -1 as const, out: ['a', 'b', 'c'] },
    { list: ['a', 'b', 'c'], i: 2, by: 1 as const, out: ['a', 'b', 'c'] },
  ])('moves line $i by $by', ({ list, i, by, out }) => {
    const before = [...list];
    expect(moveItem(list, i, by)).toEqual(out);
    expect(list).toEqual(before);
  });
});

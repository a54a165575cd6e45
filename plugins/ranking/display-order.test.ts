import { describe, expect, it } from 'vitest';
import { displayOrder, isComplete } from './display-order';

describe('ranking display order', () => {
  it('is the given order before the respondent ranks anything', () => {
    expect(displayOrder(null, ['a', 'b', 'c'])).toEqual(['a', 'b', 'c']);
    expect(isComplete(null, ['a', 'b', 'c'])).toBe(false);
  });

  it('is the ranking when it covers the visible options', () => {
    expect(displayOrder(['c', 'a', 'b'], ['a', 'b', 'c'])).toEqual(['c', 'a', 'b']);
    expect(isComplete(['c', 'a', 'b'], ['c', 'a', 'b'])).toBe(true);
  });

  it('drops an option hidden since and appends one shown since, so the answer needs confirming again', () => {
    const shown = displayOrder(['c', 'b', 'a'], ['a', 'c', 'd']);
    expect(shown).toEqual(['c', 'a', 'd']);
    expect(isComplete(['c', 'b', 'a'], shown)).toBe(false);
  });
});

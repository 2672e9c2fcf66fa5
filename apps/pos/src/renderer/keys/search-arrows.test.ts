import { describe, expect, it } from 'vitest';
import { searchArrowTarget } from './search-arrows.ts';

describe('↓/↑ in the search results', () => {
  it('goes from the field to the first hit and down the list, stopping at the last', () => {
    expect(searchArrowTarget('ArrowDown', 'field', 3)).toBe(0);
    expect(searchArrowTarget('ArrowDown', 0, 3)).toBe(1);
    expect(searchArrowTarget('ArrowDown', 2, 3)).toBe(2);
  });
  it('goes up the list and from the first hit back to the field', () => {
    expect(searchArrowTarget('ArrowUp', 2, 3)).toBe(1);
    expect(searchArrowTarget('ArrowUp', 0, 3)).toBe('field');
    expect(searchArrowTarget('ArrowUp', 'field', 3)).toBeNull();
  });
  it('leaves other keys and an empty list alone', () => {
    expect(searchArrowTarget('ArrowDown', 'field', 0)).toBeNull();
    expect(searchArrowTarget('Enter', 0, 3)).toBeNull();
  });
});

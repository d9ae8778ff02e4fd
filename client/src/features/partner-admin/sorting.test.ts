import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSorted } from './sorting';

const rows = [
  { name: 'Åse', projects: 2 },
  { name: 'anna', projects: 10 },
  { name: 'Bo', projects: 1 },
];

describe('useSorted', () => {
  it('sorts text with the locale and toggles the direction on the same column', () => {
    const { result } = renderHook(() => useSorted(rows, 'name', 'da-DK'));
    expect(result.current.sorted.map((r) => r.name)).toEqual(['anna', 'Bo', 'Åse']);
    act(() => result.current.sortBy('name'));
    expect(result.current.sorted.map((r) => r.name)).toEqual(['Åse', 'Bo', 'anna']);
  });

  it('sorts numbers as numbers, ascending first on a new column', () => {
    const { result } = renderHook(() => useSorted(rows, 'name', 'en-GB'));
    act(() => result.current.sortBy('projects'));
    expect(result.current.sorted.map((r) => r.projects)).toEqual([1, 2, 10]);
  });
});

import { describe, expect, it } from 'vitest';
import { nextPath } from './next-path';

describe('nextPath', () => {
  it.each([
    ['next=%2Frequests%2F12', '/requests/12'],
    ['', '/'],
    ['next=%2F%2Fevil.example', '/'],
    ['next=https%3A%2F%2Fevil.example', '/'],
    ['next=javascript%3Aalert(1)', '/'],
  ])('reads %s as %s', (query, expected) => {
    expect(nextPath(new URLSearchParams(query))).toBe(expected);
  });
});

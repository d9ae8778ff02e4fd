import { describe, expect, it } from 'vitest';
import { paletteColor, parseColor, shadeColors, UNSUPPORTED_COLOR_MESSAGE } from './colors';

describe('parseColor (spec §5, §8)', () => {
  it.each([
    { color: '#2196f3', rgb: { r: 33, g: 150, b: 243 } },
    { color: '#FFF', rgb: { r: 255, g: 255, b: 255 } },
    { color: 'rgb(10, 20, 30)', rgb: { r: 10, g: 20, b: 30 } },
    { color: ' rgb(0,0,0) ', rgb: { r: 0, g: 0, b: 0 } },
  ])('reads $color', ({ color, rgb }) => {
    expect(parseColor(color)).toEqual(rgb);
  });

  it.each(['red', 'hsl(0, 100%, 50%)', '#12345', 'rgb(256, 0, 0)', 'rgba(1, 2, 3, 0.5)', ''])('refuses %s with the spec message', (color) => {
    expect(() => parseColor(color)).toThrow(UNSUPPORTED_COLOR_MESSAGE);
  });
});

describe('shadeColors', () => {
  it.each([
    { base: '#000000', count: 0, shades: [] },
    { base: '#000000', count: 1, shades: ['#000000'] },
    { base: '#000000', count: 2, shades: ['#000000', '#bfbfbf'] },
    { base: 'rgb(0, 0, 255)', count: 4, shades: ['#0000ff', '#4040ff', '#8080ff', '#bfbfff'] },
  ])('gives $count shades of $base, darkest first', ({ base, count, shades }) => {
    expect(shadeColors(base, count)).toEqual(shades);
  });

  it('throws for an unsupported theme colour', () => {
    expect(() => shadeColors('blue', 3)).toThrow(UNSUPPORTED_COLOR_MESSAGE);
  });

  it('cycles through a palette, the default one when empty', () => {
    expect(paletteColor(['#111111', '#222222'], 3)).toBe('#222222');
    expect(paletteColor([], 0)).toBe('#2196f3');
  });
});

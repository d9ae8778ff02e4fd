import { describe, expect, it } from 'vitest';
import { DEFAULT_CHART_COLORS } from '../../../../../shared/reports';
import { buildChartTheme, readableTextOn, reportPalette } from './chart-theme';

describe('reportPalette', () => {
  it.each([
    { primary: '#2c5f2d', secondary: '#97bc62', expected: { primary: '#2c5f2d', secondary: '#97bc62' } },
    { primary: 'rgb(44, 95, 45)', secondary: '#FFF', expected: { primary: '#2c5f2d', secondary: '#ffffff' } },
    { primary: 'green', secondary: '#97bc62', expected: { primary: '#2196f3', secondary: '#97bc62' } },
    { primary: '#2c5f2d', secondary: 'rgba(1,2,3,0.5)', expected: { primary: '#2c5f2d', secondary: '#ff5722' } },
    { primary: null, secondary: undefined, expected: { primary: '#2196f3', secondary: '#ff5722' } },
    { primary: '', secondary: '#12345', expected: { primary: '#2196f3', secondary: '#ff5722' } },
  ])('takes $primary / $secondary as $expected', ({ primary, secondary, expected }) => {
    const p = reportPalette(primary, secondary);
    expect({ primary: p.primary, secondary: p.secondary }).toEqual(expected);
  });

  it('alternates the two colours, then their tints and shades, eight distinct colours', () => {
    const { series } = reportPalette('#2c5f2d', '#97bc62');
    expect(series).toHaveLength(8);
    expect(series.slice(0, 2)).toEqual(['#2c5f2d', '#97bc62']);
    expect(new Set(series).size).toBe(8);
  });

  it('gives the default chart palette for the default colours (and for invalid ones)', () => {
    expect(reportPalette('#2196f3', '#ff5722').series).toEqual([...DEFAULT_CHART_COLORS]);
    expect(reportPalette('nope', 'nope').series).toEqual([...DEFAULT_CHART_COLORS]);
  });
});

describe('buildChartTheme', () => {
  it('sets the font on every text and keeps grid lines light', () => {
    const theme = buildChartTheme({ fontFamily: 'Roboto', fontSize: 12 });
    expect(theme.axis?.ticks?.text).toMatchObject({ fontFamily: 'Roboto', fontSize: 12 });
    expect(theme.axis?.legend?.text).toMatchObject({ fontFamily: 'Roboto', fontSize: 12 });
    expect(theme.labels?.text).toMatchObject({ fontFamily: 'Roboto' });
    expect(theme.grid?.line).toMatchObject({ stroke: '#eceff1', strokeWidth: 1 });
  });
});

describe('readableTextOn', () => {
  it.each([
    { fill: '#1b5e20', text: '#ffffff' },
    { fill: '#fdd835', text: '#1a1a1a' },
    { fill: '#ffffff', text: '#1a1a1a' },
    { fill: 'not a colour', text: '#ffffff' },
  ])('writes on $fill in $text', ({ fill, text }) => {
    expect(readableTextOn(fill)).toBe(text);
  });
});

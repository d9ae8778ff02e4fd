import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FRONT_PAGE_IMAGES,
  frontPageImageProblem,
  isPaidTheme,
  isValidHexColor,
  PAID_REPORT_THEMES,
  REPORT_THEME_NAMES,
  themeColors,
} from './report-themes';

describe('report themes', () => {
  it('has the free default, nine paid themes and custom', () => {
    expect(REPORT_THEME_NAMES).toHaveLength(11);
    expect(PAID_REPORT_THEMES).toEqual([
      'bright_blue_light_cyan',
      'sailor_blue_mint',
      'forest_moss_green',
      'grayish_lime_green',
      'grayish_blue_lime_green',
      'desaturated_dark_blue',
      'soft_cyan_strong_blue',
      'turkish_sea_silver',
      'dark_red_gray',
    ]);
    expect(isPaidTheme('default')).toBe(false);
    expect(isPaidTheme('custom')).toBe(true);
    expect(isPaidTheme('dark_red_gray')).toBe(true);
  });

  it.each([
    ['#fff', true],
    ['#A1b2C3', true],
    ['#12345', false],
    ['123456', false],
    ['#ggg', false],
    ['#1234567', false],
    ['rgb(1,2,3)', false],
    ['', false],
    [null, false],
  ])('isValidHexColor(%j) is %s', (value, ok) => {
    expect(isValidHexColor(value)).toBe(ok);
  });

  it('resolves colours: named theme, custom with valid colours, custom with invalid ones, unknown theme', () => {
    expect(themeColors('default')).toEqual({ primary: '#2196f3', secondary: '#ff5722' });
    expect(themeColors('forest_moss_green').primary).toBe('#2c5f2d');
    expect(themeColors('custom', '#123', '#abcdef')).toEqual({ primary: '#123', secondary: '#abcdef' });
    expect(themeColors('custom', 'red', null)).toEqual({ primary: '#2196f3', secondary: '#ff5722' });
    expect(themeColors('no_such_theme')).toEqual({ primary: '#2196f3', secondary: '#ff5722' });
  });
});

describe('front-page images', () => {
  it('bundles 22 default images named front-01 … front-22', () => {
    expect(DEFAULT_FRONT_PAGE_IMAGES).toHaveLength(22);
    expect(DEFAULT_FRONT_PAGE_IMAGES[0]).toBe('/front-pages/front-01.svg');
    expect(DEFAULT_FRONT_PAGE_IMAGES[21]).toBe('/front-pages/front-22.svg');
  });

  it.each([
    [{ name: 'a.png', size: 10, type: 'image/png' }, null],
    [{ name: 'A.JPEG', size: 10, type: 'image/jpeg' }, null],
    [{ name: 'a.gif', size: 2_097_151 }, null],
    [{ name: 'a.gif', size: 2_097_152 }, { key: 'reportOptions.imageTooLarge' }],
    [{ name: 'a.webp', size: 10, type: 'image/webp' }, { key: 'reportOptions.imageInvalidType' }],
    [{ name: 'a.png', size: 10, type: 'text/plain' }, { key: 'reportOptions.imageInvalidType' }],
    [{ name: 'png', size: 10 }, { key: 'reportOptions.imageInvalidType' }],
    [{ name: 'big.svg', size: 5_000_000 }, { key: 'reportOptions.imageInvalidType' }],
  ])('frontPageImageProblem(%j) is %j', (file, problem) => {
    expect(frontPageImageProblem(file)).toEqual(problem);
  });
});

import { describe, expect, it } from 'vitest';
import { ICON_IDS, ICON_NAMES, ICON_STYLES, iconParts, iconWords, isIconId } from './icon-set';

describe('the icon picker list (spec/platform-and-shell.md §2)', () => {
  it('holds several hundred icons, each subject in a solid and a regular style, no id twice', () => {
    expect(ICON_IDS.length).toBeGreaterThanOrEqual(300);
    expect(new Set(ICON_IDS).size).toBe(ICON_IDS.length);
    expect(new Set(ICON_NAMES).size).toBe(ICON_NAMES.length);
    for (const name of ICON_NAMES) for (const style of ICON_STYLES) expect(ICON_IDS).toContain(`${style}:${name}`);
  });

  it.each([
    ['solid:Dns', true],
    ['regular:BatteryChargingFull', true],
    ['Dns', false],
    ['solid:dns', false],
    ['outlined:Dns', false],
    ['solid:NoSuchIcon', false],
    [null, false],
    [42, false],
  ])('isIconId(%j) is %s', (value, expected) => {
    expect(isIconId(value)).toBe(expected);
  });

  it('splits an id and names an icon in words', () => {
    expect(iconParts('regular:Co2')).toEqual({ style: 'regular', name: 'Co2' });
    expect(iconWords('BatteryChargingFull')).toBe('battery charging full');
    expect(iconWords('Inventory2')).toBe('inventory 2');
    expect(iconWords('AcUnit')).toBe('ac unit');
  });
});

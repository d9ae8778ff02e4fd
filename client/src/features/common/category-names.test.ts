import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../../app/i18n';
import { capacityName, categoryName, hourProfileName, INFRASTRUCTURE_PRESET_IDS, INFRASTRUCTURE_PRESET_LABELS, presetLabel, translatedReference, withCategoryNames } from './category-names';

afterEach(async () => {
  await activateLocale('en-GB');
});

describe('category names', () => {
  it('translates every category name beside its id in a report reply, and keeps unknown categories as sent', async () => {
    await activateLocale('da-DK');
    const reply = {
      solutionGroups: [
        { id: '1', categoryData: [{ categoryId: 'laptop', categoryName: 'Laptop' }, { categoryId: 'custom_x', categoryName: 'Custom gear' }] },
        { id: '2', energyWheel: [{ category: 'monitor', categoryName: 'Monitor', rating: 'B' }] },
      ],
      items: [{ product: { categoryId: 'server', categoryName: 'Server (rack or tower)', modelName: 'Laptop 5' } }],
    };
    const out = withCategoryNames(i18n, reply);
    expect(out.solutionGroups[0].categoryData!.map((c) => c.categoryName)).toEqual(['Bærbar computer', 'Custom gear']);
    expect(out.solutionGroups[1].energyWheel![0]).toEqual({ category: 'monitor', categoryName: 'Skærm', rating: 'B' });
    // Product names are not category names and stay as they are.
    expect(out.items[0].product).toEqual({ categoryId: 'server', categoryName: 'Server (rack eller tower)', modelName: 'Laptop 5' });
    // The reply itself is not changed (Apollo's cache owns it).
    expect(reply.solutionGroups[0].categoryData![0].categoryName).toBe('Laptop');
    expect(categoryName(i18n, 'ups')).toBe('UPS');
  });

  it('translates capacity names beside their id too (issue #28: "Users" in the Danish comparative-solution report)', async () => {
    await activateLocale('da-DK');
    const out = withCategoryNames(i18n, { categories: [{ categoryId: 'laptop', categoryName: 'Laptop', capacityId: 'laptop_users', capacityName: 'Users' }, { categoryId: 'x', categoryName: 'X', capacityId: 'custom', capacityName: 'Seats' }] });
    expect(out.categories.map((c) => c.capacityName)).toEqual(['Brugere', 'Seats']);
    await activateLocale('de-DE');
    expect(capacityName(i18n, 'server_vms')).toBe('Virtuelle Maschinen');
    expect(capacityName(i18n, 'storage_usable_tb')).toBe('Nutzbarer Speicher');
  });
});

describe('translated reference lists (issue #34 point 5)', () => {
  it('gives the pickers and item rows the same translated names as the summaries, and keeps unknown ones as sent', async () => {
    await activateLocale('de-DE');
    const reference = {
      categories: [{ id: 'blade_server', name: 'Blade server', categoryType: 'datacenter' }, { id: 'custom_x', name: 'Custom gear', categoryType: 'office' }],
      capacities: [{ id: 'server_vms', name: 'Virtual machines', unit: 'VM' }],
      hourProfiles: [{ id: '24x7', name: 'Always on (24/7)', hoursPerYear: 8760 }, { id: 'night', name: 'Nights only', hoursPerYear: 2920 }],
    };
    const out = translatedReference(i18n, reference);
    expect(out.categories.map((c) => c.name)).toEqual([categoryName(i18n, 'blade_server'), 'Custom gear']);
    expect(out.categories[0].name).toBe('Blade-Server');
    expect(out.hourProfiles.map((h) => h.name)).toEqual(['Immer an (24/7)', 'Nights only']);
    expect(out.capacities[0].name).toBe(capacityName(i18n, 'server_vms'));
    expect(out.capacities[0].name).not.toBe('Virtual machines');
    expect(out.hourProfiles[0].hoursPerYear).toBe(8760);
    expect(hourProfileName(i18n, '8x5')).not.toBe('Office hours (8×5)');
  });
});

describe('UPS and cooling preset labels (issue #47, Translations)', () => {
  it('has a translation for every preset of the reference lists, in Danish not English, and keeps an unknown preset as sent', async () => {
    expect(INFRASTRUCTURE_PRESET_IDS.filter((id) => !INFRASTRUCTURE_PRESET_LABELS[id])).toEqual([]);
    await activateLocale('da-DK');
    expect(presetLabel(i18n, 'ups_92_1', 'Standard double-conversion UPS')).toBe('Almindelig dobbeltkonverterings-UPS');
    expect(presetLabel(i18n, 'cooling_8_26', 'Direct free-air or evaporative cooling')).toBe('Direkte frikøling med udeluft eller fordampningskøling');
    expect(presetLabel(i18n, 'ups_future', 'Sent as is')).toBe('Sent as is');
  });
});

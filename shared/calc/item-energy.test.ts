import { describe, expect, it } from 'vitest';
import { itemAnnualKwh, itemAverageWatts, modeHoursScale } from './item-energy';
import type { CalcMode } from './types';

const on = (watts: number, hours: number, name = 'On'): CalcMode => ({ name, powerConsumptionWatts: watts, hours });

describe('itemAnnualKwh (M1)', () => {
  it.each([
    // 1 × (300 W × 8760 h) / 1000 = 2628 kWh
    { name: 'one unit in one mode', amount: 1, modes: [on(300, 8760)], profileHours: null, kwh: 2628 },
    // 2 × (300 W × 8760 h) / 1000 = 5256 kWh
    { name: 'multiplies by the amount', amount: 2, modes: [on(300, 8760)], profileHours: null, kwh: 5256 },
    // (200 W × 4000 h + 50 W × 4760 h) / 1000 = (800 000 + 238 000) / 1000 = 1038 kWh
    { name: 'sums the modes', amount: 1, modes: [on(200, 4000), on(50, 4760, 'Idle')], profileHours: null, kwh: 1038 },
    // profile 4000 h over modes summing 2000 h → scale 2: (100 × 2000 + 20 × 2000) / 1000 = 240 kWh
    { name: 'scales mode hours to the profile', amount: 1, modes: [on(100, 1000), on(20, 1000, 'Idle')], profileHours: 4000, kwh: 240 },
    // profile 10 000 h capped at 8760 h: 100 W × 8760 h / 1000 = 876 kWh
    { name: 'caps a profile above 8760 h', amount: 1, modes: [on(100, 1000)], profileHours: 10000, kwh: 876 },
    // modes sum 17 520 h → scaled to 8760: 100 W × 4380 h / 1000 = 438 kWh
    { name: 'caps mode hours above 8760 h', amount: 1, modes: [on(100, 8760), on(0, 8760, 'Off')], profileHours: null, kwh: 438 },
    // 3 × 100 W × 2080 h / 1000 = 624 kWh (hours below the cap stay as they are)
    { name: 'keeps mode hours without a profile', amount: 3, modes: [on(100, 2080)], profileHours: undefined, kwh: 624 },
    { name: 'counts 0 without modes', amount: 5, modes: [], profileHours: null, kwh: 0 },
    { name: 'counts 0 for the default mode On 0 W 8760 h', amount: 5, modes: [on(0, 8760)], profileHours: null, kwh: 0 },
    { name: 'counts 0 when modes have no hours to scale', amount: 1, modes: [on(100, 0)], profileHours: 4000, kwh: 0 },
    { name: 'counts 0 with a profile of 0 h', amount: 1, modes: [on(100, 8760)], profileHours: 0, kwh: 0 },
    { name: 'counts negative watts as 0', amount: 1, modes: [on(-50, 8760)], profileHours: null, kwh: 0 },
    { name: 'counts a NaN amount as 0', amount: Number.NaN, modes: [on(100, 8760)], profileHours: null, kwh: 0 },
    { name: 'counts an amount of 0 as 0', amount: 0, modes: [on(100, 8760)], profileHours: null, kwh: 0 },
  ])('$name', ({ amount, modes, profileHours, kwh }) => {
    expect(itemAnnualKwh({ amount, modes, profileHours })).toBeCloseTo(kwh, 9);
  });
});

describe('modeHoursScale (M1)', () => {
  it.each([
    { modeHours: 2000, profile: 4000, scale: 2 },
    { modeHours: 2000, profile: null, scale: 1 },
    // 8760 / 17520 = 0.5
    { modeHours: 17520, profile: null, scale: 0.5 },
    // min(20 000, 8760) / 4380 = 2
    { modeHours: 4380, profile: 20000, scale: 2 },
    { modeHours: 0, profile: 4000, scale: 0 },
  ])('scales $modeHours h with profile $profile by $scale', ({ modeHours, profile, scale }) => {
    expect(modeHoursScale(modeHours, profile)).toBe(scale);
  });
});

describe('itemAverageWatts (M1)', () => {
  it.each([
    // 2628 kWh × 1000 / 8760 = 300 W
    { amount: 1, modes: [on(300, 8760)], watts: 300 },
    // 2 × 300 W running all year = 600 W
    { amount: 2, modes: [on(300, 8760)], watts: 600 },
    // 1 × 100 W × 4380 h = 438 kWh → 438 000 / 8760 = 50 W on average
    { amount: 1, modes: [on(100, 4380)], watts: 50 },
  ])('averages $amount × $modes.0.powerConsumptionWatts W to $watts W', ({ amount, modes, watts }) => {
    expect(itemAverageWatts({ amount, modes })).toBeCloseTo(watts, 9);
  });
});

/**
 * Operating-hour profiles (an item's `hours_id` / `operational_hours`, methodology M1: the profile's
 * hours scale the item's modes; hours a year are capped at 8760).
 *
 * Weekly patterns count 52 weeks (364 days); the all-year profile counts 365 days (8760 h), the cap.
 */
export interface HourProfile {
  id: string;
  name: string;
  hoursPerYear: number;
  /** How the hours are counted. */
  arithmetic: string;
}

export const HOURS_PER_YEAR = 8760;

export const HOUR_PROFILES = [
  { id: '24x7', name: 'Always on (24/7)', hoursPerYear: 8760, arithmetic: '24 h × 365 d = 8760 h' },
  { id: '24x5', name: 'Around the clock on working days (24×5)', hoursPerYear: 6240, arithmetic: '24 h × 5 d × 52 w = 6240 h' },
  { id: '16x7', name: 'Two shifts every day (16×7)', hoursPerYear: 5824, arithmetic: '16 h × 7 d × 52 w = 5824 h' },
  { id: '16x5', name: 'Two shifts on working days (16×5)', hoursPerYear: 4160, arithmetic: '16 h × 5 d × 52 w = 4160 h' },
  { id: '12x7', name: 'Extended hours every day (12×7)', hoursPerYear: 4368, arithmetic: '12 h × 7 d × 52 w = 4368 h' },
  { id: '12x6', name: 'Extended hours six days a week (12×6)', hoursPerYear: 3744, arithmetic: '12 h × 6 d × 52 w = 3744 h' },
  { id: '10x5', name: 'Extended office hours (10×5)', hoursPerYear: 2600, arithmetic: '10 h × 5 d × 52 w = 2600 h' },
  { id: '8x5', name: 'Office hours (8×5)', hoursPerYear: 2080, arithmetic: '8 h × 5 d × 52 w = 2080 h' },
  {
    id: '8x5_net',
    name: 'Office hours less holidays (8×5, 47 weeks)',
    hoursPerYear: 1880,
    arithmetic: '8 h × 5 d × 47 w = 1880 h (52 weeks less 5 weeks of holidays and public holidays)',
  },
  { id: '4x5', name: 'Part-time (4×5)', hoursPerYear: 1040, arithmetic: '4 h × 5 d × 52 w = 1040 h' },
] as const satisfies readonly HourProfile[];

export type HourProfileId = (typeof HOUR_PROFILES)[number]['id'];

export const HOUR_PROFILES_BY_ID: Readonly<Record<HourProfileId, HourProfile>> = Object.fromEntries(
  HOUR_PROFILES.map((p) => [p.id, p]),
) as Record<HourProfileId, HourProfile>;

/** The default operating profile (spec §9: default operating mode 8760 hours a year). */
export const DEFAULT_HOUR_PROFILE_ID: HourProfileId = '24x7';

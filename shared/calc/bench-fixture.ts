/**
 * A deterministic project of 10 groups × 10 solutions × 250 items (25 000 items) for `npm run bench`
 * and for checking the recompute budget (≤ 10 ms median). Same seed, same project.
 */
import type { CalcContext, CalcItem, CalcMode, CalcProject, CalcSolution, GroupState, RatingThresholds } from './types';

export interface BenchProjectOptions {
  groups?: number;
  solutionsPerGroup?: number;
  itemsPerSolution?: number;
  seed?: number;
}

export interface BenchProject {
  project: CalcProject;
  ctx: CalcContext;
}

const CATEGORIES = ['server', 'storage', 'network', 'desktop', 'laptop', 'monitor', 'printer', 'phone'] as const;

/** Rating upper bounds (W per unit) for A…F per category, illustrative. */
const BENCH_THRESHOLDS: RatingThresholds = {
  categories: {
    server: [20, 30, 45, 60, 80, 110],
    storage: [5, 8, 12, 18, 25, 35],
    network: [2, 3, 5, 8, 12, 18],
    desktop: [15, 25, 35, 50, 70, 90],
    laptop: [5, 8, 12, 16, 22, 30],
    monitor: [8, 12, 16, 22, 30, 40],
  },
  coolingCop: [8.26, 6.33, 4.37, 2.98, 2.53, 1.63],
};

/** mulberry32: a small, fast, seedable generator. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Builds the benchmark project deterministically (default 10 × 10 × 250, seed 42). */
export function buildBenchProject(options: BenchProjectOptions = {}): BenchProject {
  const { groups = 10, solutionsPerGroup = 10, itemsPerSolution = 250, seed = 42 } = options;
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
  const upsPresets = [0, 87.2, 89.3, 92.1, 94.6, 96.2, 98.1];
  const copPresets = [0, 1.63, 2.53, 2.98, 4.37, 6.33, 8.26];
  const states: GroupState[] = ['baseline', 'comparative', 'comparative', 'requested', 'inactive'];

  const project: CalcProject = {
    id: 'bench-project',
    groups: Array.from({ length: groups }, (_, g) => ({
      id: `g${g}`,
      state: g === 0 ? 'baseline' : pick(states),
      active: g % 7 !== 6,
      solutions: Array.from({ length: solutionsPerGroup }, (_, s): CalcSolution => {
        const calculationMode = s % 5 === 4 ? 2 : s % 5 === 3 ? 3 : 1;
        const items = Array.from({ length: itemsPerSolution }, (_, i): CalcItem => {
          const modeCount = 1 + Math.floor(rnd() * 3);
          const modes: CalcMode[] = Array.from({ length: modeCount }, (_, m) => ({
            name: m === 0 ? 'On' : m === 1 ? 'Idle' : 'Off',
            powerConsumptionWatts: Math.round(rnd() * 500 * 10) / 10,
            hours: Math.round((8760 / modeCount) * (0.5 + rnd() * 0.5)),
          }));
          const hasLca = rnd() < 0.6;
          return {
            id: `g${g}s${s}i${i}`,
            categoryId: pick(CATEGORIES),
            amount: 1 + Math.floor(rnd() * 20),
            modes,
            profileHours: rnd() < 0.2 ? pick([2080, 4000, 8760]) : null,
            unitPrice: rnd() < 0.7 ? Math.round(rnd() * 20000) : null,
            refurbishmentImpactPercentage: rnd() < 0.2 ? pick([10, 20, 30]) : null,
            lca: hasLca
              ? {
                  method: pick(['product', 'average_plus', 'category_default'] as const),
                  manufacturingKg: Math.round(rnd() * 1500),
                  transportationKg: Math.round(rnd() * 60),
                  eolKg: rnd() < 0.8 ? Math.round(rnd() * 30) : null,
                }
              : null,
          };
        });
        return {
          id: `g${g}s${s}`,
          calculationMode,
          upsEfficiencyPercent: pick(upsPresets),
          coolingCop: pick(copPresets),
          renewableEnergyPercent: pick([0, 0, 25, 50, 100]),
          co2FactorGram: pick([120, 233, 400]),
          kwhPrice: rnd() < 0.5 ? 1.1 + Math.round(rnd() * 100) / 100 : null,
          items,
          capacities: CATEGORIES.slice(0, 5).map((categoryId) => ({
            categoryId,
            capacityId: `${categoryId}-capacity`,
            amount: Math.floor(rnd() * 200),
          })),
          shares: s % 2 === 0 ? [{ categoryIds: ['network', 'storage'], fraction: 0.6 }] : [],
        };
      }),
    })),
  };
  return {
    project,
    ctx: {
      ratingThresholds: BENCH_THRESHOLDS,
      years: 5,
      lcaReport: true,
      nonRefurbishedCategoryIds: ['printer'],
      kwhPrice: 1.35,
    },
  };
}

import { describe, expect, it } from 'vitest';
import { buildBenchProject } from './bench-fixture';
import { computeProject } from './group';
import { nonFinitePaths } from './test-factories';

describe('buildBenchProject', () => {
  it('builds 10 groups × 10 solutions × 250 items', () => {
    const { project } = buildBenchProject();
    expect(project.groups).toHaveLength(10);
    expect(project.groups.every((g) => g.solutions.length === 10)).toBe(true);
    expect(project.groups.flatMap((g) => g.solutions).reduce((n, s) => n + s.items.length, 0)).toBe(25000);
  });

  it('builds the same project for the same seed and another for another seed', () => {
    expect(buildBenchProject({ itemsPerSolution: 5 })).toEqual(buildBenchProject({ itemsPerSolution: 5 }));
    expect(buildBenchProject({ itemsPerSolution: 5, seed: 7 })).not.toEqual(buildBenchProject({ itemsPerSolution: 5 }));
  });

  it('computes to finite figures with energy, ratings and LCA', () => {
    const { project, ctx } = buildBenchProject({ itemsPerSolution: 25 });
    const figures = computeProject(project, ctx);
    expect(nonFinitePaths(figures)).toEqual([]);
    expect(figures.totalKwh).toBeGreaterThan(0);
    expect(figures.rating.rating).not.toBeNull();
    expect(figures.lca.refurbishmentImpactKg).toBeGreaterThan(0);
  });
});

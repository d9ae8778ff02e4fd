import { InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { possibleTypes } from '../../app/possible-types';
import { typePolicies } from '../../app/cache-policies';
import { applyLiveEvent, type LiveEvent } from './solutions-context';
import { ProjectSummaryDocument } from './summaries/summary.queries';

type ProjectSummary = NonNullable<LiveEvent['projectSummary']>;
type GroupEntry = ProjectSummary['groups'][number];
type GroupSummary = LiveEvent['groupSummaries'][number];

// With the __typename Apollo adds to every selection (the fragments need it to match); the generated types leave it out.
const totals = (totalKwh: number) => ({
  itemCount: 1,
  itKwh: totalKwh,
  totalKwh,
  upsKwh: 0,
  coolingKwh: 0,
  dcie: null,
  pue: null,
  co2EmissionKg: 0,
  co2EmissionTon: 0,
  operationalCost: 0,
  investment: 0,
  rating: { __typename: 'SummaryRating', rating: null, numericRating: null, efficiency: null, year: null, coolingOnly: false },
});
const label = (id: string) => ({ groupId: id, name: `Group ${id}`, state: id === '1' ? 'baseline' : 'comparative', active: true, counted: true, warnings: [] });
const group = (id: string, totalKwh: number) => ({ __typename: 'SolutionGroupSummary', ...label(id), primary: null, ...totals(totalKwh) }) as GroupEntry;
const groupSummary = (id: string, totalKwh: number) =>
  ({ __typename: 'SolutionGroupSummary', ...label(id), categoryInfrastructureShareInvalid: false, ...totals(totalKwh), assumptions: [], categoryData: [], traces: null }) as GroupSummary;
const summary = (itemCount: number, groups: GroupEntry[]) => ({ __typename: 'ProjectSummary', projectId: '7', warnings: [], itemCount, groups }) as ProjectSummary;

/** An item edit in group 2 (in place) carrying its group's and the project's new figures. */
const event = (over: Partial<LiveEvent>): LiveEvent => ({
  projectId: '7',
  groupIds: ['2'],
  action: 'item',
  solutionIds: [],
  itemIds: [],
  structural: false,
  byUserId: '1',
  inPlace: true,
  solutions: [],
  items: [],
  solutionSummaries: [],
  groupSummaries: [groupSummary('2', 80)],
  projectSummary: null,
  ...over,
});

function cacheWith(project: ProjectSummary | null) {
  const cache = new InMemoryCache({ possibleTypes, typePolicies });
  if (project) cache.writeQuery({ query: ProjectSummaryDocument, variables: { projectId: '7' }, data: { projectSummary: project } });
  return cache;
}
const read = (cache: InMemoryCache) => cache.readQuery({ query: ProjectSummaryDocument, variables: { projectId: '7' } })?.projectSummary;

describe('applyLiveEvent', () => {
  it("merges an in-place change's groups into the project summary the screen has, in its order", () => {
    const cache = cacheWith(summary(3, [group('1', 100), group('2', 50), group('3', 70)]));
    const left = applyLiveEvent(cache, '7', event({ projectSummary: summary(4, [group('2', 80)]) }));
    expect(left.summaries).toBe(false);
    const merged = read(cache)!;
    expect(merged.itemCount).toBe(4);
    expect(merged.groups.map((g) => [g.groupId, g.totalKwh])).toEqual([
      ['1', 100],
      ['2', 80],
      ['3', 70],
    ]);
  });

  it('replaces the project summary after a change that may move other groups', () => {
    const cache = cacheWith(summary(3, [group('1', 100), group('2', 50), group('3', 70)]));
    applyLiveEvent(cache, '7', event({ action: 'group', inPlace: false, projectSummary: summary(3, [group('1', 100), group('3', 70)]) }));
    expect(read(cache)!.groups.map((g) => g.groupId)).toEqual(['1', '3']);
  });

  it('reads the summaries again when the screen has no project summary, or not the changed group', () => {
    const none = cacheWith(null);
    expect(applyLiveEvent(none, '7', event({ projectSummary: summary(4, [group('2', 80)]) })).summaries).toBe(true);
    expect(read(none)).toBeUndefined();
    const other = cacheWith(summary(3, [group('1', 100)]));
    expect(applyLiveEvent(other, '7', event({ projectSummary: summary(4, [group('2', 80)]) })).summaries).toBe(true);
    expect(read(other)!.groups.map((g) => g.groupId)).toEqual(['1']);
  });
});

import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { I18nProvider } from '@lingui/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../../../app/i18n';
import { possibleTypes } from '../../../app/possible-types';
import { CapacityAddDocument, SolutionCapacitiesDocument, useCapacities } from './capacities.hooks';

const vms = { __typename: 'CapacityDefinition' as const, id: 'server_vms', name: 'Virtual machines', unit: 'VM', categoryId: 'server' };
const entry = { __typename: 'SolutionCapacity' as const, id: '21', amount: 10, capacityId: 'server_vms', deletedAt: null, capacity: vms };
const list: MockLink.MockedResponse = {
  request: { query: SolutionCapacitiesDocument, variables: { projectId: '1', solutionId: '7' } },
  result: { data: { solutionCapacities: [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

async function setup(mocks: MockLink.MockedResponse[]) {
  await act(() => activateLocale('en-GB'));
  const notices: string[] = [];
  const failures: unknown[] = [];
  let changes = 0;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <MockedProvider mocks={[list, ...mocks]} cache={new InMemoryCache({ possibleTypes })}>{children}</MockedProvider>
    </I18nProvider>
  );
  const report = { projectId: '1', notify: (text: string) => notices.push(text), fail: (e: unknown) => failures.push(e), changed: () => (changes += 1) };
  const hook = renderHook(() => useCapacities('7', report), { wrapper });
  await waitFor(() => expect(hook.result.current.entries).toEqual([]));
  return { hook, notices, failures, changes: () => changes };
}

describe('useCapacities', () => {
  it('adds a capacity in the solution, says so, flags the form done and reports the change', async () => {
    const add: MockLink.MockedResponse = {
      request: { query: CapacityAddDocument, variables: { projectId: '1', solutionId: '7', input: { capacityId: 'server_vms', amount: 10 } } },
      result: { data: { capacityAdd: entry } },
    };
    const { hook, notices, failures, changes } = await setup([add]);
    let ok: boolean | undefined;
    await act(async () => {
      ok = await hook.result.current.add('server_vms', 10);
    });
    expect(ok).toBe(true);
    expect(notices).toEqual(['Capacity added']);
    expect(failures).toEqual([]);
    expect(changes()).toBe(1);
    expect(hook.result.current.flags.new).toBe('done');
  });

  it("hands the server's error on, flags the entry and reports no change", async () => {
    const refused: MockLink.MockedResponse = {
      request: { query: CapacityAddDocument, variables: { projectId: '1', solutionId: '7', input: { capacityId: 'server_vms', amount: 10 } } },
      error: new Error('refused'),
    };
    const { hook, notices, failures, changes } = await setup([refused]);
    let ok: boolean | undefined;
    await act(async () => {
      ok = await hook.result.current.add('server_vms', 10);
    });
    expect(ok).toBe(false);
    expect(notices).toEqual([]);
    expect(failures).toHaveLength(1);
    expect(changes()).toBe(0);
    expect(hook.result.current.flags.new).toBe('error');
  });
});

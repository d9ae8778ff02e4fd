import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../common/testing';
import { SolutionReferenceDocument } from '../solutions';
import { ResponseCapacitiesDeleteAllDocument, ResponseInfrastructureShareDeleteDocument, ResponseItemDeleteDocument } from './requests.queries';
import { ResponseSolution } from './ResponseSolution';

afterEach(cleanup);

const solution = {
  __typename: 'Solution' as const,
  id: '7',
  name: 'Refurbished rack',
  solutionType: { __typename: 'SolutionType' as const, id: 'datacenter', name: 'Data centre', calculationMode: 1, usesInfrastructure: true },
  ups: { __typename: 'UpsSetting' as const, id: 'ups_none', efficiency: 0 },
  cooling: { __typename: 'CoolingSetting' as const, id: 'cooling_none', cop: 0 },
  capacities: [{ __typename: 'SolutionCapacity' as const, id: '21', amount: 10, capacity: { __typename: 'CapacityDefinition' as const, id: 'server_vms', name: 'Virtual machines', unit: 'VM' } }],
  shares: [{ __typename: 'CategoryInfrastructureShare' as const, id: '31', categoryIds: ['server'], infrastructureSharePercent: 0.4 }],
  items: [{ __typename: 'SolutionItem' as const, id: '11', amount: 4, hoursId: null, product: { __typename: 'Product' as const, id: '3', modelName: 'Seller server', manufacturer: 'Acme', category: { __typename: 'Category' as const, id: 'server' } } }],
};

describe('ResponseSolution', () => {
  it("edits the response through the solution mutations with the request share's scope", async () => {
    const called: string[] = [];
    const scope = { requestShareId: '5' };
    // Each mock matches only these exact variables: a call without the request share's scope finds none and fails.
    const mocks: MockLink.MockedResponse[] = [
      { request: { query: SolutionReferenceDocument }, result: { data: { solutionTypes: [], infrastructurePresets: [], hourProfiles: [], capacities: [], categories: [] } } },
      { request: { query: ResponseItemDeleteDocument, variables: { scope, solutionId: '7', id: '11' } }, result: () => (called.push('item'), { data: { solutionItemDelete: true } }) },
      { request: { query: ResponseCapacitiesDeleteAllDocument, variables: { scope, solutionId: '7' } }, result: () => (called.push('capacities'), { data: { capacitiesDelete: 1 } }) },
      { request: { query: ResponseInfrastructureShareDeleteDocument, variables: { scope, solutionId: '7', id: '31' } }, result: () => (called.push('share'), { data: { categoryInfrastructureShareDelete: true } }) },
    ];
    const failures: string[] = [];
    let reloads = 0;
    await renderWithProviders(
      <ResponseSolution requestShareId="5" solution={solution} editable notify={() => undefined} fail={(e) => failures.push(String(e))} reload={() => (reloads += 1)} />,
      { mocks },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete item' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete all' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete share' }));
    await waitFor(() => expect(reloads).toBe(3));
    expect(failures).toEqual([]);
    expect(called.sort()).toEqual(['capacities', 'item', 'share']);
  });
});

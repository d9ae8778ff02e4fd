import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProjectFieldsFragment, SolutionDetailFieldsFragment, SolutionSummaryFieldsFragment } from '../../../gql/graphql';
import { renderWithProviders } from '../../common/testing';
import { SolutionsScreenProvider, type Permissions } from '../solutions-context';
import { SolutionItemsCheckDocument } from '../item-import/item-import.queries';
import { ImportDialog } from '../item-import/ImportDialog';
import { SummaryFigures } from '../summaries/SummaryPanel';

afterEach(cleanup);

const project = {
  __typename: 'Project',
  id: '7',
  name: 'Server room',
  description: null,
  namespace: 'project-manager',
  clientId: '3',
  kwhPrice: 1.35,
  oldKwh: null,
  currency: 'DKK',
  investment: null,
  address: null,
  city: null,
  zip: null,
  country: 'DK',
  isProjectOwner: true,
  sharedWithPartner: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  owner: { __typename: 'UserSummary', id: '1', name: 'Anna Admin', email: 'anna@seller.test' },
  client: { __typename: 'Client', id: '3', name: 'Fjordby', country: 'DK' },
} as ProjectFieldsFragment;

const solution = {
  __typename: 'Solution',
  id: '11',
  name: 'Room A',
  description: null,
  renewableEnergy: 0,
  co2FactorGram: 143.3,
  kwhPrice: 1.35,
  refurbishmentImpactPercentage: null,
  solutionGroupId: '5',
  itemCount: 0,
  solutionType: { __typename: 'SolutionType', id: 'datacenter', name: 'Data centre', calculationMode: 1, usesInfrastructure: true, categoryTypes: ['datacenter'] },
  ups: { __typename: 'UpsSetting', id: 'ups_92_1', efficiency: 92.1 },
  cooling: { __typename: 'CoolingSetting', id: 'cooling_2_98', cop: 2.98 },
} as SolutionDetailFieldsFragment;

const allowed = (overrides: Partial<Permissions> = {}): Permissions => ({ groups: true, solutions: true, items: true, products: true, importItems: true, requestItems: false, ...overrides });

function Screen({ children, can = allowed() }: { children: ReactNode; can?: Permissions }) {
  return (
    <SolutionsScreenProvider project={project} can={can} reference={null} partNames={new Map([['11', 'Room A']])} notify={() => undefined}>
      {children}
    </SolutionsScreenProvider>
  );
}

const csv = (text: string, name = 'items.csv') => new File([text], name, { type: 'text/csv' });

describe('ImportDialog', { timeout: 20000 }, () => {
  it('alerts when two files are dropped, and when the file is not csv, xls or xlsx', async () => {
    await renderWithProviders(<Screen><ImportDialog solution={solution} onClose={() => undefined} /></Screen>, { mocks: [] });
    fireEvent.drop(await screen.findByTestId('import-drop'), { dataTransfer: { files: [csv('a'), csv('b')] } });
    expect((await screen.findByTestId('import-error')).textContent).toContain('Please drop only one file.');
    fireEvent.change(screen.getByTestId('import-file'), { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    await waitFor(() => expect(screen.getByTestId('import-error').textContent).toContain('Invalid file type. Please upload an Excel or CSV file.'));
  });

  it('maps the columns, preselects found items and keeps missing ones locked without request_import_items', async () => {
    const check: MockLink.MockedResponse = {
      request: { query: SolutionItemsCheckDocument, variables: () => true },
      result: {
        data: {
          solutionItemsCheck: {
            __typename: 'SolutionItemsCheckResult',
            found: [
              {
                __typename: 'CheckedItem',
                index: 0,
                brandName: 'Dell',
                modelName: 'PowerEdge R6515',
                manufacturerPartNumber: '',
                amount: 4,
                available: true,
                selected: true,
                product: { __typename: 'Product', id: '1', manufacturer: 'Dell', modelName: 'PowerEdge R6515', manufacturerPartNumber: null, category: { __typename: 'Category', id: 'server', name: 'Server' } },
              },
            ],
            missing: [{ __typename: 'CheckedItem', index: 1, brandName: 'Contoso', modelName: 'Imaginary 9000', manufacturerPartNumber: 'CX-9', amount: 1, available: false, selected: false }],
          },
        },
      },
    };
    await renderWithProviders(<Screen><ImportDialog solution={solution} onClose={() => undefined} /></Screen>, { mocks: [check] });
    const file = csv('Brand;Model;MPN;Qty\nDell;PowerEdge R6515;;4\nContoso;Imaginary 9000;CX-9;\n');
    fireEvent.change(await screen.findByTestId('import-file'), { target: { files: [file] } });
    // The headers are recognised: brand, model, part number and amount.
    expect(await screen.findByText('2 rows', { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByTestId('import-check'));
    const found = await screen.findByTestId('import-found-row-0');
    expect((found as HTMLInputElement).checked).toBe(true);
    expect((screen.getByTestId('import-missing-row-1') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId('import-missing-locked-1').getAttribute('aria-label')).toBe('Item requests require an agreement');
    fireEvent.click(found);
    expect((await screen.findByTestId('import-none-selected')).textContent).toContain('No items selected');
    expect((screen.getByTestId('import-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the mapping-failed message when a required column is not mapped', async () => {
    await renderWithProviders(<Screen><ImportDialog solution={solution} onClose={() => undefined} /></Screen>, { mocks: [] });
    fireEvent.change(await screen.findByTestId('import-file'), { target: { files: [csv('Vendor,Product,Notes\nDell,R6515,x\n')] } });
    fireEvent.click(await screen.findByTestId('import-check'));
    expect((await screen.findByTestId('import-error')).textContent).toContain('The columns could not be mapped.');
  });
});

const summary = {
  __typename: 'SolutionSummary',
  solutionId: '11',
  calculationMode: 1,
  kwhPrice: 1.35,
  warnings: [],
  categoryInfrastructureShareInvalid: false,
  itemCount: 1,
  itKwh: 7128.7128,
  totalKwh: 8733.1394,
  upsKwh: 305.7374,
  coolingKwh: 1298.6892,
  dcie: 82,
  pue: 1.2251,
  co2EmissionKg: 1251.4589,
  co2EmissionTon: 1.2515,
  operationalCost: 11789.74,
  investment: 0,
  rating: { __typename: 'SummaryRating', rating: 'G', numericRating: 1, efficiency: 1.3, year: 2026, coolingOnly: false },
  categoryData: [],
  traces: [
    { __typename: 'CalcTraceEntry', path: 'upsKwh', section: 'M2', formula: 'upsKwh = coveredKwh × (100/η − 1); 0 without UPS', inputs: { coveredKwh: 3564.3564, efficiencyPercent: 92.1 }, value: 305.7374 },
    { __typename: 'CalcTraceEntry', path: 'coveredKwh', section: 'M2', formula: 'coveredKwh = Σ_categories itKwh_cat × f_cat', inputs: { 'server.itKwh': 7128.7128, 'server.fraction': 0.5 }, value: 3564.3564 },
  ],
} as unknown as SolutionSummaryFieldsFragment;

describe('SummaryFigures', { timeout: 20000 }, () => {
  it('shows how a figure was calculated, and follows an input to its own calculation', async () => {
    await renderWithProviders(<Screen><SummaryFigures figures={summary} scope="Room A" isGroup={false} /></Screen>, { mocks: [] });
    expect((await screen.findByTestId('figure-totalKwh-value')).textContent).toContain('8,733');
    fireEvent.click(screen.getByTestId('trace-upsKwh'));
    const popover = await screen.findByTestId('trace-popover');
    expect(within(popover).getByText('UPS losses')).toBeTruthy();
    expect(within(popover).getByText('M2 · Solution energy')).toBeTruthy();
    expect(within(popover).getByTestId('trace-worked').textContent).toContain('= 3,564.4 × (100 / 92.1 − 1)');
    expect(within(popover).getByTestId('trace-input-efficiencyPercent').textContent).toContain('92.1 %');
    fireEvent.click(within(popover).getByRole('button', { name: /Energy through UPS and cooling/ }));
    await waitFor(() => expect(within(popover).getByTestId('trace-formula').textContent).toContain('coveredKwh = Σ_categories itKwh_cat × f_cat'));
    expect(within(popover).getByTestId('trace-input-server.fraction').textContent).toContain('0.5 (50 %)');
    fireEvent.click(within(popover).getByTestId('trace-back'));
    await waitFor(() => expect(within(popover).getByTestId('trace-formula').textContent).toContain('upsKwh = coveredKwh'));
  });

  it('says a group without a data centre has none, where its DCiE would be (M2, issue #28)', async () => {
    const office = { ...summary, __typename: 'SolutionGroupSummary', itKwh: 5000, totalKwh: 5000, upsKwh: 0, coolingKwh: 0, dcie: null, pue: null, traces: [] } as unknown as SolutionSummaryFieldsFragment;
    await renderWithProviders(<Screen><SummaryFigures figures={office} scope="Offices" isGroup /></Screen>, { mocks: [] });
    expect((await screen.findByTestId('figure-dcie-value')).textContent).toBe('No data centre');
    expect(screen.getByTestId('figure-dcie').textContent).not.toContain('%');
  });

  it('says a rating letter comes from the cooling alone when no IT category is rated (M4, issue #47, point 10)', async () => {
    const row = { __typename: 'CategoryFigures', categoryId: '1', categoryName: 'Servers', itemCount: 2, itKwh: 7128.7128, totalKwh: 8733.1394, capacityId: null, capacityAmount: null, wattPerUnit: null };
    const unrated = { ...summary, rating: { ...summary.rating, rating: 'F', numericRating: 2, coolingOnly: true }, categoryData: [{ ...row, rating: null }] } as unknown as SolutionSummaryFieldsFragment;
    await renderWithProviders(<Screen><SummaryFigures figures={unrated} scope="Room A" isGroup={false} /></Screen>, { mocks: [] });
    expect((await screen.findByTestId('rating-cooling-only')).textContent).toBe('From the cooling (COP) alone: none of the IT categories is rated.');
    cleanup();
    const rated = { ...summary, rating: { ...summary.rating, rating: 'F', numericRating: 2, coolingOnly: false }, categoryData: [{ ...row, capacityId: '3', capacityAmount: 10, wattPerUnit: 81, rating: 'E' }] } as unknown as SolutionSummaryFieldsFragment;
    await renderWithProviders(<Screen><SummaryFigures figures={rated} scope="Room A" isGroup={false} /></Screen>, { mocks: [] });
    await screen.findByTestId('figure-rating');
    expect(screen.queryByTestId('rating-cooling-only')).toBeNull();
  });
});

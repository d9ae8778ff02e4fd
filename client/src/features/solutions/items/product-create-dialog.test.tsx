import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProjectFieldsFragment, SolutionDetailFieldsFragment } from '../../../gql/graphql';
import { renderWithProviders } from '../../common/testing';
import { SolutionsScreenProvider, type Permissions, type Reference } from '../solutions-context';
import { ProductCreateDocument } from './item.queries';
import { ProductCreateDialog } from './ProductCreateDialog';

afterEach(cleanup);

const project = { __typename: 'Project', id: '7', name: 'Server room', currency: 'DKK', kwhPrice: 1.35, country: 'DK', isProjectOwner: true } as unknown as ProjectFieldsFragment;
const solution = {
  __typename: 'Solution',
  id: '11',
  name: 'Room A',
  solutionType: { __typename: 'SolutionType', id: 'datacenter', name: 'Data centre', calculationMode: 1, usesInfrastructure: true, categoryTypes: ['datacenter'] },
} as unknown as SolutionDetailFieldsFragment;
const reference = {
  categories: [{ __typename: 'Category', id: 'server', name: 'Server', preset: false, categoryType: 'datacenter', defaultModes: [{ name: 'On', powerWatts: 250, hours: 8760 }] }],
} as unknown as Reference;
const can: Permissions = { groups: true, solutions: true, items: true, products: true, importItems: true, requestItems: false };

/** Renders the dialog; the mutation answers with an error so the dialog stays open, and records what was sent. */
async function open(sent: unknown[]) {
  const create: MockLink.MockedResponse = {
    request: {
      query: ProductCreateDocument,
      variables: (v: Record<string, unknown>) => {
        sent.push(v.input);
        return true;
      },
    },
    error: new Error('stop here'),
  };
  await renderWithProviders(
    <SolutionsScreenProvider project={project} can={can} reference={reference} partNames={new Map()} notify={() => undefined}>
      <ProductCreateDialog solution={solution} onClose={() => undefined} />
    </SolutionsScreenProvider>,
    { mocks: [create] },
  );
  await screen.findByTestId('product-model');
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('ProductCreateDialog PCF stages (issue #32)', { timeout: 20000 }, () => {
  it('sends the typed stages as lca, in the user notation; an empty stage is not sent', async () => {
    const sent: unknown[] = [];
    await open(sent);
    type('product-model', 'Edge box');
    type('product-lca-manufacturingKg', '1.606,5');
    type('product-lca-eolKg', '12,5');
    fireEvent.click(screen.getByTestId('product-create-submit'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ modelName: 'Edge box', lca: { manufacturingKg: 1606.5, eolKg: 12.5 } });
    expect((sent[0] as { lca: object }).lca).not.toHaveProperty('transportationKg');
  });

  it('sends no lca without stages, keeps letters and signs out of a stage, and refuses a stage above the bound with the shared rule', async () => {
    const sent: unknown[] = [];
    await open(sent);
    type('product-model', 'Plain box');
    type('product-lca-transportationKg', '-4x');
    expect((screen.getByTestId('product-lca-transportationKg') as HTMLInputElement).value).toBe('4');
    type('product-lca-manufacturingKg', '2000000');
    fireEvent.click(screen.getByTestId('product-create-submit'));
    expect(await screen.findByText('A product footprint stage must be a number of kg CO2e from 0 to 1,000,000.')).toBeTruthy();
    expect(sent).toHaveLength(0);
    type('product-lca-manufacturingKg', '');
    type('product-lca-transportationKg', '');
    fireEvent.click(screen.getByTestId('product-create-submit'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ modelName: 'Plain box', lca: null });
  });
});

import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../common/testing';
import { ProductUpdateDocument, ProductUsageDocument } from './item.queries';
import { ProductEditDialog } from './ProductEditDialog';

afterEach(cleanup);

const product = {
  __typename: 'Product',
  id: '42',
  manufacturer: 'Acme',
  modelName: 'Edge box',
  manufacturerPartNumber: null,
  modes: [{ name: 'On', powerWatts: 250, hours: 8760 }],
  own: true,
  category: { __typename: 'Category', id: 'server', name: 'Server', categoryType: 'datacenter' },
  lcaManufacturingKg: 1606.5,
  lcaTransportationKg: null,
  lcaEolKg: 12,
  dataMethod: 'pcf',
};

function usageMock(usage: { projectCount: number; itemCount: number; projects: Array<{ id: string; name: string; namespace: string }>; moreOpenable: number; notOpenable: number }): MockLink.MockedResponse {
  return {
    request: { query: ProductUsageDocument, variables: { id: '42' } },
    result: {
      data: {
        productUsage: { __typename: 'ProductUsage', productId: '42', ...usage, projects: usage.projects.map((p) => ({ __typename: 'ProductUsageProject', ...p })) },
        product,
      },
    },
  };
}

describe('ProductEditDialog: the projects an edit changes (issue #45, point 6)', { timeout: 20000 }, () => {
  it('names the projects the user may open, counts the others, and sends only what changed', async () => {
    const sent: unknown[] = [];
    const update: MockLink.MockedResponse = {
      request: {
        query: ProductUpdateDocument,
        variables: (v: Record<string, unknown>) => {
          sent.push(v.input);
          return true;
        },
      },
      error: new Error('stop here'),
    };
    await renderWithProviders(<ProductEditDialog productId="42" onClose={() => undefined} onSaved={() => undefined} />, {
      mocks: [
        usageMock({
          projectCount: 3,
          itemCount: 4,
          projects: [
            { id: '9', name: 'Server room', namespace: 'project-manager' },
            { id: '12', name: 'Swap 2027', namespace: 'comparative-solution' },
          ],
          moreOpenable: 0,
          notOpenable: 1,
        }),
        update,
      ],
    });
    const usage = await screen.findByTestId('product-usage');
    expect(usage.textContent).toContain('Used in 3 projects.');
    const links = within(usage).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Server room', '/project-manager/projects/9/solutions'],
      ['Swap 2027', '/comparative-solution/projects/12/calculations'],
    ]);
    expect(screen.getByTestId('product-usage-hidden').textContent).toBe("1 project you cannot open uses it too: your colleagues' figures change as well.");
    // The stored stages in the user's notation.
    expect((screen.getByTestId('product-edit-lca-manufacturingKg') as HTMLInputElement).value).toBe('1,606.5');
    const save = screen.getByTestId('product-edit-save');
    expect(save.textContent).toBe('Save for all 3 projects');
    expect((save as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(screen.getByTestId('product-edit-lca-transportationKg'), { target: { value: '7,5' } });
    fireEvent.click(save);
    await waitFor(() => expect(sent).toHaveLength(1));
    // The stage typed, nothing else: the rounded display of the other stages is not written back.
    expect(sent[0]).toEqual({ lca: { transportationKg: 7.5 } });
    // A refused save keeps the dialog open with the reason.
    await waitFor(() => expect(screen.getByRole('dialog').querySelector('.MuiAlert-colorError')?.textContent).toBeTruthy());
    expect(screen.getByTestId('product-edit-save')).toBeTruthy();
  });

  it('says when no project uses the product, and refuses an empty model name with the shared rule', async () => {
    await renderWithProviders(<ProductEditDialog productId="42" onClose={() => undefined} onSaved={() => undefined} />, {
      mocks: [usageMock({ projectCount: 0, itemCount: 0, projects: [], moreOpenable: 0, notOpenable: 0 })],
    });
    expect((await screen.findByTestId('product-usage')).textContent).toBe('No project uses this product yet.');
    fireEvent.change(screen.getByTestId('product-edit-model'), { target: { value: ' ' } });
    fireEvent.click(screen.getByTestId('product-edit-save'));
    expect(await screen.findByText('The model name field is required.')).toBeTruthy();
  });
});

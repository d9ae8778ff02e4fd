import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../common/testing';
import { CategoryServiceLifeUpdateDocument } from '../validation.queries';
import { useCategoryAdminActions, type CategoryAdminData } from './category-admin.hooks';
import { ServiceLifePanel } from './CategoryDefaultsPanels';

afterEach(cleanup);

const data = {
  adminCategories: [
    { __typename: 'Category', id: 'server', name: 'Server', categoryType: 'datacenter', defaultModes: [], defaultLca: null, serviceLifeYears: 5 },
    { __typename: 'Category', id: 'laptop', name: 'Laptop', categoryType: 'office_it', defaultModes: [], defaultLca: null, serviceLifeYears: 4 },
  ],
  categoryTags: [],
  categorySubTypes: [],
} as unknown as CategoryAdminData;

function Harness({ notices }: { notices: Array<[string, string | undefined]> }) {
  const actions = useCategoryAdminActions((text, severity) => notices.push([text, severity]), () => undefined);
  return <ServiceLifePanel data={data} actions={actions} />;
}

describe('ServiceLifePanel (issue #32)', { timeout: 20000 }, () => {
  it("shows the category's default, saves a new one through categoryServiceLifeUpdate and says so", async () => {
    const sent: unknown[] = [];
    const update: MockLink.MockedResponse = {
      request: {
        query: CategoryServiceLifeUpdateDocument,
        variables: (v: Record<string, unknown>) => {
          sent.push(v.input);
          return true;
        },
      },
      result: { data: { categoryServiceLifeUpdate: { __typename: 'Category', id: 'server', serviceLifeYears: 6.5 } } },
    };
    const notices: Array<[string, string | undefined]> = [];
    await renderWithProviders(<Harness notices={notices} />, { mocks: [update] });
    const field = (await screen.findByTestId('service-life-years')) as HTMLInputElement;
    expect(field.value).toBe('5');
    fireEvent.change(field, { target: { value: '6,5' } });
    fireEvent.click(screen.getByTestId('service-life-save'));
    await waitFor(() => expect(notices).toEqual([['Default service life saved', undefined]]));
    expect(sent).toEqual([{ categoryId: 'server', serviceLifeYears: 6.5 }]);
  });

  it('refuses a life outside 1–50 years before sending, and keeps letters out', async () => {
    await renderWithProviders(<Harness notices={[]} />, { mocks: [] });
    const field = (await screen.findByTestId('service-life-years')) as HTMLInputElement;
    fireEvent.change(field, { target: { value: '51' } });
    expect(await screen.findByText('From 1 to 50 years')).toBeTruthy();
    expect((screen.getByTestId('service-life-save') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(field, { target: { value: 'x7' } });
    expect(field.value).toBe('7');
    expect((screen.getByTestId('service-life-save') as HTMLButtonElement).disabled).toBe(false);
  });
});

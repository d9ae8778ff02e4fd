import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../app/i18n';
import { renderWithProviders } from '../../common/testing';
import { CategoryAdminDocument } from '../validation.queries';
import { useCategoryAdminData } from './category-admin.hooks';
import { ServiceLifePanel } from './CategoryDefaultsPanels';
import { useCategoryAdminActions } from './category-admin.hooks';

afterEach(cleanup);

const reply = {
  request: { query: CategoryAdminDocument },
  result: {
    data: {
      categoryTypes: ['datacenter', 'office_it'],
      adminCategories: [
        { __typename: 'Category', id: 'server', name: 'Server (rack or tower)', categoryType: 'datacenter', defaultModes: [], defaultLca: null, serviceLifeYears: 5 },
        { __typename: 'Category', id: 'desktop', name: 'Desktop computer', categoryType: 'office_it', defaultModes: [], defaultLca: null, serviceLifeYears: 5 },
        { __typename: 'Category', id: 'kiosk', name: 'Kiosk terminal', categoryType: 'office_it', defaultModes: [], defaultLca: null, serviceLifeYears: 6 },
      ],
      categoryTags: [],
      categorySubTypes: [],
    },
  },
};

function Harness() {
  const { data } = useCategoryAdminData(true);
  const actions = useCategoryAdminActions(() => undefined, () => undefined);
  return data ? <ServiceLifePanel data={data} actions={actions} /> : null;
}

describe("The super admin's category screens in the user's language (issue #47, Translations)", { timeout: 20000 }, () => {
  it('names the curated categories in Danish and keeps the name of a category a super admin added', async () => {
    await renderWithProviders(<Harness />, { mocks: [reply] });
    await act(() => activateLocale('da-DK'));
    expect(await screen.findByText('Server (rack eller tower)')).toBeTruthy();
    expect(screen.queryByText('Server (rack or tower)')).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox'));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Server (rack eller tower)', 'Stationær computer', 'Kiosk terminal']);
  });
});

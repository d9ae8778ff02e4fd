import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../common/testing';
import { GroupWarningsDialog } from './GroupWarningsDialog';

afterEach(cleanup);

const GROUPS = [
  { id: '1', name: 'Today', warnings: ['category_infrastructure_share', 'invalid_group_data'] },
  { id: '2', name: 'Tomorrow', warnings: ['some_new_warning'] },
  { id: '3', name: 'Fine', warnings: [] },
];

describe('GroupWarningsDialog', { timeout: 20000 }, () => {
  it('lists each group with its warnings as texts, unknown codes as sent', async () => {
    const onClose = vi.fn();
    await renderWithProviders(<GroupWarningsDialog open onClose={onClose} projectId="7" groups={GROUPS} />, { mocks: [] });
    const dialog = await screen.findByRole('alertdialog', { name: 'Group has warnings!' });
    const today = within(dialog).getByRole('region', { name: 'Today' });
    expect(within(today).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'A category infrastructure share of the group is invalid: it needs at least one category and a percentage above 0 and at most 100.',
      "The group's data is invalid: it uses no energy yet. Add items with power consumption.",
    ]);
    const tomorrow = within(dialog).getByRole('region', { name: 'Tomorrow' });
    expect(within(tomorrow).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['some_new_warning']);
    expect(within(dialog).queryByRole('region', { name: 'Fine' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('links to the solutions screen of the project', async () => {
    await renderWithProviders(<GroupWarningsDialog open onClose={() => undefined} projectId="7" groups={GROUPS} />, { mocks: [] });
    const link = await screen.findByRole('link', { name: 'Go to solutions' });
    expect(link.getAttribute('href')).toBe('/project-manager/projects/7/solutions');
    fireEvent.click(link);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/project-manager/projects/7/solutions'));
  });

  it('names only the true cause: an empty group is not blamed on a share, and a buyer is linked to their own solutions screen (issue #34)', async () => {
    const groups = [{ id: '4', name: 'Current server room', warnings: ['category_infrastructure_share', 'invalid_group_data'], itemCount: 0, categoryInfrastructureShareInvalid: false }];
    await renderWithProviders(<GroupWarningsDialog open onClose={() => undefined} projectId="7" namespace="buyers" groups={groups} />, { mocks: [] });
    const dialog = await screen.findByRole('alertdialog', { name: 'Group has warnings!' });
    const group = within(dialog).getByRole('region', { name: 'Current server room' });
    expect(within(group).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['The group has no items yet: add a solution with equipment.']);
    expect(within(dialog).getByRole('link', { name: 'Go to solutions' }).getAttribute('href')).toBe('/buyers/projects/7/solutions');
  });
});

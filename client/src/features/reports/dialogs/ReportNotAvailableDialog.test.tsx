import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AvailabilityText } from '../../../../../shared/reports/availability';
import { renderWithProviders } from '../../common/testing';
import { ReportNotAvailableDialog } from './ReportNotAvailableDialog';

afterEach(cleanup);

describe('ReportNotAvailableDialog', { timeout: 20000 }, () => {
  it('lists the reasons', async () => {
    const onClose = vi.fn();
    await renderWithProviders(
      <ReportNotAvailableDialog
        open
        onClose={onClose}
        reasons={[AvailabilityText.no_active_comparative, AvailabilityText.group_warnings('Servers'), { code: 'baseline_empty', message: 'ignored', groupName: 'Today' }, 'Something else.']}
      />,
      { mocks: [] },
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Report type not available!' });
    const items = within(dialog).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'The project has no active comparative group.',
      'The group "Servers" has warnings: a category infrastructure share is invalid, or the group uses no energy.',
      'The baseline group "Today" has no items.',
      'Something else.',
    ]);
    expect(within(dialog).queryByText(/cannot be generated/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says exactly why an empty group stops the report, and links to where it is fixed (issue #34)', async () => {
    await renderWithProviders(
      <ReportNotAvailableDialog open onClose={() => undefined} reasons={[AvailabilityText.group_empty('Current server room')]} fixPath="/buyers/projects/7/solutions" />,
      { mocks: [] },
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Report type not available!' });
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['The group "Current server room" has no items yet: add a solution with equipment.']);
    expect(dialog.textContent).not.toMatch(/infrastructure share/);
    expect(within(dialog).getByRole('link', { name: 'Go to solutions' }).getAttribute('href')).toBe('/buyers/projects/7/solutions');
  });

  it('shows the default message when there are no reasons', async () => {
    await renderWithProviders(<ReportNotAvailableDialog open onClose={() => undefined} reasons={[]} />, { mocks: [] });
    const dialog = await screen.findByRole('alertdialog', { name: 'Report type not available!' });
    expect(within(dialog).queryAllByRole('listitem')).toHaveLength(0);
    expect(
      within(dialog).getByText('This report type cannot be generated for the project yet. Add a baseline group with items and at least one active comparative group.'),
    ).toBeTruthy();
  });
});

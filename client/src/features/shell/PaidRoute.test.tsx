import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildUser, renderWithProviders } from '../common/testing';
import { PaidRoute } from './PaidRoute';

afterEach(cleanup);

const area = <PaidRoute capability="projectManager"><p>Paid area</p></PaidRoute>;

describe('PaidRoute', () => {
  it('shows the paid area to a user with a seat of a paid subscription', async () => {
    await renderWithProviders(area, { mocks: [] });
    expect(await screen.findByText('Paid area')).toBeTruthy();
  });

  it('tells a paid partner\'s user without a seat to ask for one, not to upgrade', async () => {
    await renderWithProviders(area, { mocks: [], user: buildUser({ paidSubscription: false, hasSeat: false }) });
    expect(await screen.findByRole('dialog', { name: 'No seat assigned' })).toBeTruthy();
    expect(screen.queryByText('Paid area')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Manage seats' })).toBeNull();
  });

  it('offers a partner admin without a seat the users page', async () => {
    await renderWithProviders(area, { mocks: [], user: buildUser({ paidSubscription: false, hasSeat: false, isPartnerAdmin: true }) });
    expect(await screen.findByRole('button', { name: 'Manage seats' })).toBeTruthy();
  });

  it("decides from the paid declaration by partner type: a free buyer's own reports are free, its LCA report is not", async () => {
    const freeBuyer = buildUser({ paidSubscription: false, freeSubscription: true });
    freeBuyer.partner = { ...freeBuyer.partner, type: 'buyer' };
    await renderWithProviders(<PaidRoute capability="reports"><p>Buyer report</p></PaidRoute>, { mocks: [], user: freeBuyer });
    expect(await screen.findByText('Buyer report')).toBeTruthy();
    cleanup();
    await renderWithProviders(<PaidRoute capability="lcaReport"><p>Buyer LCA</p></PaidRoute>, { mocks: [], user: freeBuyer });
    expect(await screen.findByRole('dialog', { name: 'Upgrade your subscription' })).toBeTruthy();
    expect(screen.queryByText('Buyer LCA')).toBeNull();
    cleanup();
    // The same reports capability is paid for a free seller.
    await renderWithProviders(<PaidRoute capability="reports"><p>Seller report</p></PaidRoute>, { mocks: [], user: buildUser({ paidSubscription: false, freeSubscription: true }) });
    expect(await screen.findByRole('dialog', { name: 'Upgrade your subscription' })).toBeTruthy();
  });

  it('shows the upgrade dialog on the free plan', async () => {
    await renderWithProviders(area, { mocks: [], user: buildUser({ paidSubscription: false, freeSubscription: true }) });
    expect(await screen.findByRole('dialog', { name: 'Upgrade your subscription' })).toBeTruthy();
  });

  it('closes the upgrade dialog with Escape, as "Not now" does (issue #47)', async () => {
    await renderWithProviders(area, { mocks: [], user: buildUser({ paidSubscription: false, freeSubscription: true }), path: '/project-manager/projects', route: '/project-manager/projects' });
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade your subscription' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upgrade your subscription' })).toBeNull());
  });
});

import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildUser, renderWithProviders } from '../common/testing';
import { PartnerSubscriptionStateDocument } from './subscriptions.queries';
import { UnfinishedRegistrationDialog } from './UnfinishedRegistrationDialog';

afterEach(cleanup);

const state = (subscription: object | null) => ({
  request: { query: PartnerSubscriptionStateDocument },
  result: { data: { partnerSubscription: { __typename: 'SubscriptionOverview', subscription } } },
});

describe('UnfinishedRegistrationDialog (issue #34 point 11)', () => {
  it('reminds a partner admin who left at the payment step to choose a plan', async () => {
    await renderWithProviders(<UnfinishedRegistrationDialog />, { mocks: [state(null)], user: buildUser({ isPartnerAdmin: true }) });
    expect(await screen.findByRole('dialog', { name: 'Finish your registration' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose a plan' })).toBeTruthy();
  });

  it('stays away once a plan was taken', async () => {
    const sub = { __typename: 'SubscriptionState', id: '1', incompletePayments: 0, incompletePaymentUrl: null };
    await renderWithProviders(<UnfinishedRegistrationDialog />, { mocks: [state(sub)], user: buildUser({ isPartnerAdmin: true }) });
    await waitFor(() => expect(screen.queryByTestId('location')).toBeTruthy());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

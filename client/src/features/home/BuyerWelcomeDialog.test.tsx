import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildUser, renderWithProviders } from '../common/testing';
import { BuyerWelcomeDialog } from './BuyerWelcomeDialog';
import { BuyerWelcomeDismissDocument } from './buyer-welcome.hooks';

afterEach(cleanup);
beforeEach(() => localStorage.clear());

const buyer = (dismissed: boolean) => buildUser({ buyerWelcomeDismissed: dismissed, partner: { ...buildUser().partner, type: 'buyer' } });

describe('BuyerWelcomeDialog: once per account (issue #47, point 11)', { timeout: 20000 }, () => {
  it('is not shown in a fresh browser once the account has dismissed it', async () => {
    await renderWithProviders(<><BuyerWelcomeDialog /><span data-testid="rendered" /></>, { mocks: [], user: buyer(true) });
    await screen.findByTestId('rendered');
    expect(screen.queryByTestId('buyer-welcome')).toBeNull();
  });

  it("is shown to a buyer who has not dismissed it, and 'Get started' marks the account", async () => {
    let sent = 0;
    const mock = { request: { query: BuyerWelcomeDismissDocument }, result: () => { sent += 1; return { data: { buyerWelcomeDismiss: true } }; } };
    await renderWithProviders(<BuyerWelcomeDialog />, { mocks: [mock], user: buyer(false) });
    fireEvent.click(await screen.findByTestId('buyer-welcome-close'));
    await waitFor(() => expect(sent).toBe(1));
    await waitFor(() => expect(screen.queryByTestId('buyer-welcome')).toBeNull());
  });
});

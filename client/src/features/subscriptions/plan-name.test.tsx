import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../app/i18n';
import { renderWithProviders } from '../common/testing';
import { PlanPicker, type Plan } from './PlanPicker';

afterEach(cleanup);

const plans = [
  { __typename: 'SubscriptionPlan', id: 'free', name: 'Free', free: true, prices: [] },
  { __typename: 'SubscriptionPlan', id: 'pro', name: 'Professional', free: false, prices: [{ __typename: 'SubscriptionPrice', id: 'price_pro_year', interval: 'year', unitAmount: 499_000 }] },
] as unknown as Plan[];

describe("Plan names in the user's language (issue #47, Translations)", { timeout: 20000 }, () => {
  it('names the free plan in Danish and keeps the paid plans’ product names', async () => {
    await renderWithProviders(<PlanPicker plans={plans} value={null} interval="year" onInterval={() => undefined} onChange={() => undefined} />, { mocks: [] });
    await act(() => activateLocale('da-DK'));
    expect((await screen.findByTestId('plan-free-name')).textContent).toBe('Gratis');
    expect(screen.getByTestId('plan-pro-name').textContent).toBe('Professional');
    expect(screen.queryByText('Free')).toBeNull();
  });
});

import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PLANS } from '../../../../shared/subscriptions/plans';
import { renderWithProviders } from '../common/testing';
import { PlanPicker, type Plan } from './PlanPicker';

afterEach(cleanup);

const plans = PLANS.map((p) => ({ __typename: 'SubscriptionPlan', ...p, prices: p.prices.map((x) => ({ __typename: 'SubscriptionPrice', ...x })) })) as unknown as Plan[];

describe('PlanPicker', { timeout: 20000 }, () => {
  it('says what differs between the three paid plans, not "All areas and reports" three times (issue #47, point 8)', async () => {
    await renderWithProviders(<PlanPicker plans={plans} value={null} interval="year" onInterval={() => {}} onChange={() => {}} partnerType="seller" />, { mocks: [] });
    await screen.findByTestId('plan-pro-includes');
    const texts = ['pro', 'pro_sec', 'enterprise'].map((id) => screen.getByTestId(`plan-${id}-includes`).textContent);
    expect(new Set(texts).size).toBe(3);
    expect(texts[0]).toContain('lowest price per seat');
    expect(texts[1]).toContain('SEC subscription');
    expect(texts[2]).toContain('highest price per seat');
    expect(texts.join(' ')).not.toContain('All areas and reports');
  });
});

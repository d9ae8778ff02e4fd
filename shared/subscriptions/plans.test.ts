import { describe, expect, it } from 'vitest';
import { validateFields } from '../validation';
import { planChoiceSchema } from '../validation/subscriptions';
import { DEFAULT_PLAN_INTERVAL, isSecSubscription, PLANS, planById, priceOf } from './plans';

describe('subscription plans', () => {
  it('has a free plan without prices and a monthly and a yearly price for every paid plan', () => {
    expect(planById('free')).toMatchObject({ free: true, prices: [] });
    for (const plan of PLANS.filter((p) => !p.free)) {
      expect(plan.prices.map((p) => p.interval).sort()).toEqual(['month', 'year']);
      expect(plan.prices.every((p) => p.unitAmount > 0)).toBe(true);
    }
    expect(DEFAULT_PLAN_INTERVAL).toBe('year');
  });

  it('finds a price only within its plan', () => {
    const pro = planById('pro')!;
    expect(priceOf(pro, 'price_pro_year')?.interval).toBe('year');
    expect(priceOf(pro, 'price_enterprise_year')).toBeUndefined();
  });

  it('marks a type ending in sec as SEC', () => {
    expect(isSecSubscription('pro_sec')).toBe(true);
    expect(isSecSubscription('pro')).toBe(false);
  });
});

describe('planChoiceSchema', () => {
  it.each([
    [{ subscription: 'pro', price: 'price_pro_month' }, true],
    [{ subscription: 'free' }, true],
    [{ subscription: 'free', price: 'price_pro_year' }, true],
    [{ subscription: 'pro' }, false],
    [{ subscription: 'pro', price: 'price_enterprise_month' }, false],
    [{ subscription: 'platinum', price: 'price_pro_month' }, false],
  ])('%j valid: %s', async (input, ok) => {
    expect((await validateFields(planChoiceSchema, input)).ok).toBe(ok);
  });

  it('drops the price of the free plan (no card, amount 0)', async () => {
    const r = await validateFields(planChoiceSchema, { subscription: 'free', price: 'price_pro_year' });
    expect(r.ok && r.value.price).toBeNull();
  });
});

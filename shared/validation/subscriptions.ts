/**
 * Inputs of checkout and of the change-subscription wizard (spec/platform-and-shell.md §4, §7
 * Subscriptions and payment; spec/project-areas.md §7 "POST /checkout and /checkout-invoice (body:
 * subscription, price, user)"): a plan of the catalogue and, unless the plan is free, one of its prices.
 */
import { keyed } from '../errors';
import { PLANS, planById } from '../subscriptions/plans';
import { yup } from './yup';

export const planChoiceSchema = yup.object({
  subscription: yup
    .string()
    .required(keyed('subscriptions.planRequired'))
    .oneOf(PLANS.map((p) => p.id), keyed('subscriptions.planUnknown')),
  price: yup
    .string()
    .nullable()
    .default(null)
    .when('subscription', ([plan], s) => {
      const product = planById(plan);
      // A free plan skips the price step (spec §4 change-subscription wizard).
      if (!product || product.free) return s.transform(() => null);
      return s.required(keyed('subscriptions.priceRequired')).oneOf(product.prices.map((p) => p.id), keyed('subscriptions.priceUnknown'));
    }),
});
export type PlanChoiceInput = yup.InferType<typeof planChoiceSchema>;

/** Plan prices as the user reads them: per seat and period, in the catalogue's currency. */
import { PLAN_CURRENCY } from '../../../../shared/subscriptions/plans';

export function formatPlanAmount(minor: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: PLAN_CURRENCY.toUpperCase(), maximumFractionDigits: 0 }).format(minor / 100);
}

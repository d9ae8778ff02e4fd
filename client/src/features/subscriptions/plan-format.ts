/** Plan prices as the user reads them: per seat and period, in the catalogue's currency. */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PLAN_CURRENCY } from '../../../../shared/subscriptions/plans';

export function formatPlanAmount(minor: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: PLAN_CURRENCY.toUpperCase(), maximumFractionDigits: 0 }).format(minor / 100);
}

/**
 * A plan's name as the user reads it (issue #47, Translations: "Free" stayed English in the Danish UI).
 * The free plan's name is a word and is translated; the paid plans' names are product names and are not.
 */
const FREE_PLAN = msg({ message: 'Free', context: 'plan name' });

export function planName(i18n: I18n, plan: { free: boolean; name: string }): string {
  return plan.free ? i18n._(FREE_PLAN) : plan.name;
}

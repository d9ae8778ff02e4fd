import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { partnerTypeOf } from '../../../../shared/subscriptions/paid';
import type { PlanInterval } from '../../../../shared/subscriptions/plans';
import type { SubscriptionPlansQuery } from '../../gql/graphql';
import { formatPlanAmount, planName } from './plan-format';

export type Plan = SubscriptionPlansQuery['subscriptionPlans'][number];
export interface PlanChoice {
  subscription: string;
  price: string | null;
}

/** The priced choice of a plan for an interval (the free plan has no price). */
export function choiceFor(plan: Plan, interval: PlanInterval): PlanChoice {
  return { subscription: plan.id, price: plan.free ? null : (plan.prices.find((p) => p.interval === interval)?.id ?? null) };
}

/**
 * The catalogue as cards, with the interval switch (spec/project-areas.md §9: year by default). `step`
 * 'subscription' picks the plan, 'price' its interval; the registration shows both at once.
 */
export function PlanPicker({ plans, value, interval, onInterval, onChange, showInterval = true, partnerType }: {
  plans: readonly Plan[];
  value: PlanChoice | null;
  interval: PlanInterval;
  onInterval: (i: PlanInterval) => void;
  onChange: (c: PlanChoice) => void;
  showInterval?: boolean;
  /** The partner's type (seller or buyer): what the free plan leaves out differs (shared/subscriptions/paid.ts). */
  partnerType?: string | null;
}) {
  const { t, i18n } = useLingui();
  const buyer = partnerTypeOf(partnerType) === 'buyer';
  // What each plan includes, from the one paid declaration (issue #34 point 11: the cards explained nothing).
  const freeIncludes = buyer
    ? t`One user. Project groups, requests to sellers and the comparative reports of their answers. Not included: the LCA report, the project manager and the comparative-solution app.`
    : t`One user. Clients, and answering buyers' requests. Not included: the project manager, the comparative-solution app and the reports.`;
  // What sets each paid plan apart (shared/subscriptions/plans.ts; issue #47, point 8): the areas are the same, the price and the SEC marking differ.
  const paidPlanText: Record<string, string> = {
    pro: t`Every area and report, at the lowest price per seat.`,
    pro_sec: t`The same areas and reports as Professional; registered as a SEC subscription, at a higher price per seat.`,
    enterprise: t`The same areas and reports as Professional, at the highest price per seat.`,
  };
  const paidIncludes = t`Paid plans include everything: the project manager, the comparative-solution app, every report with PDF export and the LCA report. Priced per user (seat); add seats later in partner admin.`;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {showInterval && (
        <ToggleButtonGroup
          exclusive
          size="small"
          value={interval}
          onChange={(_e, v: PlanInterval | null) => {
            if (!v) return;
            onInterval(v);
            const plan = plans.find((p) => p.id === value?.subscription);
            if (plan) onChange(choiceFor(plan, v));
          }}
          aria-label={t`Billing interval`}
        >
          <ToggleButton value="month">{t`Monthly`}</ToggleButton>
          <ToggleButton value="year">{t`Yearly`}</ToggleButton>
        </ToggleButtonGroup>
      )}
      <Box role="radiogroup" aria-label={t`Subscription`} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
        {plans.map((plan) => {
          const price = plan.prices.find((p) => p.interval === interval);
          const selected = value?.subscription === plan.id;
          return (
            <Card key={plan.id} variant="outlined" sx={{ borderColor: selected ? 'primary.main' : undefined, borderWidth: selected ? 2 : 1 }}>
              <CardActionArea role="radio" aria-checked={selected} data-testid={`plan-${plan.id}`} onClick={() => onChange(choiceFor(plan, interval))}>
                <CardContent>
                  <Typography variant="h3" component="p" data-testid={`plan-${plan.id}-name`}>{planName(i18n, plan)}</Typography>
                  <Typography color="text.secondary">
                    {plan.free || !price
                      ? t`Free`
                      : interval === 'year'
                        ? t`${formatPlanAmount(price.unitAmount, i18n.locale)} per seat a year`
                        : t`${formatPlanAmount(price.unitAmount, i18n.locale)} per seat a month`}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid={`plan-${plan.id}-includes`}>
                    {plan.free ? freeIncludes : (paidPlanText[plan.id] ?? t`Every area and report.`)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          );
        })}
      </Box>
      {plans.some((p) => !p.free) && (
        <Typography variant="body2" color="text.secondary" data-testid="plans-paid-includes">
          {paidIncludes} {t`Prices are per seat and exclude VAT.`}
        </Typography>
      )}
    </Box>
  );
}

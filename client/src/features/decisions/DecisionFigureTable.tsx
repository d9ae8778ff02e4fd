/**
 * The figures of one comparative group's decision (issue #32), each with how it was calculated (M10):
 * on the screen in a disclosure, in the printed report as a line under the figure.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMoney, formatNumber } from '../../../../shared/format/number';
import { decisionField, figureKey } from '../../../../shared/reports';
import { decisionFormula } from './decision-formulas';
import type { GroupDecisionData } from './decision.hooks';

type FigureKey =
  | 'annualKwhSaving'
  | 'annualCo2SavingKg'
  | 'annualCostSaving'
  | 'embodiedKg'
  | 'carbonPaybackYears'
  | 'flatCarbonPaybackYears'
  | 'moneyPaybackYears'
  | 'serviceLifeYears'
  | 'capitalGoodsKg'
  | 'amortisedKgPerYear';

type Unit = 'kWh' | 'kg' | 'kgPerYear' | 'years' | 'money';

interface FigureRowProps {
  group: GroupDecisionData;
  figure: FigureKey;
  label: string;
  unit: Unit;
  decimals: number;
  currency: string;
  /** `print`: the explanation is a line under the figure (no disclosure on paper). */
  variant: 'screen' | 'print';
}

function FigureRow({ group, figure, label, unit, decimals, currency, variant }: FigureRowProps) {
  const { t, i18n } = useLingui();
  const value = group[figure];
  const trace = group.traces.find((tr) => tr.path === figure);
  const n = formatNumber(value, i18n.locale, decimals);
  const horizon = group.paybackHorizonYears;
  const none = value === null || value === undefined;
  const horizonText = figure === 'carbonPaybackYears' && group.carbonPaybackReason === 'no_payback_within_horizon';
  // On paper each figure names its key into the document's manifest (issue #46, the mechanism): the
  // decision figures a comparative document's figure set re-runs (M10).
  const field = none ? (horizonText ? 'payback_horizon_years' : undefined) : decisionField(figure);
  const dataFigure = variant === 'print' && field ? figureKey.decision(group.groupId, field) : undefined;
  const text =
    none
      ? // The curve never crosses zero within the horizon searched: say so, not "None" (issue #46).
        horizonText
        ? t`No payback within ${horizon} years`
        : t`None`
      : unit === 'money'
        ? formatMoney(value, currency, i18n.locale, decimals)
        : unit === 'kWh'
          ? t`${n} kWh`
          : unit === 'kg'
            ? t`${n} kg CO2e`
            : unit === 'kgPerYear'
              ? t`${n} kg CO2e a year`
              : t`${n} years`;
  // The flat view's label says its formula; on paper it takes no second line (the section fits its A4 sheet).
  const explanation = trace && !(variant === 'print' && figure === 'flatCarbonPaybackYears') ? `${decisionFormula(figure, trace.formula, (d) => i18n._(d))} (${trace.section})` : null;
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {label}
        {variant === 'print' && explanation ? (
          <Typography variant="caption" component="div" color="text.secondary" sx={{ fontSize: '7pt', lineHeight: 1.3 }} data-testid={`decision-explain-${figure}`}>
            {explanation}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell align="right" data-testid={`decision-${figure}`} sx={{ whiteSpace: 'nowrap' }}>
        {dataFigure ? <span data-figure={dataFigure}>{text}</span> : text}
      </TableCell>
      {variant === 'screen' ? (
        <TableCell>
          {explanation ? (
            <details>
              <summary>
                <Trans>How it was calculated</Trans>
              </summary>
              <Typography variant="body2" component="span" data-testid={`decision-explain-${figure}`}>
                {explanation}
              </Typography>
            </details>
          ) : null}
        </TableCell>
      ) : null}
    </TableRow>
  );
}

/** Why a group is to be replaced or retained, in words. */
export function useRecommendationReason(): (reason: string) => string {
  const { t } = useLingui();
  const reasons: Record<string, string> = {
    payback_within_service_life: t`The carbon payback is within the new equipment's service life.`,
    payback_beyond_service_life: t`The carbon payback is longer than the new equipment's service life.`,
    no_co2_saving: t`The proposal saves no CO2 a year, so its embodied carbon never pays back.`,
    no_payback_within_horizon: t`On the grid factor path the yearly CO2 saving never makes up for the embodied carbon of the new equipment.`,
  };
  return (reason) => reasons[reason] ?? reason;
}

/** A curated grid path's citation in parts (GraphQL GridPathCitation). */
export interface GridPathCitationData {
  title: string;
  publisher: string;
  year: number;
  unit: string;
  anchors: ReadonlyArray<{ year: number; factor: number }>;
}

/**
 * Which grid path the projection used, in words (the screen and the comparative report say the same).
 * A curated path's factors are printed in the reader's number format (issue #47: "0,187 (2023)" in Danish).
 */
export function useGridPathText(): (decision: { gridPathSource: string; gridPathSourceNote?: string | null; gridPathCitation?: GridPathCitationData | null }) => string {
  const { t, i18n } = useLingui();
  const factor = (v: number) => new Intl.NumberFormat(i18n.locale, { minimumFractionDigits: 3, maximumFractionDigits: 4 }).format(v);
  return (d) => {
    const c = d.gridPathCitation;
    if (d.gridPathSource === 'curated' && c) {
      const { title, publisher, year, unit } = c;
      const factors = c.anchors.map((a) => `${factor(a.factor)} (${a.year})`).join(', ');
      return t`Grid factor path: ${title} (${publisher}, ${year}); electricity: ${factors} ${unit}`;
    }
    if (d.gridPathSource === 'curated' && d.gridPathSourceNote) return t`Grid factor path: ${d.gridPathSourceNote}`;
    return d.gridPathSource === 'user'
      ? t`Grid factor path: the solutions' factors, changed by the yearly change you set.`
      : t`Grid factor path: the solutions' factors, flat (no published projection is curated for the project's country; set a yearly change to model one).`;
  };
}

export function DecisionFigureTable({ group, currency, variant = 'screen' }: { group: GroupDecisionData; currency: string; variant?: 'screen' | 'print' }) {
  const { t } = useLingui();
  const row = (figure: FigureKey, label: string, unit: Unit, decimals: number) => (
    <FigureRow key={figure} group={group} figure={figure} label={label} unit={unit} decimals={decimals} currency={currency} variant={variant} />
  );
  return (
    <Table size="small">
      <TableBody>
        {row('annualKwhSaving', t`Energy saving a year`, 'kWh', 0)}
        {row('annualCo2SavingKg', t`CO2 saving a year`, 'kg', 1)}
        {row('annualCostSaving', t`Cost saving a year`, 'money', 0)}
        {row('embodiedKg', t`Embodied carbon of the new equipment`, 'kg', 0)}
        {row('carbonPaybackYears', t`Carbon payback`, 'years', 2)}
        {row('flatCarbonPaybackYears', t`Payback at today's grid factor: embodied ÷ first-year saving (second view)`, 'years', 2)}
        {row('moneyPaybackYears', t`Money payback`, 'years', 2)}
        {row('serviceLifeYears', t`Service life`, 'years', 1)}
        {row('capitalGoodsKg', t`Capital goods (scope 3 category 2), year of acquisition`, 'kg', 0)}
        {row('amortisedKgPerYear', t`Amortised over the service life`, 'kgPerYear', 1)}
      </TableBody>
    </Table>
  );
}

/**
 * The texts of the comparative-solution report that print figures in their own words: the savings over
 * the report period and the appendix's method. Each names the figures it prints (`data-figures`, issue #46).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useContext } from 'react';
import type { ComparativeReportFigures } from '../../../../shared/calc';
import { comparativeKey as ck, figureKey } from '../../../../shared/reports';
import type { ComparativeReportQuery } from '../../gql/graphql';
import type { ComparativeFormat } from './comparative-format';
import { sentenceFigures } from './ComparativeFig';
import { Measuring } from './ComparativeReportFlow';
import { moneyText } from './ComparativeReportPages';

type Report = ComparativeReportQuery['comparativeReport'];

export function SavingsOverPeriod({ report, figures, f }: { report: Report; figures: ComparativeReportFigures; f: ComparativeFormat }) {
  const { t } = useLingui();
  const measuring = useContext(Measuring);
  return (
    <Box data-testid={measuring ? undefined : 'savings-over-period'}>
      <Typography sx={{ fontWeight: 700, mb: '2mm' }}>{t`Savings over the report period`}</Typography>
      <Typography
        sx={{ fontSize: '10pt' }}
        data-figures={sentenceFigures([{ named: report.years }, { k: ck.total('energy_saving_kwh'), rounding: 'difference', times: report.years }, { k: ck.total('money_saving'), rounding: 'savings', times: report.years }])}
      >
        <Trans>Over {report.years} years the change saves {f.kwh(figures.energySavingOverYearsKwh)} kWh and {moneyText(f, figures, figures.moneySavingOverYears)} at today's price.</Trans>
      </Typography>
      {figures.kickback !== null && figures.benefitInAll !== null && (
        <Typography
          sx={{ fontSize: '10pt', mt: '2mm' }}
          data-figures={sentenceFigures([{ named: figures.kickback }, { k: ck.total('money_saving'), rounding: 'savings', times: report.years, plus: figures.kickback }])}
        >
          <Trans>With the kickback of {f.amount(figures.kickback)}, the benefit over the period is {moneyText(f, figures, figures.benefitInAll)}.</Trans>
        </Typography>
      )}
    </Box>
  );
}

export function AppendixMethod({ report, f }: { report: Report; f: ComparativeFormat }) {
  const { t } = useLingui();
  return (
    <Box sx={{ mt: '1mm' }}>
      <Typography sx={{ fontWeight: 700 }}>{t`Method`}</Typography>
      {/* The price is the manifest's; the other numbers are the method's constants (the test names each). */}
      <Typography sx={{ fontSize: '10pt' }} data-figures={sentenceFigures([figureKey.kwhPrice()])}>
        <Trans>Every item's yearly energy is its amount times the sum of its modes' watts times hours: its IT energy. In a data centre the UPS and the cooling add to it; the equipment tables print each item's share of them beside its IT energy, and the two make its total. Before and after are computed alike, with UPS and cooling; the saving is the difference. CO2e uses the grid factor of the project's country; money the price of {f.number(report.kwhPrice, 2)} {report.currency} per kWh. Energy is printed in whole kWh and CO2e to the decimals shown: every total is its exact sum rounded once, the rows above it are rounded so that they add up to it (each less than one step from its exact figure), and each saving is the difference of the printed figures. Money savings are rounded once for reading and marked ≈: above a million to the nearest 100 000, above 100 000 to 10 000, above 1 000 to 1 000; a figure over the period is the rounded yearly figure times the years.</Trans>
      </Typography>
    </Box>
  );
}

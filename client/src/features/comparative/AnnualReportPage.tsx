import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { ComparativeFrame } from './ComparativeFrame';
import { comparativeFormat } from './comparative-format';
import { ComparativeReportDocument } from './comparative.queries';
import { comparativeReportFigures } from '../../../../shared/calc';

/**
 * /comparative-solution/projects/{projectId}/annual-report: the report year's figures as a client's
 * annual ESG report asks for them: energy (kWh), scope 2 CO2e (location based, the grid factor of
 * the project's country), the avoided energy and CO2e against the situation before, and money saved.
 */
export function AnnualReportPage() {
  const { projectId = '' } = useParams();
  const { t, i18n } = useLingui();
  const { data } = useQuery(ComparativeReportDocument, { variables: { projectId } });
  return (
    <ComparativeFrame
      projectId={projectId}
      section="annual-report"
      title={t`Annual report`}
      subtitle={t`The year's figures for the client's ESG report`}
      actions={<Button variant="outlined" startIcon={<PrintOutlined />} onClick={() => window.print()}>{t`Print`}</Button>}
      maxWidth={1000}
    >
      {() => {
        if (!data) return <Skeleton variant="rounded" height={300} />;
        const r = data.comparativeReport;
        const f = comparativeFormat(i18n.locale, r.currency);
        const x = r.totals;
        // The report's own figures (issues #46 and #47): totals rounded once from the exact sums, savings the differences of the printed sides.
        const figures = comparativeReportFigures({ calculations: r.calculations.map((c) => c.totals), moneySaving: x.moneySaving, years: r.years, kickback: r.kickback });
        const kwh = figures.total;
        const co2 = (kg: number) => `${f.co2In(kg, figures.co2Unit).value} ${f.co2In(kg, figures.co2Unit).unit}`;
        const rows: Array<[string, string, string]> = [
          [t`Energy use of the equipment (after)`, `${f.kwh(kwh.kwhAfter)} kWh`, t`Electricity, yearly, incl. UPS and cooling`],
          [t`Scope 2 emissions (location based)`, `${co2(figures.co2Total.co2AfterKg)} CO2e`, t`Grid factor of the project's country`],
          [t`Energy avoided`, `${f.kwh(kwh.energySavingKwh)} kWh`, t`Against the equipment before the change`],
          [t`Emissions avoided`, `${co2(figures.co2Total.co2SavingKg)} CO2e`, t`Against the equipment before the change`],
          [t`Cost avoided`, f.money(x.moneySaving), t`At ${f.number(r.kwhPrice, 2)} ${r.currency} per kWh`],
          [t`Energy-efficient growth`, `${f.saving(x.totalEnergyEfficientGrowthKwh)} kWh`, t`Energy the added capacity would have used at the old efficiency`],
          [t`Energy rating`, `${x.ratingBefore ?? '–'} → ${x.ratingAfter ?? '–'}`, t`A (best) to G`],
        ];
        return (
          <Card sx={{ p: 3 }} data-testid="annual-report">
            <Typography variant="overline" color="text.secondary">{r.clientName}</Typography>
            <Typography variant="h4" component="h2" gutterBottom>
              <Trans>IT energy and emissions {r.year}</Trans>
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              <Trans>{r.projectName} · prepared by {r.contributorName}</Trans>
            </Typography>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t`Indicator`}</TableCell>
                  <TableCell align="right">{r.year}</TableCell>
                  <TableCell>{t`Basis`}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map(([label, value, basis]) => (
                  <TableRow key={label}>
                    <TableCell sx={{ fontWeight: 600 }}>{label}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{value}</TableCell>
                    <TableCell sx={{ color: 'text.secondary' }}>{basis}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Box sx={{ mt: 2 }}>
              <Typography variant="body2" color="text.secondary">
                <Trans>Figures are yearly and computed with the GreenIT Assess methodology from the equipment of the project's calculations.</Trans>
              </Typography>
            </Box>
          </Card>
        );
      }}
    </ComparativeFrame>
  );
}

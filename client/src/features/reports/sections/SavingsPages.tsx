import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { figureKey } from '../../../../../shared/reports';
import { useReport } from '../report-context';
import { solutionDcie } from '../report-figures';
import { useFigureTexts } from './figure-texts';
import { Fig, figureList } from './figure-key';
import { Paragraph, Part, ReportTable, SectionTitle, useSectionTestId } from './blocks';

/** Return on investment of each comparative group (INCLUDE_ROI). */
export function RoiPage() {
  const { t } = useLingui();
  const { model, format } = useReport();
  const rows = model.data.comparative?.groups ?? [];
  const byId = new Map(model.groups.map((g) => [g.id, g]));
  const baseline = model.baseline!;
  return (
    <Box data-testid="section-roi">
      <SectionTitle>
        <Trans>Return on investment</Trans>
      </SectionTitle>
      <Paragraph figures={[figureKey.kwhPrice()]}>
        <Trans>
          The payback time is the investment of a proposal, less the investment counted for the baseline, divided by its yearly saving in
          operating cost at {format.unitPrice(model.data.kwhPrice)} per kWh. No payback is given when a proposal saves nothing.
        </Trans>
      </Paragraph>
      <ReportTable
        testId="roi-table"
        rows={rows}
        rowKey={(r) => r.groupId}
        columns={[
          { header: t`Group`, cell: (r) => r.name },
          { header: t`Investment`, cell: (r) => <Fig k={figureKey.group(r.groupId, 'investment')}>{format.money(byId.get(r.groupId)?.investment)}</Fig>, align: 'right' },
          { header: t`Cost / year`, cell: (r) => <Fig k={figureKey.group(r.groupId, 'operational_cost')}>{format.money(byId.get(r.groupId)?.operationalCost)}</Fig>, align: 'right' },
          { header: t`Saving / year`, cell: (r) => <Fig k={figureKey.saving(r.groupId, 'operational_cost')}>{format.money(r.moneySaving)}</Fig>, align: 'right' },
          { header: t`kWh saved / year`, cell: (r) => <Fig k={figureKey.saving(r.groupId, 'total_kwh')}>{format.kwh(r.energySavingKwh)}</Fig>, align: 'right' },
          {
            header: t`Payback (years)`,
            // No prices entered: say so, never "0.0" (issue #46 point 8).
            cell: (r) =>
              r.paybackReason === 'prices_missing' ? t`Prices missing` : r.paybackYears == null ? '–' : <Fig k={figureKey.saving(r.groupId, 'payback_years')}>{format.number(r.paybackYears, 1)}</Fig>,
            align: 'right',
          },
        ]}
        footer={
          <TableRow>
            <TableCell colSpan={6}>
              <Typography sx={{ fontSize: '8pt', color: 'text.secondary' }} data-figures={figureList([figureKey.group(baseline.id, 'investment'), figureKey.group(baseline.id, 'operational_cost')])}>
                <Trans>
                  Baseline: investment {format.money(baseline.investment)}, cost {format.money(baseline.operationalCost)} a year.
                </Trans>
              </Typography>
            </TableCell>
          </TableRow>
        }
      />
    </Box>
  );
}

/** UPS and cooling of the data-centre solutions (INCLUDE_UPS_COOLING, with the UPS and cooling descriptions). */
export function UpsCoolingPage() {
  const { t } = useLingui();
  const { model, format } = useReport();
  const texts = useFigureTexts();
  const rows = model.groups.flatMap((g) => g.solutions.filter((s) => s.calculationMode === 1).map((s) => ({ g, s })));
  return (
    <Box data-testid={useSectionTestId('section-ups-cooling')}>
      <Part n={0}>
        <SectionTitle>
          <Trans>UPS and cooling</Trans>
        </SectionTitle>
        <ReportTable
          rows={rows}
          rowKey={(r) => r.s.id}
          columns={[
            { header: t`Group`, cell: (r) => r.g.name },
            { header: t`Solution`, cell: (r) => r.s.name },
            // Each figure keyed to the document's manifest (issue #46): the solution's inputs and figures (M2).
            {
              header: t`UPS efficiency`,
              cell: (r) => (r.s.ups.efficiency ? <Fig k={figureKey.solutionInput(r.g.id, r.s.id, 'ups_efficiency_percent')}>{format.percent(r.s.ups.efficiency, 1)}</Fig> : t`None`),
              align: 'right',
            },
            { header: t`UPS kWh`, cell: (r) => <Fig k={figureKey.solution(r.g.id, r.s.id, 'ups_kwh')}>{format.kwh(r.s.upsKwh)}</Fig>, align: 'right' },
            { header: t`Cooling COP`, cell: (r) => (r.s.cooling.cop ? <Fig k={figureKey.solutionInput(r.g.id, r.s.id, 'cooling_cop')}>{format.number(r.s.cooling.cop, 2)}</Fig> : t`None`), align: 'right' },
            { header: t`Cooling kWh`, cell: (r) => <Fig k={figureKey.solution(r.g.id, r.s.id, 'cooling_kwh')}>{format.kwh(r.s.coolingKwh)}</Fig>, align: 'right' },
            {
              header: 'DCiE',
              cell: (r) => {
                const dcie = solutionDcie(r.s);
                return <Fig k={dcie.kind === 'value' ? figureKey.solution(r.g.id, r.s.id, 'dcie_percent') : null}>{texts.dcie(dcie)}</Fig>;
              },
              align: 'right',
            },
          ]}
        />
      </Part>
      <Part n={1}>
        {model.settings.INCLUDE_UPS_DESCRIPTION && (
          <Box data-testid="section-ups-description">
            <SectionTitle level={2}>
              <Trans>About the UPS</Trans>
            </SectionTitle>
            <Paragraph>
              <Trans>
                An uninterruptible power supply (UPS) protects the equipment against power failures. It converts all the power that passes
                through it, and loses part of it as heat: at 92 % efficiency, 8.7 % is added to the energy of the equipment it covers.
                Modern modular UPS systems reach 96–98 % at the load they actually run at.
              </Trans>
            </Paragraph>
          </Box>
        )}
        {model.settings.INCLUDE_COOLING_DESCRIPTION && (
          <Box data-testid="section-cooling-description">
            <SectionTitle level={2}>
              <Trans>About the cooling</Trans>
            </SectionTitle>
            <Paragraph>
              <Trans>
                All the energy used by IT equipment ends as heat that the cooling removes. The coefficient of performance (COP) says how
                much heat one kWh of cooling energy removes: a COP of 3 adds a third of the covered energy. Free cooling, higher supply
                temperatures and hot-aisle containment raise the COP.
              </Trans>
            </Paragraph>
          </Box>
        )}
      </Part>
    </Box>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import { co2PieSeries, consumptionBars, counterActedBars, figureKey, type CategoryField } from '../../../../../shared/reports';
import { Co2Pie } from '../charts/Co2Pie';
import { ConsumptionBarChart } from '../charts/ConsumptionBarChart';
import { CounterActedBarChart } from '../charts/CounterActedBarChart';
import { Equivalences } from '../charts/Equivalences';
import { useReport } from '../report-context';
import { type ReportGroup } from '../report-model';
import { aggregateEnergy, categoryRatingStatus, groupDcie, ratingStatus } from '../report-figures';
import { RatingCell, useFigureTexts } from './figure-texts';
import { HALF_WIDTH_PX } from './sizes';
import { co2ColumnScale, co2Scale, Fig } from './figure-key';
import { Scope2Table } from './Scope2Table';
import { useRegisteredCo2 } from './registered-co2';
import { AssumptionNotes, Figure, KpiTiles, Paragraph, Part, ReportTable, Row, SectionTitle, useSectionTestId } from './blocks';

function useCategories(group: ReportGroup | null) {
  const { model } = useReport();
  return (group && model.categories.get(group.id)?.categoryData) ?? [];
}

/** The category table of a group: energy, CO2, cost, efficiency and rating per category. */
function CategoryTable({ group }: { group: ReportGroup }) {
  const { t } = useLingui();
  const { format } = useReport();
  const rows = useCategories(group);
  const co2 = format.co2Column(rows.map((r) => r.co2EmissionKg));
  const co2Divider = co2ColumnScale(rows.map((r) => r.co2EmissionKg));
  const key = (r: (typeof rows)[number], f: CategoryField) => figureKey.category(group.id, r.categoryId, f);
  // IT and facility energy in columns of their own (M2), so that a reader can redo both (issue #28).
  const facility = aggregateEnergy(group).facilityKwh > 0;
  // The table names its group (issue #46 point 9): it may stand at the top of a sheet, away from its section's heading.
  return (
    <Figure caption={t`${group.name}: per category`}>
      <ReportTable
        testId={`category-table-${group.id}`}
        rows={rows}
        rowKey={(r) => r.categoryId}
        columns={[
          { header: t`Category`, cell: (r) => r.categoryName ?? r.categoryId },
          ...(facility
            ? [
                { header: t`IT kWh / year`, cell: (r: (typeof rows)[number]) => <Fig k={key(r, 'it_kwh')}>{format.kwh(r.itKwh)}</Fig>, align: 'right' as const },
                { header: t`UPS + cooling kWh / year`, cell: (r: (typeof rows)[number]) => <Fig k={key(r, 'facility_kwh')}>{format.kwh(r.totalKwh - r.itKwh)}</Fig>, align: 'right' as const },
              ]
            : []),
          { header: facility ? t`Total kWh / year` : t`IT kWh / year`, cell: (r) => <Fig k={key(r, 'total_kwh')}>{format.kwh(r.totalKwh)}</Fig>, align: 'right' },
          { header: t`${co2.unit} / year`, cell: (r) => <Fig k={key(r, 'co2_kg')} scale={co2Divider}>{co2.cell(r.co2EmissionKg)}</Fig>, align: 'right' },
          { header: t`Cost / year`, cell: (r) => <Fig k={key(r, 'operational_cost')}>{format.money(r.operationalCost)}</Fig>, align: 'right' },
          { header: t`W per unit`, cell: (r) => (r.wattPerUnit == null ? '–' : <Fig k={key(r, 'watt_per_unit')}>{format.number(r.wattPerUnit, 1)}</Fig>), align: 'right' },
          { header: t`Rating`, cell: (r) => <RatingCell status={categoryRatingStatus(r)} />, align: 'center' },
        ]}
      />
    </Figure>
  );
}

/** Baseline report: the operational results of the baseline (INCLUDE_OPERATIONAL_RESULTS). */
export function BaselineResultsPage() {
  const { t } = useLingui();
  const { model, format, palette, print } = useReport();
  const texts = useFigureTexts();
  const g = model.baseline!;
  // The headline is the registered scope 2 figure, named (issue #46 point 2), as the stamp registers it.
  const registered = useRegisteredCo2()(g);
  const co2 = format.co2(registered.kg);
  const categories = useCategories(g);
  const consumption = consumptionBars(
    g.solutions.map((s) => ({ id: s.id, name: s.name, totalKwh: s.totalKwh, itKwh: s.itKwh, upsKwh: s.upsKwh, coolingKwh: s.coolingKwh })),
    { colors: palette, includeUpsCooling: model.settings.INCLUDE_UPS_COOLING, figures: { rows: 'solutions', groupId: g.id } },
  );
  return (
    <Box data-testid={useSectionTestId('section-operational-results')}>
      <Part n={0}>
        <SectionTitle>
          <Trans>Operational results</Trans>
        </SectionTitle>
        <KpiTiles
          columns={5}
          items={[
            { label: t`Energy / year`, value: format.kwh(g.totalKwh), unit: 'kWh', testId: 'kpi-total-kwh', figure: figureKey.group(g.id, 'total_kwh') },
            { label: t`Cost / year`, value: format.money(g.operationalCost), testId: 'kpi-cost', figure: figureKey.group(g.id, 'operational_cost') },
            // The registered scope 2 figure of the baseline: the baseline document's total.
            { label: t`CO2e / year (${registered.name})`, value: co2.value, unit: co2.unit, testId: 'kpi-co2', figure: model.type === 'baseline_report' ? figureKey.total() : null, scale: co2Scale(registered.kg) },
            { label: 'DCiE', value: texts.dcie(groupDcie(g)), testId: 'kpi-dcie', figure: groupDcie(g).kind === 'value' ? figureKey.group(g.id, 'dcie_percent') : null },
            { label: t`Energy rating`, value: texts.ratingReason(ratingStatus(g)), testId: 'kpi-rating' },
          ]}
        />
        <AssumptionNotes groups={[g]} />
        <Paragraph
          figures={[
            figureKey.group(g.id, 'total_kwh'),
            figureKey.group(g.id, 'operational_cost'),
            { k: registered.key, scale: co2Scale(registered.kg) },
            figureKey.group(g.id, 'it_kwh'),
            figureKey.group(g.id, 'facility_kwh'),
          ]}
        >
          <Trans>
            The baseline uses {format.kwh(g.totalKwh)} kWh a year, which costs {format.money(g.operationalCost)} and emits{' '}
            {format.co2Text(registered.kg)} ({registered.name}). Its IT equipment uses {format.kwh(g.itKwh)} kWh; UPS and cooling add{' '}
            {format.kwh(g.upsKwh + g.coolingKwh)} kWh.
          </Trans>
        </Paragraph>
      </Part>
      <Part n={1}>
        <Row>
          <Figure caption={t`Energy use per solution (kWh / year)`}>
            <ConsumptionBarChart chart={consumption} width={HALF_WIDTH_PX} height={250} print={print} />
          </Figure>
          <Figure caption={t`CO2e per category`}>
            <Co2Pie data={co2PieSeries(categories, { colors: palette, otherLabel: t`Other`, figures: { groupId: g.id } })} width={HALF_WIDTH_PX} height={250} print={print} />
          </Figure>
        </Row>
      </Part>
      <Part n={2}>
          <CategoryTable group={g} />
          <Scope2Table />
      </Part>
    </Box>
  );
}

/** Comparative report: the executive summary of the savings (INCLUDE_OPERATIONAL_RESULTS). */
export function ExecutiveSummaryPage() {
  const { t } = useLingui();
  const { model, format, palette, print } = useReport();
  const texts = useFigureTexts();
  const { comparative, co2Impact } = model.data;
  const baseline = model.baseline!;
  const primary = model.primary!;
  const saving = format.co2(co2Impact.savingKg);
  const registered = useRegisteredCo2();
  const [from, to] = [registered(baseline), registered(primary)];
  const savingPercent = baseline.totalKwh > 0 && comparative ? (comparative.energySavingKwh / baseline.totalKwh) * 100 : null;
  const consumption = consumptionBars(
    model.groups.map((g) => ({ id: g.id, name: g.name, totalKwh: g.totalKwh, itKwh: g.itKwh, upsKwh: g.upsKwh, coolingKwh: g.coolingKwh })),
    { colors: palette, includeUpsCooling: model.settings.INCLUDE_UPS_COOLING, figures: { rows: 'groups' } },
  );
  const counterAll = counterActedBars(useCategories(baseline), useCategories(primary), { colors: [palette[0], palette[1]], otherLabel: t`Other`, figures: { groupId: primary.id } });
  // Unchanged categories would show as empty bars.
  const counter = { ...counterAll, data: counterAll.data.filter((r) => Math.abs(Number(r.value)) >= 0.5) };
  return (
    <Box data-testid={useSectionTestId('section-executive-summary')}>
      <Part n={0}>
        <SectionTitle>
          <Trans>Executive summary</Trans>
        </SectionTitle>
        <KpiTiles
          items={[
            {
              label: t`Energy saving / year`,
              value: format.kwh(comparative?.energySavingKwh),
              unit: 'kWh',
              note: savingPercent == null ? undefined : <Fig k={figureKey.saving(primary.id, 'total_kwh_percent')}>{format.percent(savingPercent)}</Fig>,
              testId: 'kpi-energy-saving',
              figure: figureKey.saving(primary.id, 'total_kwh'),
            },
            { label: t`Cost saving / year`, value: format.money(comparative?.moneySaving), testId: 'kpi-money-saving', figure: figureKey.saving(primary.id, 'operational_cost') },
            {
              label: t`CO2e saving / year (M3)`,
              value: saving.value,
              unit: saving.unit,
              note: co2Impact.savingPercent == null ? undefined : <Fig k={figureKey.saving(primary.id, 'co2_kg_percent')}>{format.percent(co2Impact.savingPercent)}</Fig>,
              testId: 'kpi-co2-saving',
              figure: figureKey.saving(primary.id, 'co2_kg'),
              scale: co2Scale(co2Impact.savingKg),
            },
            model.settings.INCLUDE_ROI
              ? // No prices entered: say so, never "0.0 years" (issue #46 point 8).
                comparative?.paybackReason === 'prices_missing'
                ? { label: t`Payback`, value: t`Prices missing`, testId: 'kpi-payback' }
                : {
                    label: t`Payback`,
                    value: comparative?.paybackYears == null ? '–' : format.number(comparative.paybackYears, 1),
                    unit: t`years`,
                    testId: 'kpi-payback',
                    figure: comparative?.paybackYears == null ? null : figureKey.saving(primary.id, 'payback_years'),
                  }
              : { label: t`Energy rating`, value: `${texts.ratingReason(ratingStatus(baseline))} → ${texts.ratingReason(ratingStatus(primary))}`, testId: 'kpi-rating' },
          ]}
        />
        <Paragraph
          figures={[
            figureKey.group(baseline.id, 'total_kwh'),
            figureKey.group(primary.id, 'total_kwh'),
            { k: from.key, scale: co2Scale(from.kg) },
            { k: to.key, scale: co2Scale(to.kg) },
          ]}
        >
          {primary.totalKwh <= baseline.totalKwh ? (
            <Trans>
              Replacing the current situation ({baseline.name}) with {primary.name} lowers the yearly energy use from {format.kwh(baseline.totalKwh)}{' '}
              to {format.kwh(primary.totalKwh)} kWh, and the emissions ({to.name}) go from {format.co2Text(from.kg)} to {format.co2Text(to.kg)}.
            </Trans>
          ) : (
            <Trans>
              Replacing the current situation ({baseline.name}) with {primary.name} raises the yearly energy use from {format.kwh(baseline.totalKwh)}{' '}
              to {format.kwh(primary.totalKwh)} kWh, and the emissions ({to.name}) go from {format.co2Text(from.kg)} to {format.co2Text(to.kg)}.
            </Trans>
          )}
        </Paragraph>
        <AssumptionNotes groups={[baseline, primary]} />
      </Part>
      <Part n={1}>
        <Row>
          <Figure caption={t`Energy use per group (kWh / year)`}>
            <ConsumptionBarChart chart={consumption} width={HALF_WIDTH_PX} height={240} print={print} />
          </Figure>
          <Figure caption={t`Energy saved (+) or added (−) per category (kWh / year)`}>
            <CounterActedBarChart chart={counter} width={HALF_WIDTH_PX} height={240} print={print} />
          </Figure>
        </Row>
        {co2Impact.equivalences && (co2Impact.savingKg ?? 0) > 0 && (
          <Box sx={{ mt: '2mm' }}>
            <Equivalences
              equivalences={co2Impact.equivalences}
              variant="impact"
              savingKg={co2Impact.savingKg}
              columns={5}
              print={print}
              figureKeyOf={(name) => figureKey.savingEquivalence(primary.id, name)}
              savingFigure={{ k: figureKey.saving(primary.id, 'co2_kg'), scale: co2Scale(co2Impact.savingKg) }}
            />
          </Box>
        )}
      </Part>
    </Box>
  );
}

/** Comparative report: CO2 of the baseline and the proposal, and the groups side by side. */
export function Co2Page() {
  const { t } = useLingui();
  const { model, format, palette, print } = useReport();
  const baseline = model.baseline!;
  const primary = model.primary!;
  const baseCategories = useCategories(baseline);
  const primaryCategories = useCategories(primary);
  const co2 = format.co2Column(model.groups.map((g) => g.co2EmissionKg));
  const co2Divider = co2ColumnScale(model.groups.map((g) => g.co2EmissionKg));
  const texts = useFigureTexts();
  return (
    <Box data-testid={useSectionTestId('section-co2')}>
      <Part n={0}>
        <SectionTitle>
          <Trans>CO2 emissions</Trans>
        </SectionTitle>
        <Row>
          <Figure caption={t`${baseline.name}: CO2e per category`}>
            <Co2Pie data={co2PieSeries(baseCategories, { colors: palette, otherLabel: t`Other`, figures: { groupId: baseline.id } })} width={HALF_WIDTH_PX} height={250} print={print} />
          </Figure>
          <Figure caption={t`${primary.name}: CO2e per category`}>
            <Co2Pie data={co2PieSeries(primaryCategories, { colors: palette, otherLabel: t`Other`, figures: { groupId: primary.id } })} width={HALF_WIDTH_PX} height={250} print={print} />
          </Figure>
        </Row>
      </Part>
      <Part n={1}>
        <SectionTitle level={2}>
          <Trans>All groups</Trans>
        </SectionTitle>
        <ReportTable
          testId="groups-table"
          rows={model.groups}
          rowKey={(g) => g.id}
          columns={[
            { header: t`Group`, cell: (g) => (g.primary ? <b>{g.name}</b> : g.name) },
            { header: t`IT kWh / year`, cell: (g) => <Fig k={figureKey.group(g.id, 'it_kwh')}>{format.kwh(aggregateEnergy(g).itKwh)}</Fig>, align: 'right' },
            { header: t`UPS + cooling kWh / year`, cell: (g) => <Fig k={figureKey.group(g.id, 'facility_kwh')}>{format.kwh(aggregateEnergy(g).facilityKwh)}</Fig>, align: 'right' },
            { header: t`Total kWh / year`, cell: (g) => <Fig k={figureKey.group(g.id, 'total_kwh')} sumOf={[figureKey.group(g.id, 'it_kwh'), figureKey.group(g.id, 'facility_kwh')]}>{format.kwh(g.totalKwh)}</Fig>, align: 'right' },
            { header: t`${co2.unit} / year`, cell: (g) => <Fig k={figureKey.group(g.id, 'co2_kg')} scale={co2Divider}>{co2.cell(g.co2EmissionKg)}</Fig>, align: 'right' },
            { header: t`Cost / year`, cell: (g) => <Fig k={figureKey.group(g.id, 'operational_cost')}>{format.money(g.operationalCost)}</Fig>, align: 'right' },
            { header: 'DCiE', cell: (g) => <Fig k={groupDcie(g).kind === 'value' ? figureKey.group(g.id, 'dcie_percent') : null}>{texts.dcie(groupDcie(g))}</Fig>, align: 'right' },
            { header: t`Rating`, cell: (g) => <RatingCell status={ratingStatus(g)} />, align: 'center' },
          ]}
        />
        <CategoryTable group={primary} />
        <Scope2Table />
      </Part>
    </Box>
  );
}

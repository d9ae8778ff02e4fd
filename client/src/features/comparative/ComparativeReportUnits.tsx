/**
 * The sections after the summary and the wheels, as flow units (issue #28): the efficiency bars and
 * table, the calculations table, the savings over the period, each calculation's equipment table and
 * the appendix.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useContext, type ReactNode } from 'react';
import { co2TonUnit, efficiencyBarThickness, printedItemKwh, type CalculationVariant, type ComparativeReportFigures } from '../../../../shared/calc';
import { comparativeKey as ck } from '../../../../shared/reports';
import type { ComparativeIncludeKey } from '../../../../shared/comparative';
import type { ComparativeReportQuery } from '../../gql/graphql';
import type { ComparativeFormat } from './comparative-format';
import { CFig } from './ComparativeFig';
import { Measuring, type FlowUnit } from './ComparativeReportFlow';
import { AFTER_COLOR, BEFORE_TEXT_BG, ContinuedTitle, PRIMARY, SectionTitle } from './ComparativeReportPages';
import { AppendixMethod, SavingsOverPeriod } from './ComparativeReportTexts';

type Report = ComparativeReportQuery['comparativeReport'];
type Item = Report['calculations'][number]['itemsBefore'][number];

/**
 * The sections after the summary and the wheels as flow units (issue #28): the efficiency bars, the
 * category table, the calculations table, the savings over the period, each calculation's equipment
 * table and the appendix, in that order.
 */
export function useFlowUnits(report: Report, figures: ComparativeReportFigures, s: Record<ComparativeIncludeKey, boolean>, f: ComparativeFormat): FlowUnit[] {
  const { t } = useLingui();
  const appendix = useAppendixUnits(s, report, f);
  const units: FlowUnit[] = [];
  if (s.INCLUDE_ENERGY_EFFICIENCY) {
    units.push({ kind: 'block', key: 'efficiency', node: <EfficiencyBars report={report} f={f} /> });
    units.push({
      kind: 'table',
      key: 'efficiency-table',
      continuedTitle: <ContinuedTitle title={t`Energy efficiency per category`} />,
      fontSize: '9pt',
      columns: [
        { header: t`Category`, width: 26 },
        { header: t`Capacity`, width: 18 },
        { header: t`Before`, width: 12, numeric: true },
        { header: t`After`, width: 12, numeric: true },
        { header: t`W per unit before`, width: 16, numeric: true },
        { header: t`W per unit after`, width: 16, numeric: true },
      ],
      rows: report.totals.categories.map((c) => ({
        key: c.categoryId,
        // Capacities as counted: 1,100 users, not 1,100.0 (issue #46 point 5); a fraction only where there is one (usable TB).
        cells: [
          c.categoryName,
          c.capacityName ?? '–',
          <CFig key="cb" k={ck.category(c.categoryId, 'capacity_before')}>{f.count(c.capacityBefore)}</CFig>,
          <CFig key="ca" k={ck.category(c.categoryId, 'capacity_after')}>{f.count(c.capacityAfter)}</CFig>,
          // No capacity on a side: no watt per unit (M4), a dash.
          c.wattPerUnitBefore == null ? '–' : <CFig key="wb" k={ck.category(c.categoryId, 'watt_per_unit_before')}>{f.number(c.wattPerUnitBefore, 2)}</CFig>,
          c.wattPerUnitAfter == null ? '–' : <CFig key="wa" k={ck.category(c.categoryId, 'watt_per_unit_after')}>{f.number(c.wattPerUnitAfter, 2)}</CFig>,
        ],
      })),
    });
  }
  if (s.INCLUDE_CALCULATIONS) {
    // Keys (issue #46): a row's sides are rounded so that the rows add up to the totals (largest remainder), its
    // saving is the difference of its printed sides, the totals are the exact sums rounded once (ComparativeFig).
    const pair = (c: Report['calculations'][number]) => (field: Parameters<typeof ck.pair>[2]) => ck.pair(c.beforeSolutionId, c.afterSolutionId, field);
    const co2Scale = 1000 * figures.co2Unit.divider;
    const co2 = (kg: number, fig: Omit<Parameters<typeof CFig>[0], 'children' | 'scale'>) => (
      <>
        <CFig {...fig} scale={co2Scale}>{f.co2In(kg, figures.co2Unit).value}</CFig> {f.co2In(kg, figures.co2Unit).unit}
      </>
    );
    const items = detailedSides(s);
    units.push({
      kind: 'table',
      key: 'calculations',
      title: <SectionTitle>{t`Calculations`}</SectionTitle>,
      continuedTitle: <ContinuedTitle title={t`Calculations`} />,
      testId: 'calculations-table',
      fontSize: '9.5pt',
      columns: [
        { header: t`Calculation`, width: 22 },
        { header: t`Kind`, width: 14 },
        { header: t`kWh before`, width: 14, numeric: true },
        { header: t`kWh after`, width: 14, numeric: true },
        { header: t({ message: 'Saving', context: 'energy or emissions saved' }), width: 22, numeric: true },
        { header: t`CO2e saving`, width: 14, numeric: true },
      ],
      rows: [
        ...report.calculations.map((c, i) => {
          const row = figures.rows[i]!;
          const k = pair(c);
          return {
            key: c.id,
            cells: [
              <b key="name">{c.name}</b>,
              (c.variant as CalculationVariant) === 'growth' ? t`Growth` : t`Replacement`,
              // A side is the sum of its items as the equipment tables print them (when they are printed).
              <CFig key="b" k={k('kwh_before')} rounding="parts" sumOf={items(c, 'before')} sumExact>{f.kwh(row.kwhBefore)}</CFig>,
              <CFig key="a" k={k('kwh_after')} rounding="parts" sumOf={items(c, 'after')} sumExact>{f.kwh(row.kwhAfter)}</CFig>,
              <span key="s">
                <CFig k={k('energy_saving_kwh')} differenceOf={[k('kwh_before'), k('kwh_after')]}>{f.kwh(row.energySavingKwh)}</CFig> kWh
                {c.totals.operationalSavingsPercent != null && <> (<CFig k={k('operational_savings_percent')}>{f.percent(c.totals.operationalSavingsPercent)}</CFig>)</>}
              </span>,
              <span key="co2">{co2(figures.co2Rows[i]!.co2SavingKg, { k: k('co2_saving_kg'), rounding: 'parts' })}</span>,
            ],
          };
        }),
        {
          key: 'total',
          style: { fontWeight: 700 },
          cells: [
            t`Total`,
            '',
            <CFig key="b" k={ck.total('kwh_before')} sumOf={report.calculations.map((c) => pair(c)('kwh_before'))} sumExact>{f.kwh(figures.total.kwhBefore)}</CFig>,
            <CFig key="a" k={ck.total('kwh_after')} sumOf={report.calculations.map((c) => pair(c)('kwh_after'))} sumExact>{f.kwh(figures.total.kwhAfter)}</CFig>,
            <span key="s">
              <CFig k={ck.total('energy_saving_kwh')} differenceOf={[ck.total('kwh_before'), ck.total('kwh_after')]}>{f.kwh(figures.total.energySavingKwh)}</CFig> kWh
            </span>,
            // The total saving is the difference of the printed sides (summary page); the rows' savings add up to it.
            <span key="co2">{co2(figures.co2Total.co2SavingKg, {
              k: ck.total('co2_saving_kg'),
              differenceOf: [ck.total('co2_before_kg'), ck.total('co2_after_kg')],
              sumOf: report.calculations.map((c) => pair(c)('co2_saving_kg')),
              sumExact: true,
            })}</span>,
          ],
        },
      ],
    });
    if (s.INCLUDE_ROI) units.push({ kind: 'block', key: 'roi', node: <SavingsOverPeriod report={report} figures={figures} f={f} /> });
  }
  if (s.INCLUDE_CALCULATION_ITEM_LIST || s.INCLUDE_DETAILED_ITEMS) {
    const detailed = s.INCLUDE_DETAILED_ITEMS;
    report.calculations.forEach((c, ci) => {
      const items: Item[] = [...c.itemsBefore, ...c.itemsAfter];
      if (items.length === 0) return;
      // Each side's items add up to the side printed in the calculations table (issue #46 point 5), and an
      // item's kWh is split into its IT energy (the method's formula) and its share of UPS and cooling.
      const row = figures.rows[ci]!;
      const kwh = [...printedItemKwh(c.itemsBefore, row.kwhBefore), ...printedItemKwh(c.itemsAfter, row.kwhAfter)];
      const facility = kwh.some((k) => k.facilityKwh > 0);
      const title = t`${c.name}: equipment`;
      const energyColumns = facility
        ? [
            { header: t`IT kWh / year`, width: 10, numeric: true },
            { header: t`UPS + cooling kWh / year`, width: 11, numeric: true },
            { header: t`Total kWh / year`, width: 10, numeric: true },
          ]
        : [{ header: t`kWh a year`, width: detailed ? 13 : 16, numeric: true }];
      const columns = [
        { header: t({ message: 'Side', context: 'before or after' }), width: 11 },
        { header: t`Equipment`, width: 0 },
        { header: t`Category`, width: facility ? 17 : detailed ? 22 : 24 },
        { header: t`Amount`, width: 9, numeric: true },
        ...energyColumns,
        ...(detailed ? [{ header: t`CO2e a year`, width: facility ? 8 : 11, numeric: true }] : []),
      ];
      // The equipment's name takes what the other columns leave of the sheet's width.
      columns[1]!.width = 100 - columns.reduce((sum, col) => sum + col.width, 0);
      units.push({
        kind: 'table',
        key: `items-${c.id}`,
        title: <SectionTitle>{title}</SectionTitle>,
        continuedTitle: <ContinuedTitle title={title} />,
        testId: 'item-table',
        fontSize: '9pt',
        columns,
        rows: items.map((i, k) => ({
          key: `${i.side}-${i.id}`,
          cells: [
            <Box key="side" component="span" sx={{ px: '1.5mm', py: '0.3mm', borderRadius: '1mm', color: '#fff', bgcolor: i.side === 'before' ? BEFORE_TEXT_BG : AFTER_COLOR, fontSize: '8pt' }}>
              {i.side === 'before' ? t`Before` : t`After`}
            </Box>,
            [i.brandName, i.modelName].filter(Boolean).join(' '),
            i.categoryName,
            <CFig key="n" k={ck.item(sid(c, i), i.id, 'amount')}>{f.count(i.amount)}</CFig>,
            // Rounded so that the side's items add up to its row of the calculations table, and IT and UPS + cooling to the item's total.
            ...(facility
              ? [
                  <CFig key="it" k={ck.item(sid(c, i), i.id, 'it_kwh')} rounding="parts">{f.kwh(kwh[k]!.itKwh)}</CFig>,
                  <CFig key="fa" k={ck.item(sid(c, i), i.id, 'facility_kwh')} rounding="parts">{f.kwh(kwh[k]!.facilityKwh)}</CFig>,
                  <CFig key="to" k={ck.item(sid(c, i), i.id, 'total_kwh')} rounding="parts" sumOf={[ck.item(sid(c, i), i.id, 'it_kwh'), ck.item(sid(c, i), i.id, 'facility_kwh')]} sumExact>{f.kwh(kwh[k]!.totalKwh)}</CFig>,
                ]
              : [<CFig key="to" k={ck.item(sid(c, i), i.id, 'total_kwh')} rounding="parts">{f.kwh(kwh[k]!.totalKwh)}</CFig>]),
            ...(detailed
              ? [
                  <span key="co2">
                    <CFig k={ck.item(sid(c, i), i.id, 'co2_kg')} scale={1000 * (co2TonUnit(i.co2Kg / 1000)?.divider ?? 1)}>{f.co2(i.co2Kg).value}</CFig> {f.co2(i.co2Kg).unit}
                  </span>,
                ]
              : []),
          ],
        })),
      });
    });
  }
  if (s.INCLUDE_CATEGORY_DESCRIPTIONS || s.INCLUDE_APPENDIX) units.push(...appendix);
  return units;
}

function EfficiencyBars({ report, f }: { report: Report; f: ComparativeFormat }) {
  const { t } = useLingui();
  const cats = report.totals.categories.filter((c) => c.efficiencyFactor != null);
  const thickness = efficiencyBarThickness(cats.length);
  const max = Math.max(...cats.map((c) => c.efficiencyFactor ?? 0), 1);
  const measuring = useContext(Measuring);
  return (
    <Box>
      <SectionTitle>{t`Energy efficiency per category`}</SectionTitle>
      <Typography sx={{ fontSize: '10pt', mb: '5mm' }}>
        <Trans>The efficiency factor is the watt per unit of capacity before divided by the watt per unit after: 2 means the same service now takes half the power.</Trans>
      </Typography>
      {cats.length === 0 ? (
        <Typography color="text.secondary">{t`No category has a capacity on both sides.`}</Typography>
      ) : (
        <Box data-testid={measuring ? undefined : 'efficiency-bars'} data-bar-thickness={thickness}>
          {cats.map((c) => (
            <Box key={c.categoryId} sx={{ display: 'grid', gridTemplateColumns: '45mm 1fr 22mm', alignItems: 'center', gap: '3mm', mb: '3mm' }}>
              <Typography sx={{ fontSize: '10pt' }}>{c.categoryName}</Typography>
              <Box sx={{ bgcolor: '#eceff1', borderRadius: '1mm', height: `${thickness}px` }}>
                <Box sx={{ height: '100%', width: `${((c.efficiencyFactor ?? 0) / max) * 100}%`, bgcolor: PRIMARY, borderRadius: '1mm' }} />
              </Box>
              <Typography sx={{ fontSize: '11pt', fontWeight: 700, textAlign: 'right' }}>
                <CFig k={ck.category(c.categoryId, 'efficiency_factor')}>{f.factor(c.efficiencyFactor)}</CFig>
              </Typography>
            </Box>
          ))}
          <Typography sx={{ fontSize: '10pt', mt: '3mm' }}>
            {t`Weighted efficiency factor`}: <b><CFig k={ck.total('weighted_efficiency_factor')}>{f.factor(report.weightedEfficiencyFactor)}</CFig></b>
          </Typography>
        </Box>
      )}
    </Box>
  );
}

/**
 * The appendix as flow blocks (so that it may start at the foot of a sheet and go on over the next): its
 * title with the first text, then each further text and the method, close under one another.
 */
function useAppendixUnits(settings: Record<ComparativeIncludeKey, boolean>, report: Report, f: ComparativeFormat): FlowUnit[] {
  const { t } = useLingui();
  const texts: Array<[ComparativeIncludeKey, string, string]> = [
    ['INCLUDE_SERVER_DESCRIPTION', t`Servers`, t`Servers are compared per unit of delivered service: virtual machines or CPU cores.`],
    ['INCLUDE_STORAGE_DESCRIPTION', t`Storage`, t`Storage is compared per usable terabyte.`],
    ['INCLUDE_NETWORK_DESCRIPTION', t`Network`, t`Network equipment is compared per port.`],
    ['INCLUDE_END_USER_IT_DESCRIPTION', t`End-user IT`, t`Laptops, desktops, monitors and printers are compared per user.`],
    ['INCLUDE_UPS_DESCRIPTION', t`UPS`, t`A UPS loses energy: with an efficiency of η per cent it draws 100/η − 1 times the covered energy on top.`],
    ['INCLUDE_COOLING_DESCRIPTION', t`Cooling`, t`Cooling uses the covered and UPS energy divided by its coefficient of performance (COP).`],
  ];
  const parts: Array<{ key: string; node: ReactNode }> = settings.INCLUDE_CATEGORY_DESCRIPTIONS
    ? texts.filter(([k]) => settings[k]).map(([k, title, text]) => ({
        key: k,
        node: (
          <Box>
            <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
            <Typography sx={{ fontSize: '10pt' }}>{text}</Typography>
          </Box>
        ),
      }))
    : [];
  if (settings.INCLUDE_APPENDIX) parts.push({ key: 'method', node: <AppendixMethod report={report} f={f} /> });
  const heading = <SectionTitle>{t`Appendix: how the figures are made`}</SectionTitle>;
  if (parts.length === 0) return [{ kind: 'block', key: 'appendix', node: heading }];
  return parts.map((p, i) => ({
    kind: 'block',
    key: `appendix-${p.key}`,
    // 3 mm between the texts, as in one block.
    gap: i === 0 ? undefined : 11,
    node: i === 0 ? (
      <Box>
        {heading}
        {p.node}
      </Box>
    ) : (
      p.node
    ),
  }));
}

/** The solution an item of a calculation belongs to: its side's. */
function sid(c: Report['calculations'][number], i: Item): string {
  return i.side === 'before' ? c.beforeSolutionId : c.afterSolutionId;
}

/** The keys of a calculation side's item totals as its equipment table prints them; none when the report prints no equipment tables. */
function detailedSides(s: Record<ComparativeIncludeKey, boolean>) {
  return (c: Report['calculations'][number], side: 'before' | 'after') =>
    s.INCLUDE_CALCULATION_ITEM_LIST || s.INCLUDE_DETAILED_ITEMS ? (side === 'before' ? c.itemsBefore : c.itemsAfter).map((i) => ck.item(sid(c, i), i.id, 'total_kwh')) : [];
}

/**
 * The sections after the summary and the wheels, as flow units (issue #28): the efficiency bars and
 * table, the calculations table, the savings over the period, each calculation's equipment table and
 * the appendix.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useContext, type ReactNode } from 'react';
import { efficiencyBarThickness, printedItemKwh, type CalculationVariant, type ComparativeReportFigures } from '../../../../shared/calc';
import type { ComparativeIncludeKey } from '../../../../shared/comparative';
import type { ComparativeReportQuery } from '../../gql/graphql';
import type { ComparativeFormat } from './comparative-format';
import { Measuring, type FlowUnit } from './ComparativeReportFlow';
import { AFTER_COLOR, BEFORE_TEXT_BG, ContinuedTitle, moneyText, PRIMARY, SectionTitle } from './ComparativeReportPages';

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
        cells: [c.categoryName, c.capacityName ?? '–', f.count(c.capacityBefore), f.count(c.capacityAfter), f.number(c.wattPerUnitBefore, 2), f.number(c.wattPerUnitAfter, 2)],
      })),
    });
  }
  if (s.INCLUDE_CALCULATIONS) {
    const saving = (kwh: number, pct: number | null) => (pct == null ? `${f.kwh(kwh)} kWh` : `${f.kwh(kwh)} kWh (${f.percent(pct)})`);
    const co2 = (kg: number) => `${f.co2In(kg, figures.co2Unit).value} ${f.co2In(kg, figures.co2Unit).unit}`;
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
          return {
            key: c.id,
            cells: [
              <b key="name">{c.name}</b>,
              (c.variant as CalculationVariant) === 'growth' ? t`Growth` : t`Replacement`,
              f.kwh(row.kwhBefore),
              f.kwh(row.kwhAfter),
              saving(row.energySavingKwh, c.totals.operationalSavingsPercent),
              co2(figures.co2Rows[i]!.co2SavingKg),
            ],
          };
        }),
        {
          key: 'total',
          style: { fontWeight: 700 },
          cells: [t`Total`, '', f.kwh(figures.total.kwhBefore), f.kwh(figures.total.kwhAfter), saving(figures.total.energySavingKwh, null), co2(figures.co2Total.co2SavingKg)],
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
            f.count(i.amount),
            ...(facility ? [f.kwh(kwh[k]!.itKwh), f.kwh(kwh[k]!.facilityKwh), f.kwh(kwh[k]!.totalKwh)] : [f.kwh(kwh[k]!.totalKwh)]),
            ...(detailed ? [`${f.co2(i.co2Kg).value} ${f.co2(i.co2Kg).unit}`] : []),
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
              <Typography sx={{ fontSize: '11pt', fontWeight: 700, textAlign: 'right' }}>{f.factor(c.efficiencyFactor)}</Typography>
            </Box>
          ))}
          <Typography sx={{ fontSize: '10pt', mt: '3mm' }}>
            {t`Weighted efficiency factor`}: <b>{f.factor(report.weightedEfficiencyFactor)}</b>
          </Typography>
        </Box>
      )}
    </Box>
  );
}

function SavingsOverPeriod({ report, figures, f }: { report: Report; figures: ComparativeReportFigures; f: ComparativeFormat }) {
  const { t } = useLingui();
  const measuring = useContext(Measuring);
  return (
    <Box data-testid={measuring ? undefined : 'savings-over-period'}>
      <Typography sx={{ fontWeight: 700, mb: '2mm' }}>{t`Savings over the report period`}</Typography>
      <Typography sx={{ fontSize: '10pt' }}>
        <Trans>Over {report.years} years the change saves {f.kwh(figures.energySavingOverYearsKwh)} kWh and {moneyText(f, figures, figures.moneySavingOverYears)} at today's price.</Trans>
      </Typography>
      {figures.kickback !== null && figures.benefitInAll !== null && (
        <Typography sx={{ fontSize: '10pt', mt: '2mm' }}>
          <Trans>With the kickback of {f.amount(figures.kickback)}, the benefit over the period is {moneyText(f, figures, figures.benefitInAll)}.</Trans>
        </Typography>
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

function AppendixMethod({ report, f }: { report: Report; f: ComparativeFormat }) {
  const { t } = useLingui();
  return (
    <Box sx={{ mt: '1mm' }}>
      <Typography sx={{ fontWeight: 700 }}>{t`Method`}</Typography>
      <Typography sx={{ fontSize: '10pt' }}>
        <Trans>Every item's yearly energy is its amount times the sum of its modes' watts times hours: its IT energy. In a data centre the UPS and the cooling add to it; the equipment tables print each item's share of them beside its IT energy, and the two make its total. Before and after are computed alike, with UPS and cooling; the saving is the difference. CO2e uses the grid factor of the project's country; money the price of {f.number(report.kwhPrice, 2)} {report.currency} per kWh. Energy is printed in whole kWh and CO2e to the decimals shown: every total is its exact sum rounded once, the rows above it are rounded so that they add up to it (each less than one step from its exact figure), and each saving is the difference of the printed figures. Money savings are rounded once for reading and marked ≈: above a million to the nearest 100 000, above 100 000 to 10 000, above 1 000 to 1 000; a figure over the period is the rounded yearly figure times the years.</Trans>
      </Typography>
    </Box>
  );
}

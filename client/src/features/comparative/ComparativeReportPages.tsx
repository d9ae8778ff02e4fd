/**
 * The fixed sheets of the comparative-solution report (spec §2 "Report screen (comparative-solution)"):
 * the front page, the summary and the energy wheels, and the titles and colours the flowing sections share.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { ComparativeReportFigures } from '../../../../shared/calc';
import { comparativeKey as ck, DEFAULT_CHART_COLORS, DOUGHNUT_INNER_RADIUS, figureKey } from '../../../../shared/reports';
import type { ComparativeReportQuery } from '../../gql/graphql';
import { categoryName } from '../common/category-names';
import { EnergyWheel, ReportPie } from '../reports';
import type { ComparativeFormat } from './comparative-format';
import { CFig, sentenceFigures } from './ComparativeFig';

type Report = ComparativeReportQuery['comparativeReport'];

export const PRIMARY = DEFAULT_CHART_COLORS[0];
const SECONDARY = DEFAULT_CHART_COLORS[1];
export const BEFORE_COLOR = '#90a4ae';
export const AFTER_COLOR = '#2e7d32';
/** White text's background for the "before" side (BEFORE_COLOR gives white 2.59:1; this 5.4:1, WCAG 1.4.3). */
export const BEFORE_TEXT_BG = '#546e7a';
/** The cover band: a darker shade of PRIMARY, so that its white text reads at 5.7:1 (PRIMARY gave 3.12:1). */
const COVER_BG = '#1565c0';

export function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Typography sx={{ fontSize: '17pt', fontWeight: 700, color: PRIMARY, mb: '4mm', borderLeft: `3mm solid ${SECONDARY}`, pl: '3mm' }}>
      {children}
    </Typography>
  );
}

export function FrontPage({ report, date, stamp }: { report: Report; date: Date; stamp?: ReactNode }) {
  const { t, i18n } = useLingui();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }} data-testid="report-front-page">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: '8mm' }}>
        {report.logoUrl ? (
          <Box component="img" src={report.logoUrl} alt={report.partnerName} sx={{ maxHeight: '16mm', maxWidth: '60mm', objectFit: 'contain' }} />
        ) : (
          <Typography sx={{ fontWeight: 700, color: PRIMARY, fontSize: '14pt' }}>{report.partnerName}</Typography>
        )}
        <Typography variant="body2" color="text.secondary">{i18n.date(date, { dateStyle: 'long' })}</Typography>
      </Box>
      <Box sx={{ bgcolor: COVER_BG, color: '#fff', borderRadius: '2mm', px: '10mm', py: '16mm', position: 'relative', overflow: 'hidden' }}>
        <Box sx={{ position: 'absolute', right: '-20mm', top: '-20mm', width: '80mm', height: '80mm', borderRadius: '50%', bgcolor: 'rgba(255,255,255,0.08)' }} />
        <Typography sx={{ fontSize: '12pt', textTransform: 'uppercase', letterSpacing: 2, opacity: 0.85 }}>{t`Before and after`}</Typography>
        <Typography sx={{ fontSize: '28pt', fontWeight: 700, lineHeight: 1.15, mt: '2mm' }} data-testid="report-title">{report.title || t`Energy savings report`}</Typography>
        <Typography sx={{ fontSize: '13pt', mt: '3mm' }}>{report.projectName}</Typography>
      </Box>
      <Box sx={{ height: '2mm', bgcolor: SECONDARY }} />
      <Box sx={{ mt: '12mm', display: 'grid', gridTemplateColumns: '40mm 1fr', rowGap: '3mm', columnGap: '4mm' }}>
        <Typography variant="body2" color="text.secondary">{t`Client`}</Typography>
        <Typography sx={{ fontWeight: 600 }}>{report.clientName}</Typography>
        <Typography variant="body2" color="text.secondary">{t`Project`}</Typography>
        <Typography>{report.projectName}</Typography>
        <Typography variant="body2" color="text.secondary">{t`Prepared by`}</Typography>
        <Typography>{report.contributorName}, {report.partnerName}</Typography>
        <Typography variant="body2" color="text.secondary">{t`Report year`}</Typography>
        <Typography>{report.year}</Typography>
        <Typography variant="body2" color="text.secondary">{t`Calculations`}</Typography>
        <Typography data-figures={sentenceFigures([{ named: report.calculations.length }])}>{report.calculations.length}</Typography>
      </Box>
      <Box sx={{ flex: 1 }} />
      {stamp}
      <Box sx={{ mt: '8mm', display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: '12mm' }}>
        {[t`For the client`, t`For the supplier`].map((who) => (
          <Box key={who}>
            <Box sx={{ borderBottom: '1px solid #90a4ae', height: '12mm' }} />
            <Typography variant="caption" color="text.secondary">{who} · {t`date and signature`}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function KeyFigure({ label, value, unit, accent, testId }: { label: string; value: ReactNode; unit?: string; accent?: boolean; testId?: string }) {
  return (
    <Box sx={{ border: '1px solid #e0e0e0', borderRadius: '1.5mm', p: '3mm', bgcolor: accent ? '#f1f8e9' : '#fafafa' }}>
      <Typography sx={{ fontSize: '8.5pt', color: 'text.secondary' }}>{label}</Typography>
      <Typography sx={{ fontSize: '16pt', fontWeight: 700, color: accent ? AFTER_COLOR : 'text.primary', lineHeight: 1.2 }} data-testid={testId}>
        {value} {unit && <Box component="span" sx={{ fontSize: '10pt', fontWeight: 400 }}>{unit}</Box>}
      </Typography>
    </Box>
  );
}

/** A bar of before against after, scaled to the larger one. */
function SummaryBar({ before, after, f }: { before: number; after: number; f: ComparativeFormat }) {
  const { t } = useLingui();
  const max = Math.max(before, after, 1);
  const row = (label: string, value: number, color: string, k: 'kwh_before' | 'kwh_after') => (
    <Box sx={{ display: 'grid', gridTemplateColumns: '22mm 1fr 32mm', alignItems: 'center', gap: '3mm', mb: '2mm' }}>
      <Typography sx={{ fontSize: '10pt' }}>{label}</Typography>
      <Box sx={{ height: '9mm', bgcolor: '#eceff1', borderRadius: '1mm' }}>
        <Box sx={{ height: '100%', width: `${(value / max) * 100}%`, bgcolor: color, borderRadius: '1mm' }} />
      </Box>
      <Typography sx={{ fontSize: '10pt', fontWeight: 700, textAlign: 'right' }}><CFig k={ck.total(k)}>{f.kwh(value)}</CFig> kWh</Typography>
    </Box>
  );
  return (
    <Box data-testid="summary-bar" role="img" aria-label={t`kWh a year before and after`}>
      {row(t`Before`, before, BEFORE_COLOR, 'kwh_before')}
      {row(t`After`, after, AFTER_COLOR, 'kwh_after')}
    </Box>
  );
}

/** A money figure as printed: "≈ DKK 470,000" when it is rounded for reading (M7), else exact. */
export function moneyText(f: ComparativeFormat, figures: ComparativeReportFigures, value: number): string {
  return figures.moneyApproximate ? `≈ ${f.amount(value)}` : f.amount(value);
}

export function SummaryPage({ report, figures, f, print }: { report: Report; figures: ComparativeReportFigures; f: ComparativeFormat; print: boolean }) {
  const { t } = useLingui();
  const x = report.totals;
  const pct = Math.max(0, Math.min(100, x.operationalSavingsPercent ?? 0));
  // CO2e as the calculations table prints it: each side rounded once, the saving their difference (issue #28).
  const co2 = f.co2In(figures.co2Total.co2SavingKg, figures.co2Unit);
  const co2Before = f.co2In(figures.co2Total.co2BeforeKg, figures.co2Unit);
  const co2After = f.co2In(figures.co2Total.co2AfterKg, figures.co2Unit);
  const { kwhBefore, kwhAfter, energySavingKwh } = figures.total;
  const year = moneyText(f, figures, figures.moneySavingYear);
  const period = moneyText(f, figures, figures.moneySavingOverYears);
  // Keys into the manifest's figure set (issue #46): each exact figure with the rule it is printed by (ComparativeFig).
  const co2Scale = 1000 * figures.co2Unit.divider;
  const money = { k: ck.total('money_saving'), rounding: 'savings' as const };
  return (
    <Box>
      <SectionTitle>{t`Summary`}</SectionTitle>
      <Typography
        sx={{ fontSize: '10.5pt', mb: '5mm' }}
        data-testid="summary-text"
        data-figures={sentenceFigures([ck.total('kwh_before'), ck.total('kwh_after'), figureKey.kwhPrice(), money, { ...money, times: report.years }, { named: report.years }])}
      >
        <Trans>
          The change described in this report lowers the yearly energy use of {report.clientName} from {f.kwh(kwhBefore)} kWh to {f.kwh(kwhAfter)} kWh. At {f.number(report.kwhPrice, 2)} {report.currency} per kWh that saves {year} a year, and {period} over {report.years} years.
        </Trans>
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '3mm', mb: '6mm' }} data-testid="key-figures">
        <KeyFigure label={t`Energy saving a year`} value={<CFig k={ck.total('energy_saving_kwh')} differenceOf={[ck.total('kwh_before'), ck.total('kwh_after')]}>{f.kwh(energySavingKwh)}</CFig>} unit="kWh" accent testId="key-energy-saving" />
        <KeyFigure label={t`Money saving a year`} value={<CFig {...money}>{year}</CFig>} accent />
        <KeyFigure label={t`CO2e saving a year`} value={<CFig k={ck.total('co2_saving_kg')} scale={co2Scale} differenceOf={[ck.total('co2_before_kg'), ck.total('co2_after_kg')]}>{co2.value}</CFig>} unit={co2.unit} accent />
        <KeyFigure label={t`CO2e a year before`} value={<CFig k={ck.total('co2_before_kg')} scale={co2Scale}>{co2Before.value}</CFig>} unit={co2Before.unit} />
        <KeyFigure label={t`CO2e a year after`} value={<CFig k={ck.total('co2_after_kg')} scale={co2Scale}>{co2After.value}</CFig>} unit={co2After.unit} />
        <KeyFigure label={t`Energy-efficient growth`} value={<CFig k={ck.total('energy_efficient_growth_kwh')} rounding="savings">{f.saving(x.totalEnergyEfficientGrowthKwh)}</CFig>} unit="kWh" />
      </Box>
      {figures.kickback !== null && figures.benefitInAll !== null && (
        <Typography
          sx={{ fontSize: '10.5pt', mb: '5mm' }}
          data-testid="kickback"
          data-figures={sentenceFigures([{ named: figures.kickback }, { ...money, times: report.years, plus: figures.kickback }, { named: report.years }])}
        >
          <Trans>
            On top of the savings, {report.clientName} receives a kickback of {f.amount(figures.kickback)} for the documented saving: {moneyText(f, figures, figures.benefitInAll)} in all over {report.years} years.
          </Trans>
        </Typography>
      )}
      <Typography sx={{ fontWeight: 700, mb: '2mm' }}>{t`Energy use a year`}</Typography>
      <SummaryBar before={kwhBefore} after={kwhAfter} f={f} />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '6mm', mt: '6mm', alignItems: 'center' }}>
        {/* The doughnut prints its centre's share only (labels and shares off). */}
        <Box data-testid="savings-doughnut" data-figures={sentenceFigures([ck.total('operational_savings_percent')])}>
          <Typography sx={{ fontWeight: 700, mb: '2mm' }}>{t`Operational savings`}</Typography>
          <ReportPie
            data={[
              { id: 'saved', label: t({ message: 'Saved', context: 'energy or emissions saved' }), value: pct, color: AFTER_COLOR },
              { id: 'remaining', label: t`Still used`, value: 100 - pct, color: '#cfd8dc' },
            ]}
            innerRadius={DOUGHNUT_INNER_RADIUS}
            width={260}
            height={200}
            print={print}
            labels="none"
            showShares={false}
            formatValue={(v) => f.percent(v, 1)}
            centre={{ value: f.percent(x.operationalSavingsPercent), caption: t`saved` }}
            title={t`Operational savings percentage`}
          />
        </Box>
        <Box sx={{ fontSize: '9.5pt' }}>
          <Typography sx={{ fontWeight: 700, mb: '2mm' }}>{t`UPS and cooling`}</Typography>
          <Box component="table" sx={{ width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse', '& td': { py: '1mm', borderBottom: '1px solid #eee' } }}>
            <tbody>
              <tr><td /><td style={{ textAlign: 'right' }}>{t`Before`}</td><td style={{ textAlign: 'right' }}>{t`After`}</td></tr>
              <tr><td>{t`UPS losses`}</td><td style={{ textAlign: 'right' }}><CFig k={ck.total('ups_kwh_before')}>{f.kwh(x.upsKwhBefore)}</CFig> kWh</td><td style={{ textAlign: 'right' }}><CFig k={ck.total('ups_kwh_after')}>{f.kwh(x.upsKwhAfter)}</CFig> kWh</td></tr>
              <tr><td>{t`Cooling`}</td><td style={{ textAlign: 'right' }}><CFig k={ck.total('cooling_kwh_before')}>{f.kwh(x.coolingKwhBefore)}</CFig> kWh</td><td style={{ textAlign: 'right' }}><CFig k={ck.total('cooling_kwh_after')}>{f.kwh(x.coolingKwhAfter)}</CFig> kWh</td></tr>
            </tbody>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}

/** Whether a wheel has anything rated to show: its accumulated rating or one category's (M4). */
function wheelRated(list: Report['wheelBefore'], rating: string | null | undefined): boolean {
  return !!rating || list.some((e) => !!e.rating || (e.numericRating ?? 0) > 0);
}

export function WheelsPage({ report, f, print }: { report: Report; f: ComparativeFormat; print: boolean }) {
  const { t, i18n } = useLingui();
  // The cooling entry has no category id, so withCategoryNames leaves the server's English name: it is named here (issue #46 point 5).
  const entries = (list: Report['wheelBefore']) =>
    list.map((e) => ({ categoryId: e.categoryId, categoryName: e.kind === 'cooling' ? categoryName(i18n, 'cooling') : e.categoryName, categoryGroupWeight: e.categoryGroupWeight, rating: e.rating, numericRating: e.numericRating, wattPerUnit: e.wattPerUnit, cop: e.cop }));
  return (
    <Box>
      <SectionTitle>{t`Energy wheel before and after`}</SectionTitle>
      <Typography sx={{ fontSize: '10pt', mb: '4mm' }}>
        <Trans>Each segment is a category, sized by its share of the energy; the rings show its rating from G (one ring) to A (seven rings) in watt per unit of capacity. The centre holds the accumulated rating.</Trans>
      </Typography>
      {/* Wheels with no rated category would be a page of dashes: say why instead (issue #47, point 11; M4). */}
      {!wheelRated(report.wheelBefore, report.totals.ratingBefore) && !wheelRated(report.wheelAfter, report.totals.ratingAfter) ? (
        <Typography sx={{ fontSize: '10pt', p: '4mm', border: 1, borderColor: 'divider', borderRadius: 1 }} data-testid="wheels-empty">
          <Trans>No category of the calculations is rated, so the wheels would be empty: a category's rating is its watt per unit of capacity (M4), and no item has a capacity entered. Enter the capacities (users, virtual machines, storage, ports) of the before and after solutions to see the wheels.</Trans>
        </Typography>
      ) : (
        // The wheels print their captions' kWh (the groups' totals) and ratings (letters).
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr', justifyItems: 'center', gap: '2mm' }} data-figures={sentenceFigures([ck.total('kwh_before'), ck.total('kwh_after')])}>
          <EnergyWheel entries={entries(report.wheelBefore)} rating={report.totals.ratingBefore} title={t`Before`} caption={`${f.kwh(report.totals.totalKwhBefore)} kWh`} size={520} print={print} />
          <EnergyWheel entries={entries(report.wheelAfter)} rating={report.totals.ratingAfter} title={t`After`} caption={`${f.kwh(report.totals.totalKwhAfter)} kWh`} size={520} print={print} />
        </Box>
      )}
    </Box>
  );
}

/**
 * The sections after the summary and the wheels as flow units (issue #28): the efficiency bars, the
 * category table, the calculations table, the savings over the period, each calculation's equipment
 * table and the appendix, in that order.

/** The title of a table's continuation on a later sheet. */
export function ContinuedTitle({ title }: { title: string }) {
  const { t } = useLingui();
  return <Typography sx={{ fontSize: '11pt', fontWeight: 700, color: PRIMARY, mb: '2mm' }}>{t`${title} (continued)`}</Typography>;
}

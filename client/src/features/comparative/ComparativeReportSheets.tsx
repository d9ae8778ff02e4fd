/**
 * The sheets of the comparative-solution report (spec §2 "Report screen (comparative-solution)"): the
 * screen, the print dialog and the server's PDF export render them alike. The front page, the summary
 * and the energy wheels each fill a sheet; the sections after them flow onto the sheets below one
 * another, and long tables continue on the next sheet under their repeated head (issue #28).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { createContext, useCallback, useContext, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { comparativeReportFigures, efficiencyBarThickness, type CalculationVariant, type ComparativeReportFigures } from '../../../../shared/calc';
import { COMPARATIVE_INCLUDE_KEYS, type ComparativeIncludeKey } from '../../../../shared/comparative';
import { DEFAULT_CHART_COLORS, DOUGHNUT_INNER_RADIUS } from '../../../../shared/reports';
import type { ComparativeReportQuery } from '../../gql/graphql';
import { withCategoryNames } from '../common/category-names';
import { EnergyWheel, ReportPie, ReportSheet, sheetHeightOf, sheetZoomOf, useMeasureOnLayoutAndFonts } from '../reports';
import type { ComparativeFormat } from './comparative-format';
import { packFlow, type FlowMeasure, type FlowPlacement } from './comparative-report-flow';

export type ComparativeReport = ComparativeReportQuery['comparativeReport'];
type Report = ComparativeReport;
type Calc = Report['calculations'][number];
type Item = Calc['itemsBefore'][number];

const PRIMARY = DEFAULT_CHART_COLORS[0];
const SECONDARY = DEFAULT_CHART_COLORS[1];
const BEFORE_COLOR = '#90a4ae';
const AFTER_COLOR = '#2e7d32';
/** Space between two flow units on a sheet, in px. */
const FLOW_GAP_PX = 26;
/** Room kept free at the foot of every sheet, in px (≈ 6 mm, more than the 4 mm the last printed sheet loses). */
const SAFETY_PX = 24;

export function settingsOf(r: Report): Record<ComparativeIncludeKey, boolean> {
  const map = new Map(r.settings.map((s) => [s.key, s.value]));
  return Object.fromEntries(COMPARATIVE_INCLUDE_KEYS.map((k) => [k, map.get(k) !== '0'])) as Record<ComparativeIncludeKey, boolean>;
}

/** True inside the hidden measuring sheet, whose copies carry no test ids (each test id names one element). */
const Measuring = createContext(false);

/** A column of a report table: a share of the sheet's width (the shares of a table add up to 100 %). */
interface TableColumn {
  header: ReactNode;
  width: number;
  numeric?: boolean;
}

/** A unit of the page flow: a block that never breaks, or a table that may continue on the next sheet. */
type FlowUnit =
  | { kind: 'block'; key: string; node: ReactNode; gap?: number }
  | { kind: 'table'; key: string; title?: ReactNode; continuedTitle: ReactNode; testId?: string; fontSize: string; columns: TableColumn[]; rows: Array<{ key: string; cells: ReactNode[]; style?: CSSProperties }> };

const cellPadding = { paddingTop: '1.6mm', paddingBottom: '1.6mm', paddingLeft: '1mm', paddingRight: '1mm', borderBottom: '1px solid #e0e0e0' } as const;

/**
 * A table that never overflows its sheet (issue #28, "GWP tota"): a fixed layout whose column shares
 * add up to the sheet's width, headers that wrap (a long word may break), and numbers that stay whole
 * on one line. CSS 2.2 §17.5.2.1: with `table-layout: fixed` the column widths come from the columns,
 * not the content, so no content can widen the table beyond its 100 %.
 */
function FlowTable({ unit, from, to, measuring = false }: { unit: Extract<FlowUnit, { kind: 'table' }>; from: number; to: number; measuring?: boolean }) {
  return (
    <table data-testid={from === 0 && !measuring ? unit.testId : undefined} style={{ width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse', fontSize: unit.fontSize, fontVariantNumeric: 'tabular-nums' }}>
      <colgroup>
        {unit.columns.map((c, i) => (
          <col key={i} style={{ width: `${c.width}%` }} />
        ))}
      </colgroup>
      <thead>
        <tr>
          {unit.columns.map((c, i) => (
            <th key={i} style={{ ...cellPadding, textAlign: c.numeric ? 'right' : 'left', color: 'rgba(0,0,0,0.6)', fontWeight: 600, verticalAlign: 'bottom', overflowWrap: 'anywhere', lineHeight: 1.25 }}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {unit.rows.slice(from, to).map((r) => (
          <tr key={r.key} data-flow-row style={r.style}>
            {r.cells.map((cell, i) => (
              <td key={i} style={{ ...cellPadding, textAlign: unit.columns[i]?.numeric ? 'right' : 'left', whiteSpace: unit.columns[i]?.numeric ? 'nowrap' : undefined, overflowWrap: unit.columns[i]?.numeric ? undefined : 'anywhere' }}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What a sheet shows of a flow unit: a block, or a table's title (or continued title), head and rows `from`–`to`. */
function FlowPart({ unit, placement }: { unit: FlowUnit; placement: FlowPlacement }) {
  if (unit.kind === 'block') return <>{unit.node}</>;
  const { from, to, continued } = 'from' in placement ? placement : { from: 0, to: unit.rows.length, continued: false };
  return (
    <>
      {continued ? unit.continuedTitle : unit.title}
      <FlowTable unit={unit} from={from} to={to} />
    </>
  );
}

/**
 * Measures the flow units on a hidden sheet: each block's height, each table's title, continued title,
 * head and rows, and the text area of a sheet; again once the fonts are in. Null until measured (and in
 * a test DOM, which lays nothing out, `available` stays 0: every unit then gets a sheet of its own).
 */
function useFlowMeasurement(signature: string) {
  const root = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState<{ signature: string; units: FlowMeasure[]; available: number } | null>(null);
  const measure = useCallback(() => {
    const el = root.current;
    if (!el) return;
    // Heights in the sheet's own px: on a phone the sheets are zoomed (reports' SheetZoom), which scales
    // getBoundingClientRect but not clientHeight.
    const zoom = sheetZoomOf(el);
    const h = (e: Element | null | undefined) => (e ? sheetHeightOf(e, zoom) : 0);
    const units: FlowMeasure[] = [...el.querySelectorAll<HTMLElement>('[data-flow-unit]')].map((u) =>
      u.dataset.flowKind === 'block'
        ? { kind: 'block', height: h(u), gap: u.dataset.flowGap ? Number(u.dataset.flowGap) : undefined }
        : {
            kind: 'table',
            title: h(u.querySelector('[data-flow-title]')),
            continuedTitle: h(u.querySelector('[data-flow-continued]')),
            head: h(u.querySelector('thead')),
            rows: [...u.querySelectorAll('tbody > tr')].map(h),
          },
    );
    // The measuring sheet's own body (it has the running header, as every flow sheet), not the front page's.
    const body = el.querySelector<HTMLElement>('[data-flow-measure] .report-sheet-body');
    // Less a margin: in print the last sheet is 4 mm shorter (CHROME_LAST_PAGE_HEIGHT_MM), and what does
    // not fit is clipped by the sheet body, so a sheet must never be packed to the last pixel.
    const available = body && body.clientHeight > 0 ? Math.floor(body.clientHeight - SAFETY_PX) : 0;
    setMeasured((prev) => (prev && prev.signature === signature && prev.available === available && JSON.stringify(prev.units) === JSON.stringify(units) ? prev : { signature, units, available }));
  }, [signature]);
  useMeasureOnLayoutAndFonts(measure);
  return { root, measured: measured?.signature === signature ? measured : null };
}

/** The space above a flow unit that is not first on its sheet, in px. */
function gapOf(u: FlowUnit): number {
  return (u.kind === 'block' ? u.gap : undefined) ?? FLOW_GAP_PX;
}

interface Sheet {
  key: string;
  node: ReactNode;
  front?: boolean;
}

/** Every sheet of the report, numbered 'Page n/total'. Category names are printed in the report's language. */
export function ComparativeReportSheets({ report: sent, date, stamp, print, f }: { report: Report; date: Date; stamp?: ReactNode; print: boolean; f: ComparativeFormat }) {
  const { t, i18n } = useLingui();
  // The server sends the English names; the catalogues hold each category's name (msgctxt "category").
  const report = withCategoryNames(i18n, sent);
  const s = settingsOf(report);
  const figures = comparativeReportFigures({ calculations: report.calculations.map((c) => c.totals), moneySaving: report.totals.moneySaving, years: report.years, kickback: report.kickback });

  const fixed: Sheet[] = [{ key: 'front', front: true, node: <FrontPage report={report} date={date} stamp={stamp} /> }];
  fixed.push({ key: 'summary', node: <SummaryPage report={report} figures={figures} f={f} print={print} /> });
  if (s.INCLUDE_ENERGYWHEEL) fixed.push({ key: 'wheels', node: <WheelsPage report={report} f={f} print={print} /> });

  const units = useFlowUnits(report, figures, s, f);
  const signature = `${i18n.locale}|${units.map((u) => (u.kind === 'table' ? `${u.key}:${u.rows.length}` : u.key)).join('|')}`;
  const { root, measured } = useFlowMeasurement(signature);
  const flowSheets = measured
    ? packFlow(measured.units, measured.available, FLOW_GAP_PX)
    : packFlow(units.map((u): FlowMeasure => (u.kind === 'block' ? { kind: 'block', height: 0 } : { kind: 'table', title: 0, continuedTitle: 0, head: 0, rows: u.rows.map(() => 0) })), 0, 0);
  const total = fixed.length + flowSheets.length;
  const header = (
    <>
      <Typography variant="caption">{report.title || t`Energy savings report`}</Typography>
      <Typography variant="caption">{report.projectName} · {report.clientName}</Typography>
    </>
  );
  return (
    <Box ref={root} className="report-document" data-testid="report-document" data-pages={total} data-packed={measured ? 'true' : 'false'}>
      {fixed.map((p, i) => (
        <ReportSheet key={p.key} pageLabel={t`Page ${i + 1}/${total}`} header={header} bare={p.front} testId={`report-page-${p.key}`}>
          {p.node}
        </ReportSheet>
      ))}
      {flowSheets.map((sheet, n) => (
        <ReportSheet key={`flow-${n}`} pageLabel={t`Page ${fixed.length + n + 1}/${total}`} header={header} testId={`report-page-${units[sheet[0]!.unit]!.key}`}>
          {sheet.map((placement, k) => (
            <div key={`${placement.unit}-${'from' in placement ? placement.from : 0}`} style={{ flexShrink: 0, display: 'flow-root', marginTop: k > 0 ? `${gapOf(units[placement.unit]!)}px` : 0 }}>
              <FlowPart unit={units[placement.unit]!} placement={placement} />
            </div>
          ))}
        </ReportSheet>
      ))}
      {
        // The measuring sheet: every flow unit whole, laid out at a sheet's width but never shown or printed
        // (absolutely placed off the page and hidden; measured again once the fonts are in).
        <Box aria-hidden sx={{ position: 'absolute', left: '-10000px', top: 0, visibility: 'hidden' }} data-flow-measure>
          <Measuring.Provider value>
            <ReportSheet pageLabel={t`Page ${fixed.length + 1}/${total}`} header={header}>
              {units.map((u) => (
                <div key={u.key} data-flow-unit data-flow-kind={u.kind} data-flow-gap={u.kind === 'block' ? u.gap : undefined} style={{ flexShrink: 0, display: 'flow-root' }}>
                  {u.kind === 'block' ? (
                    u.node
                  ) : (
                    <>
                      <div data-flow-title style={{ display: 'flow-root' }}>{u.title}</div>
                      <div data-flow-continued style={{ display: 'flow-root' }}>{u.continuedTitle}</div>
                      <FlowTable unit={u} from={0} to={u.rows.length} measuring />
                    </>
                  )}
                </div>
              ))}
            </ReportSheet>
          </Measuring.Provider>
        </Box>
      }
    </Box>
  );
}

function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Typography sx={{ fontSize: '17pt', fontWeight: 700, color: PRIMARY, mb: '4mm', borderLeft: `3mm solid ${SECONDARY}`, pl: '3mm' }}>
      {children}
    </Typography>
  );
}

function FrontPage({ report, date, stamp }: { report: Report; date: Date; stamp?: ReactNode }) {
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
      <Box sx={{ bgcolor: PRIMARY, color: '#fff', borderRadius: '2mm', px: '10mm', py: '16mm', position: 'relative', overflow: 'hidden' }}>
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
        <Typography>{report.calculations.length}</Typography>
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

function KeyFigure({ label, value, unit, accent, testId }: { label: string; value: string; unit?: string; accent?: boolean; testId?: string }) {
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
  const row = (label: string, value: number, color: string) => (
    <Box sx={{ display: 'grid', gridTemplateColumns: '22mm 1fr 32mm', alignItems: 'center', gap: '3mm', mb: '2mm' }}>
      <Typography sx={{ fontSize: '10pt' }}>{label}</Typography>
      <Box sx={{ height: '9mm', bgcolor: '#eceff1', borderRadius: '1mm' }}>
        <Box sx={{ height: '100%', width: `${(value / max) * 100}%`, bgcolor: color, borderRadius: '1mm' }} />
      </Box>
      <Typography sx={{ fontSize: '10pt', fontWeight: 700, textAlign: 'right' }}>{f.kwh(value)} kWh</Typography>
    </Box>
  );
  return (
    <Box data-testid="summary-bar" role="img" aria-label={t`kWh a year before and after`}>
      {row(t`Before`, before, BEFORE_COLOR)}
      {row(t`After`, after, AFTER_COLOR)}
    </Box>
  );
}


/** A money figure as printed: "≈ DKK 470,000" when it is rounded for reading (M7), else exact. */
function moneyText(f: ComparativeFormat, figures: ComparativeReportFigures, value: number): string {
  return figures.moneyApproximate ? `≈ ${f.amount(value)}` : f.amount(value);
}

function SummaryPage({ report, figures, f, print }: { report: Report; figures: ComparativeReportFigures; f: ComparativeFormat; print: boolean }) {
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
  return (
    <Box>
      <SectionTitle>{t`Summary`}</SectionTitle>
      <Typography sx={{ fontSize: '10.5pt', mb: '5mm' }} data-testid="summary-text">
        <Trans>
          The change described in this report lowers the yearly energy use of {report.clientName} from {f.kwh(kwhBefore)} kWh to {f.kwh(kwhAfter)} kWh. At {f.number(report.kwhPrice, 2)} {report.currency} per kWh that saves {year} a year, and {period} over {report.years} years.
        </Trans>
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '3mm', mb: '6mm' }} data-testid="key-figures">
        <KeyFigure label={t`Energy saving a year`} value={f.kwh(energySavingKwh)} unit="kWh" accent testId="key-energy-saving" />
        <KeyFigure label={t`Money saving a year`} value={year} accent />
        <KeyFigure label={t`CO2e saving a year`} value={co2.value} unit={co2.unit} accent />
        <KeyFigure label={t`CO2e a year before`} value={co2Before.value} unit={co2Before.unit} />
        <KeyFigure label={t`CO2e a year after`} value={co2After.value} unit={co2After.unit} />
        <KeyFigure label={t`Energy-efficient growth`} value={`≈ ${f.saving(x.totalEnergyEfficientGrowthKwh)}`} unit="kWh" />
      </Box>
      {figures.kickback !== null && figures.benefitInAll !== null && (
        <Typography sx={{ fontSize: '10.5pt', mb: '5mm' }} data-testid="kickback">
          <Trans>
            On top of the savings, {report.clientName} receives a kickback of {f.amount(figures.kickback)} for the documented saving: {moneyText(f, figures, figures.benefitInAll)} in all over {report.years} years.
          </Trans>
        </Typography>
      )}
      <Typography sx={{ fontWeight: 700, mb: '2mm' }}>{t`Energy use a year`}</Typography>
      <SummaryBar before={kwhBefore} after={kwhAfter} f={f} />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '6mm', mt: '6mm', alignItems: 'center' }}>
        <Box data-testid="savings-doughnut">
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
              <tr><td>{t`UPS losses`}</td><td style={{ textAlign: 'right' }}>{f.kwh(x.upsKwhBefore)} kWh</td><td style={{ textAlign: 'right' }}>{f.kwh(x.upsKwhAfter)} kWh</td></tr>
              <tr><td>{t`Cooling`}</td><td style={{ textAlign: 'right' }}>{f.kwh(x.coolingKwhBefore)} kWh</td><td style={{ textAlign: 'right' }}>{f.kwh(x.coolingKwhAfter)} kWh</td></tr>
            </tbody>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}

function WheelsPage({ report, f, print }: { report: Report; f: ComparativeFormat; print: boolean }) {
  const { t } = useLingui();
  const entries = (list: Report['wheelBefore']) => list.map((e) => ({ categoryId: e.categoryId, categoryName: e.categoryName, categoryGroupWeight: e.categoryGroupWeight, rating: e.rating, numericRating: e.numericRating, wattPerUnit: e.wattPerUnit, cop: e.cop }));
  return (
    <Box>
      <SectionTitle>{t`Energy wheel before and after`}</SectionTitle>
      <Typography sx={{ fontSize: '10pt', mb: '4mm' }}>
        <Trans>Each segment is a category, sized by its share of the energy; the rings show its rating from G (one ring) to A (seven rings) in watt per unit of capacity. The centre holds the accumulated rating.</Trans>
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr', justifyItems: 'center', gap: '2mm' }}>
        <EnergyWheel entries={entries(report.wheelBefore)} rating={report.totals.ratingBefore} title={t`Before`} caption={`${f.kwh(report.totals.totalKwhBefore)} kWh`} size={520} print={print} />
        <EnergyWheel entries={entries(report.wheelAfter)} rating={report.totals.ratingAfter} title={t`After`} caption={`${f.kwh(report.totals.totalKwhAfter)} kWh`} size={520} print={print} />
      </Box>
    </Box>
  );
}

/**
 * The sections after the summary and the wheels as flow units (issue #28): the efficiency bars, the
 * category table, the calculations table, the savings over the period, each calculation's equipment
 * table and the appendix, in that order.
 */
function useFlowUnits(report: Report, figures: ComparativeReportFigures, s: Record<ComparativeIncludeKey, boolean>, f: ComparativeFormat): FlowUnit[] {
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
        cells: [c.categoryName, c.capacityName ?? '–', f.number(c.capacityBefore, 1), f.number(c.capacityAfter, 1), f.number(c.wattPerUnitBefore, 2), f.number(c.wattPerUnitAfter, 2)],
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
    for (const c of report.calculations) {
      const items: Item[] = [...c.itemsBefore, ...c.itemsAfter];
      if (items.length === 0) continue;
      const title = t`${c.name}: equipment`;
      units.push({
        kind: 'table',
        key: `items-${c.id}`,
        title: <SectionTitle>{title}</SectionTitle>,
        continuedTitle: <ContinuedTitle title={title} />,
        testId: 'item-table',
        fontSize: '9pt',
        columns: [
          { header: t({ message: 'Side', context: 'before or after' }), width: 10 },
          { header: t`Equipment`, width: detailed ? 32 : 40 },
          { header: t`Category`, width: detailed ? 22 : 24 },
          { header: t`Amount`, width: 10, numeric: true },
          { header: t`kWh a year`, width: detailed ? 13 : 16, numeric: true },
          ...(detailed ? [{ header: t`CO2e a year`, width: 13, numeric: true }] : []),
        ],
        rows: items.map((i) => ({
          key: `${i.side}-${i.id}`,
          cells: [
            <Box key="side" component="span" sx={{ px: '1.5mm', py: '0.3mm', borderRadius: '1mm', color: '#fff', bgcolor: i.side === 'before' ? BEFORE_COLOR : AFTER_COLOR, fontSize: '8pt' }}>
              {i.side === 'before' ? t`Before` : t`After`}
            </Box>,
            [i.brandName, i.modelName].filter(Boolean).join(' '),
            i.categoryName,
            f.number(i.amount),
            f.kwh(i.totalKwh),
            ...(detailed ? [`${f.co2(i.co2Kg).value} ${f.co2(i.co2Kg).unit}`] : []),
          ],
        })),
      });
    }
  }
  if (s.INCLUDE_CATEGORY_DESCRIPTIONS || s.INCLUDE_APPENDIX) units.push(...appendix);
  return units;
}

/** The title of a table's continuation on a later sheet. */
function ContinuedTitle({ title }: { title: string }) {
  const { t } = useLingui();
  return <Typography sx={{ fontSize: '11pt', fontWeight: 700, color: PRIMARY, mb: '2mm' }}>{t`${title} (continued)`}</Typography>;
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
        <Trans>Every item's yearly energy is its amount times the sum of its modes' watts times hours. Before and after are computed alike, with UPS and cooling; the saving is the difference. CO2e uses the grid factor of the project's country; money the price of {f.number(report.kwhPrice, 2)} {report.currency} per kWh. Energy is printed in whole kWh, and each saving is the difference of the printed figures. Money savings are rounded once for reading and marked ≈: above a million to the nearest 100 000, above 100 000 to 10 000, above 1 000 to 1 000; a figure over the period is the rounded yearly figure times the years.</Trans>
      </Typography>
    </Box>
  );
}

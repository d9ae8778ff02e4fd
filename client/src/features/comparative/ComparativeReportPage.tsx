import { useMutation, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import ArrowBack from '@mui/icons-material/ArrowBack';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Fragment, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { efficiencyBarThickness, reportPages, type CalculationVariant } from '../../../../shared/calc';
import { COMPARATIVE_INCLUDE_KEYS, type ComparativeIncludeKey } from '../../../../shared/comparative';
import { DEFAULT_CHART_COLORS, DOUGHNUT_INNER_RADIUS } from '../../../../shared/reports';
import { graphQLErrorInfo } from '../../app/errors';
import { useSession } from '../../app/session';
import type { ComparativeReportQuery } from '../../gql/graphql';
import { useNotice } from '../common/useNotice';
import { DocumentStamp, EnergyWheel, ReportDocumentQueryDocument, ReportPie, ReportPrintStyles, ReportSheet, PdfExportProgress, usePdfExport, useReadySignal, type ReportDocumentInfo } from '../reports';
import { comparativeFormat, type ComparativeFormat } from './comparative-format';
import { comparativePath, comparativePrintPath } from './comparative-paths';
import { ComparativeReportDataUpdateDocument, ComparativeReportDocument, ComparativeReportSettingsUpdateDocument } from './comparative.queries';
import { useIncludeLabels } from './include-labels';

type Report = ComparativeReportQuery['comparativeReport'];
type Calc = Report['calculations'][number];
type Item = Calc['itemsBefore'][number];

const PRIMARY = DEFAULT_CHART_COLORS[0];
const SECONDARY = DEFAULT_CHART_COLORS[1];
const BEFORE_COLOR = '#90a4ae';
const AFTER_COLOR = '#2e7d32';

/** /comparative-solution/projects/{projectId}/report (spec §2 "Report screen (comparative-solution)"). */
export function ComparativeReportPage() {
  const { projectId = '' } = useParams();
  return <ReportView key={projectId} projectId={projectId} print={false} />;
}

/** /print/comparative-solution/projects/{projectId}/report: the sheets alone (print dialog and PDF export). */
export function ComparativeReportPrintPage() {
  const { projectId = '' } = useParams();
  return <ReportView key={projectId} projectId={projectId} print />;
}

function settingsOf(r: Report): Record<ComparativeIncludeKey, boolean> {
  const map = new Map(r.settings.map((s) => [s.key, s.value]));
  return Object.fromEntries(COMPARATIVE_INCLUDE_KEYS.map((k) => [k, map.get(k) !== '0'])) as Record<ComparativeIncludeKey, boolean>;
}

interface Page {
  key: string;
  node: ReactNode;
  front?: boolean;
}

function ReportView({ projectId, print }: { projectId: string; print: boolean }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { hasPermission } = useSession();
  const { notify, noticeElement } = useNotice();
  const pdf = usePdfExport(notify);
  const pdfBusy = pdf.busy;
  const [params] = useSearchParams();
  const documentId = params.get('document');
  const autoPrint = print && params.get('autoprint') === '1';
  const { data, error, refetch } = useQuery(ComparativeReportDocument, { variables: { projectId }, fetchPolicy: 'cache-and-network' });
  const doc = useQuery(ReportDocumentQueryDocument, { variables: { projectId, documentId: documentId ?? '' }, skip: !documentId });
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [date] = useState(() => new Date());
  const report = data?.comparativeReport;

  useEffect(() => {
    if (error && !report) void navigate(graphQLErrorInfo(error).code === 'NOT_FOUND' ? '/404' : '/403', { replace: true });
  }, [error, report, navigate]);

  const stampInfo: ReportDocumentInfo | null = doc.data?.reportDocument ?? null;
  const hasData = !!report && report.calculations.length > 0 && report.totals.totalKwhBefore > 0;
  useReadySignal(print && !!report && (!documentId || !!stampInfo), print && (!!error || doc.error != null), autoPrint ? () => window.print() : undefined);

  const onExportPdf = () => pdf.run({ projectId, type: 'comparative', app: 'comparative-solution' });

  return (
    <Box sx={print ? {} : { maxWidth: 1000, mx: 'auto' }}>
      <ReportPrintStyles />
      {!print && (
        <Box className="report-no-print" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          <Button component={RouterLink} to={comparativePath(projectId, 'select-report')} startIcon={<ArrowBack />} size="small">
            <Trans>Reports</Trans>
          </Button>
          <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
            <Trans>Energy savings report</Trans>
            {report && <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>{report.projectName}</Typography>}
          </Typography>
          {hasPermission('manage_projects') && (
            <Button startIcon={<TuneOutlined />} onClick={() => setSettingsOpen(true)} disabled={!report} data-testid="report-settings-button">
              <Trans>Report settings</Trans>
            </Button>
          )}
          <Button startIcon={<PrintOutlined />} onClick={() => window.open(`#${comparativePrintPath(projectId, 'report')}?autoprint=1`, '_blank', 'noopener')} disabled={!hasData}>
            <Trans>Print</Trans>
          </Button>
          <Button variant="contained" startIcon={pdfBusy ? <CircularProgress size={18} color="inherit" /> : <PictureAsPdfOutlined />} onClick={() => void onExportPdf()} disabled={!hasData || pdfBusy} data-testid="report-export-pdf">
            {pdfBusy ? <Trans>Preparing PDF…</Trans> : <Trans>Export PDF</Trans>}
          </Button>
        </Box>
      )}
      {!print && <PdfExportProgress phase={pdf.phase} />}
      {!report && !error && <Skeleton variant="rectangular" height={420} sx={{ width: '210mm', maxWidth: '100%', mx: 'auto' }} />}
      {report && !hasData && !print && (
        <Alert severity="info" action={<Button component={RouterLink} to={comparativePath(projectId, 'calculations')}>{t`Calculations`}</Button>}>
          <Trans>Add a calculation with equipment before and after to see the report.</Trans>
        </Alert>
      )}
      {report && (hasData || print) && (
        <Box sx={print ? undefined : { overflowX: 'auto', pb: 1 }}>
          <ReportSheets
            report={report}
            date={stampInfo ? new Date(stampInfo.issuedAt as string) : date}
            stamp={stampInfo ? <DocumentStamp document={stampInfo} basis={t`yearly operational CO2e after the change`} /> : undefined}
            print={print}
            f={comparativeFormat(i18n.locale, report.currency)}
          />
        </Box>
      )}
      {report && settingsOpen && <SettingsDialog report={report} onClose={() => setSettingsOpen(false)} onSaved={() => { void refetch(); notify(t`Success`); }} onError={() => notify(t`Error`, 'error')} />}
      {noticeElement}
    </Box>
  );
}

function ReportSheets({ report, date, stamp, print, f }: { report: Report; date: Date; stamp?: ReactNode; print: boolean; f: ComparativeFormat }) {
  const { t } = useLingui();
  const s = settingsOf(report);
  const pages: Page[] = [{ key: 'front', front: true, node: <FrontPage report={report} date={date} stamp={stamp} /> }];
  pages.push({ key: 'summary', node: <SummaryPage report={report} f={f} print={print} /> });
  if (s.INCLUDE_ENERGYWHEEL) pages.push({ key: 'wheels', node: <WheelsPage report={report} f={f} print={print} /> });
  if (s.INCLUDE_ENERGY_EFFICIENCY) pages.push({ key: 'efficiency', node: <EfficiencyPage report={report} f={f} /> });
  if (s.INCLUDE_CALCULATIONS) pages.push({ key: 'calculations', node: <CalculationsTablePage report={report} f={f} showRoi={s.INCLUDE_ROI} /> });
  if (s.INCLUDE_CALCULATION_ITEM_LIST || s.INCLUDE_DETAILED_ITEMS) {
    for (const c of report.calculations) {
      const items = [...c.itemsBefore, ...c.itemsAfter];
      reportPages(items).forEach((chunk, i, all) =>
        pages.push({ key: `items-${c.id}-${i}`, node: <ItemPage calc={c} items={chunk} part={i + 1} parts={all.length} f={f} detailed={s.INCLUDE_DETAILED_ITEMS} /> }),
      );
    }
  }
  if (s.INCLUDE_CATEGORY_DESCRIPTIONS || s.INCLUDE_APPENDIX) pages.push({ key: 'appendix', node: <AppendixPage settings={s} report={report} /> });
  const total = pages.length;
  const header = (
    <>
      <Typography variant="caption">{report.title || t`Energy savings report`}</Typography>
      <Typography variant="caption">{report.projectName} · {report.clientName}</Typography>
    </>
  );
  return (
    <Box className="report-document" data-testid="report-document" data-pages={total}>
      {pages.map((p, i) => (
        <Fragment key={p.key}>
          <ReportSheet pageLabel={t`Page ${i + 1}/${total}`} header={header} bare={p.front} testId={`report-page-${p.key}`}>
            {p.node}
          </ReportSheet>
        </Fragment>
      ))}
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

function KeyFigure({ label, value, unit, accent }: { label: string; value: string; unit?: string; accent?: boolean }) {
  return (
    <Box sx={{ border: '1px solid #e0e0e0', borderRadius: '1.5mm', p: '3mm', bgcolor: accent ? '#f1f8e9' : '#fafafa' }}>
      <Typography sx={{ fontSize: '8.5pt', color: 'text.secondary' }}>{label}</Typography>
      <Typography sx={{ fontSize: '16pt', fontWeight: 700, color: accent ? AFTER_COLOR : 'text.primary', lineHeight: 1.2 }}>
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

function SummaryPage({ report, f, print }: { report: Report; f: ComparativeFormat; print: boolean }) {
  const { t } = useLingui();
  const x = report.totals;
  const pct = Math.max(0, Math.min(100, x.operationalSavingsPercent ?? 0));
  const co2 = f.co2(x.co2SavingKg);
  return (
    <Box>
      <SectionTitle>{t`Summary`}</SectionTitle>
      <Typography sx={{ fontSize: '10.5pt', mb: '5mm' }}>
        <Trans>
          The change described in this report lowers the yearly energy use of {report.clientName} from {f.kwh(x.totalKwhBefore)} kWh to {f.kwh(x.totalKwhAfter)} kWh. At {f.number(report.kwhPrice, 2)} {report.currency} per kWh that saves about {f.money(x.moneySaving)} a year, and {f.money(x.moneySaving * report.years)} over {report.years} years.
        </Trans>
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '3mm', mb: '6mm' }} data-testid="key-figures">
        <KeyFigure label={t`Energy saving a year`} value={f.saving(x.energySavingKwh)} unit="kWh" accent />
        <KeyFigure label={t`Money saving a year`} value={f.money(x.moneySaving)} accent />
        <KeyFigure label={t`CO2e saving a year`} value={co2.value} unit={co2.unit} accent />
        <KeyFigure label={t`CO2e a year before`} value={f.co2(x.co2BeforeKg).value} unit={f.co2(x.co2BeforeKg).unit} />
        <KeyFigure label={t`CO2e a year after`} value={f.co2(x.co2AfterKg).value} unit={f.co2(x.co2AfterKg).unit} />
        <KeyFigure label={t`Energy-efficient growth`} value={f.saving(x.totalEnergyEfficientGrowthKwh)} unit="kWh" />
      </Box>
      {report.kickback != null && report.kickback > 0 && (
        <Typography sx={{ fontSize: '10.5pt', mb: '5mm' }} data-testid="kickback">
          <Trans>
            On top of the savings, {report.clientName} receives a kickback of {f.money(report.kickback)} for the documented saving: {f.money(x.moneySaving * report.years + report.kickback)} in all over {report.years} years.
          </Trans>
        </Typography>
      )}
      <Typography sx={{ fontWeight: 700, mb: '2mm' }}>{t`Energy use a year`}</Typography>
      <SummaryBar before={x.totalKwhBefore} after={x.totalKwhAfter} f={f} />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '6mm', mt: '6mm', alignItems: 'center' }}>
        <Box data-testid="savings-doughnut">
          <Typography sx={{ fontWeight: 700, mb: '2mm' }}>{t`Operational savings`}</Typography>
          <ReportPie
            data={[
              { id: 'saved', label: t`Saved`, value: pct, color: AFTER_COLOR },
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
          <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', '& td': { py: '1mm', borderBottom: '1px solid #eee' } }}>
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

function EfficiencyPage({ report, f }: { report: Report; f: ComparativeFormat }) {
  const { t } = useLingui();
  const cats = report.totals.categories.filter((c) => c.efficiencyFactor != null);
  const thickness = efficiencyBarThickness(cats.length);
  const max = Math.max(...cats.map((c) => c.efficiencyFactor ?? 0), 1);
  return (
    <Box>
      <SectionTitle>{t`Energy efficiency per category`}</SectionTitle>
      <Typography sx={{ fontSize: '10pt', mb: '5mm' }}>
        <Trans>The efficiency factor is the watt per unit of capacity before divided by the watt per unit after: 2 means the same service now takes half the power.</Trans>
      </Typography>
      {cats.length === 0 ? (
        <Typography color="text.secondary">{t`No category has a capacity on both sides.`}</Typography>
      ) : (
        <Box data-testid="efficiency-bars" data-bar-thickness={thickness}>
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
      <Box component="table" sx={{ width: '100%', mt: '8mm', fontSize: '9pt', borderCollapse: 'collapse', '& th, & td': { borderBottom: '1px solid #e0e0e0', py: '1.5mm', px: '1mm' }, '& th': { textAlign: 'left', color: 'text.secondary', fontWeight: 600 } }}>
        <thead>
          <tr>
            <th>{t`Category`}</th><th>{t`Capacity`}</th><th style={{ textAlign: 'right' }}>{t`Before`}</th><th style={{ textAlign: 'right' }}>{t`After`}</th>
            <th style={{ textAlign: 'right' }}>{t`W per unit before`}</th><th style={{ textAlign: 'right' }}>{t`W per unit after`}</th>
          </tr>
        </thead>
        <tbody>
          {report.totals.categories.map((c) => (
            <tr key={c.categoryId}>
              <td>{c.categoryName}</td><td>{c.capacityName ?? '–'}</td>
              <td style={{ textAlign: 'right' }}>{f.number(c.capacityBefore, 1)}</td><td style={{ textAlign: 'right' }}>{f.number(c.capacityAfter, 1)}</td>
              <td style={{ textAlign: 'right' }}>{f.number(c.wattPerUnitBefore, 2)}</td><td style={{ textAlign: 'right' }}>{f.number(c.wattPerUnitAfter, 2)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

function CalculationsTablePage({ report, f, showRoi }: { report: Report; f: ComparativeFormat; showRoi: boolean }) {
  const { t } = useLingui();
  return (
    <Box>
      <SectionTitle>{t`Calculations`}</SectionTitle>
      <Box component="table" data-testid="calculations-table" sx={{ width: '100%', fontSize: '9.5pt', borderCollapse: 'collapse', '& th, & td': { borderBottom: '1px solid #e0e0e0', py: '2mm', px: '1mm' }, '& th': { textAlign: 'left', color: 'text.secondary', fontWeight: 600 } }}>
        <thead>
          <tr>
            <th>{t`Calculation`}</th><th>{t`Kind`}</th><th style={{ textAlign: 'right' }}>{t`kWh before`}</th><th style={{ textAlign: 'right' }}>{t`kWh after`}</th>
            <th style={{ textAlign: 'right' }}>{t`Saving`}</th><th style={{ textAlign: 'right' }}>{t`CO2e saving`}</th>
          </tr>
        </thead>
        <tbody>
          {report.calculations.map((c) => {
            const co2 = f.co2(c.totals.co2SavingKg);
            return (
              <tr key={c.id}>
                <td style={{ fontWeight: 600 }}>{c.name}</td><td>{(c.variant as CalculationVariant) === 'growth' ? t`Growth` : t`Replacement`}</td>
                <td style={{ textAlign: 'right' }}>{f.kwh(c.totals.totalKwhBefore)}</td><td style={{ textAlign: 'right' }}>{f.kwh(c.totals.totalKwhAfter)}</td>
                <td style={{ textAlign: 'right' }}>{f.saving(c.totals.energySavingKwh)} kWh ({f.percent(c.totals.operationalSavingsPercent)})</td>
                <td style={{ textAlign: 'right' }}>{co2.value} {co2.unit}</td>
              </tr>
            );
          })}
          <tr style={{ fontWeight: 700 }}>
            <td>{t`Total`}</td><td />
            <td style={{ textAlign: 'right' }}>{f.kwh(report.totals.totalKwhBefore)}</td><td style={{ textAlign: 'right' }}>{f.kwh(report.totals.totalKwhAfter)}</td>
            <td style={{ textAlign: 'right' }}>{f.saving(report.totals.energySavingKwh)} kWh</td>
            <td style={{ textAlign: 'right' }}>{f.co2(report.totals.co2SavingKg).value} {f.co2(report.totals.co2SavingKg).unit}</td>
          </tr>
        </tbody>
      </Box>
      {showRoi && (
        <Box sx={{ mt: '8mm' }}>
          <Typography sx={{ fontWeight: 700, mb: '2mm' }}>{t`Savings over the report period`}</Typography>
          <Typography sx={{ fontSize: '10pt' }}>
            <Trans>Over {report.years} years the change saves about {f.saving(report.totals.energySavingKwh * report.years)} kWh and {f.money(report.totals.moneySaving * report.years)} at today's price.</Trans>
          </Typography>
          {report.kickback != null && report.kickback > 0 && (
            <Typography sx={{ fontSize: '10pt', mt: '2mm' }}>
              <Trans>With the kickback of {f.money(report.kickback)}, the benefit over the period is {f.money(report.totals.moneySaving * report.years + report.kickback)}.</Trans>
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}

function ItemPage({ calc, items, part, parts, f, detailed }: { calc: Calc; items: readonly Item[]; part: number; parts: number; f: ComparativeFormat; detailed: boolean }) {
  const { t } = useLingui();
  return (
    <Box data-testid="item-page" data-items={items.length}>
      <SectionTitle>{parts > 1 ? t`${calc.name}: equipment (${part} of ${parts})` : t`${calc.name}: equipment`}</SectionTitle>
      <Box component="table" sx={{ width: '100%', fontSize: '9pt', borderCollapse: 'collapse', '& th, & td': { borderBottom: '1px solid #e0e0e0', py: '1.6mm', px: '1mm' }, '& th': { textAlign: 'left', color: 'text.secondary', fontWeight: 600 } }}>
        <thead>
          <tr>
            <th>{t`Side`}</th><th>{t`Equipment`}</th><th>{t`Category`}</th><th style={{ textAlign: 'right' }}>{t`Amount`}</th>
            <th style={{ textAlign: 'right' }}>{t`kWh a year`}</th>{detailed && <th style={{ textAlign: 'right' }}>{t`CO2e a year`}</th>}
          </tr>
        </thead>
        <tbody>
          {items.map((i) => {
            const co2 = f.co2(i.co2Kg);
            return (
              <tr key={`${i.side}-${i.id}`}>
                <td><Box component="span" sx={{ px: '1.5mm', py: '0.3mm', borderRadius: '1mm', color: '#fff', bgcolor: i.side === 'before' ? BEFORE_COLOR : AFTER_COLOR, fontSize: '8pt' }}>{i.side === 'before' ? t`Before` : t`After`}</Box></td>
                <td>{[i.brandName, i.modelName].filter(Boolean).join(' ')}</td><td>{i.categoryName}</td>
                <td style={{ textAlign: 'right' }}>{f.number(i.amount)}</td><td style={{ textAlign: 'right' }}>{f.kwh(i.totalKwh)}</td>
                {detailed && <td style={{ textAlign: 'right' }}>{co2.value} {co2.unit}</td>}
              </tr>
            );
          })}
        </tbody>
      </Box>
    </Box>
  );
}

function AppendixPage({ settings, report }: { settings: Record<ComparativeIncludeKey, boolean>; report: Report }) {
  const { t } = useLingui();
  const texts: Array<[ComparativeIncludeKey, string, string]> = [
    ['INCLUDE_SERVER_DESCRIPTION', t`Servers`, t`Servers are compared per unit of delivered service: virtual machines or CPU cores.`],
    ['INCLUDE_STORAGE_DESCRIPTION', t`Storage`, t`Storage is compared per usable terabyte.`],
    ['INCLUDE_NETWORK_DESCRIPTION', t`Network`, t`Network equipment is compared per port.`],
    ['INCLUDE_END_USER_IT_DESCRIPTION', t`End-user IT`, t`Laptops, desktops, monitors and printers are compared per user.`],
    ['INCLUDE_UPS_DESCRIPTION', t`UPS`, t`A UPS loses energy: with an efficiency of η per cent it draws 100/η − 1 times the covered energy on top.`],
    ['INCLUDE_COOLING_DESCRIPTION', t`Cooling`, t`Cooling uses the covered and UPS energy divided by its coefficient of performance (COP).`],
  ];
  return (
    <Box sx={{ fontSize: '10pt' }}>
      <SectionTitle>{t`Appendix: how the figures are made`}</SectionTitle>
      {settings.INCLUDE_CATEGORY_DESCRIPTIONS &&
        texts.filter(([k]) => settings[k]).map(([k, title, text]) => (
          <Box key={k} sx={{ mb: '3mm' }}>
            <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
            <Typography sx={{ fontSize: '10pt' }}>{text}</Typography>
          </Box>
        ))}
      {settings.INCLUDE_APPENDIX && (
        <Box sx={{ mt: '4mm' }}>
          <Typography sx={{ fontWeight: 700 }}>{t`Method`}</Typography>
          <Typography sx={{ fontSize: '10pt' }}>
            <Trans>Every item's yearly energy is its amount times the sum of its modes' watts times hours. Before and after are computed alike, with UPS and cooling; the saving is the difference. CO2e uses the grid factor of the project's country; money the price of {report.kwhPrice} {report.currency} per kWh. Savings are rounded: above a million to the nearest 100 000, above 100 000 to 10 000, above 1 000 to 1 000.</Trans>
          </Typography>
        </Box>
      )}
    </Box>
  );
}

function SettingsDialog({ report, onClose, onSaved, onError }: { report: Report; onClose(): void; onSaved(): void; onError(): void }) {
  const { t } = useLingui();
  const labels = useIncludeLabels();
  const [flags, setFlags] = useState(() => settingsOf(report));
  const [title, setTitle] = useState(report.title ?? '');
  const [year, setYear] = useState(String(report.year));
  const [years, setYears] = useState(String(report.years));
  const [kickback, setKickback] = useState(report.kickback == null ? '' : String(report.kickback));
  const kickbackValue = kickback.trim() === '' ? null : Number(kickback.replace(',', '.'));
  const [saveSettings] = useMutation(ComparativeReportSettingsUpdateDocument);
  const [saveData] = useMutation(ComparativeReportDataUpdateDocument);
  const [busy, setBusy] = useState(false);
  const valid = useMemo(() => /^\d{4}$/.test(year) && /^\d{1,2}$/.test(years) && Number(years) >= 1 && title.length <= 160 && (kickbackValue === null || (Number.isFinite(kickbackValue) && kickbackValue >= 0)), [year, years, title, kickbackValue]);
  const save = async () => {
    setBusy(true);
    try {
      await saveSettings({ variables: { projectId: String(report.projectId), input: { settings: COMPARATIVE_INCLUDE_KEYS.map((key) => ({ key, value: flags[key] ? 1 : 0 })) } } });
      await saveData({ variables: { projectId: String(report.projectId), input: { year: Number(year), years: Number(years), title: title.trim() || null, kickback: kickbackValue } } });
      onSaved();
      onClose();
    } catch {
      // Spec §8: a failed settings save says "Error".
      onError();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t`Report settings`}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField label={t`Title`} value={title} onChange={(e) => setTitle(e.target.value)} slotProps={{ htmlInput: { maxLength: 160, 'data-testid': 'report-title-input' } }} />
        <Box sx={{ display: 'flex', gap: 2 }}>
          <TextField label={t`Report year`} value={year} onChange={(e) => setYear(e.target.value)} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
          <TextField label={t`Years`} value={years} onChange={(e) => setYears(e.target.value)} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        </Box>
        <TextField
          label={t`Kickback (${report.currency})`}
          value={kickback}
          onChange={(e) => setKickback(e.target.value)}
          error={kickbackValue !== null && !(Number.isFinite(kickbackValue) && kickbackValue >= 0)}
          helperText={t`An amount the customer receives for the documented saving, e.g. from an energy savings scheme. Leave empty for none.`}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'report-kickback-input' } }}
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {COMPARATIVE_INCLUDE_KEYS.map((k) => (
            <FormControlLabel key={k} control={<Checkbox checked={flags[k]} onChange={(e) => setFlags({ ...flags, [k]: e.target.checked })} />} label={labels[k]} />
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t`Cancel`}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={!valid || busy} data-testid="report-settings-save">{t`Save`}</Button>
      </DialogActions>
    </Dialog>
  );
}

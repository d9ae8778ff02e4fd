import { useQuery } from '@apollo/client/react';
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
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { COMPARATIVE_INCLUDE_KEYS } from '../../../../shared/comparative';
import { graphQLErrorInfo } from '../../app/errors';
import { useSession } from '../../app/session';
import { useNotice } from '../common/useNotice';
import { DocumentStamp, ReportDocumentQueryDocument, ReportPrintStyles, PdfExportProgress, SheetZoom, usePdfExport, useReadySignal, type ReportDocumentInfo } from '../reports';
import { comparativeFormat } from './comparative-format';
import { comparativePath, comparativePrintPath } from './comparative-paths';
import { useComparativeReportSave } from './comparative.hooks';
import { ComparativeReportDocument } from './comparative.queries';
import { useIncludeLabels } from './include-labels';
import { ComparativeReportSheets, settingsOf, type ComparativeReport } from './ComparativeReportSheets';
import { useDocumentTitle } from '../common/use-document-title';

type Report = ComparativeReport;

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
  // The PDF's Title metadata is the report's title (issue #47, point 11).
  useDocumentTitle(report ? report.title || t`Energy savings report` : null);

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
        <SheetZoom disabled={print}>
          <ComparativeReportSheets
            report={report}
            date={stampInfo ? new Date(stampInfo.issuedAt as string) : date}
            stamp={
              stampInfo ? (
                // The registered total names its scope 2 method (issue #46 point 2); documents issued before registered M3's figure.
                <DocumentStamp
                  document={stampInfo}
                  basis={
                    stampInfo.basis === 'scope2_market_based'
                      ? t`scope 2, market-based, after the change`
                      : stampInfo.basis === 'scope2_location_based'
                        ? t`scope 2, location-based, after the change`
                        : t`yearly operational CO2e after the change`
                  }
                />
              ) : undefined
            }
            print={print}
            f={comparativeFormat(i18n.locale, report.currency)}
          />
        </SheetZoom>
      )}
      {report && settingsOpen && <SettingsDialog report={report} onClose={() => setSettingsOpen(false)} onSaved={() => { void refetch(); notify(t`Success`); }} onError={() => notify(t`Error`, 'error')} />}
      {noticeElement}
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
  const saveReport = useComparativeReportSave(String(report.projectId));
  const [busy, setBusy] = useState(false);
  const valid = useMemo(() => /^\d{4}$/.test(year) && /^\d{1,2}$/.test(years) && Number(years) >= 1 && title.length <= 160 && (kickbackValue === null || (Number.isFinite(kickbackValue) && kickbackValue >= 0)), [year, years, title, kickbackValue]);
  const save = async () => {
    setBusy(true);
    const saved = await saveReport(flags, { year: Number(year), years: Number(years), title: title.trim() || null, kickback: kickbackValue });
    setBusy(false);
    if (saved) {
      onSaved();
      onClose();
    } else {
      // Spec §8: a failed settings save says "Error".
      onError();
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

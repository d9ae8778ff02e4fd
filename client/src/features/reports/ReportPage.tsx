import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
// The projection the comparative report prints (issue #32); its document's manifest records the same (issue #46).
import { REPORT_DECISION_YEARS } from '../../../../shared/calc';
import { DEFAULT_CHART_COLORS, parseColor, reportPrintPath, reportTypeFromAddress, type ReportType } from '../../../../shared/reports';
import { graphQLErrorInfo } from '../../app/errors';
import { useSession } from '../../app/session';
import { useNotice } from '../common/useNotice';
import { ComparativeHeadingDialog, GroupHeadingDialog } from './dialogs/GroupHeadingDialog';
import { GroupWarningsDialog } from './dialogs/GroupWarningsDialog';
import { ReportNotAvailableDialog } from './dialogs/ReportNotAvailableDialog';
import { ReportSettingsDialog } from './dialogs/ReportSettingsDialog';
import { DocumentStamp, type ReportDocumentInfo } from './print/DocumentStamp';
import { ReportPrintStyles } from './print/ReportPrintStyles';
import { BASIS_LABELS } from './print/basis-labels';
import { useReadySignal } from './print/ready-signal';
import { SheetZoom } from './print/SheetZoom';
import { ReportProvider, type ReportContextValue } from './report-context';
import { reportFormat } from './report-format';
import { ReportDocumentQueryDocument } from './report-queries';
import { useReportGeneratedLog } from './dialogs/report-dialogs.hooks';
import { printApp, REPORT_TITLES, reportPath, reportsOf, selectReportPath } from './report-titles';
import { solutionsPath } from '../solutions';
import { headlineGroup, warnedGroups } from './report-model';
import { ReportDocument } from './ReportDocument';
import { availabilityOf } from './report-availability';
import { usePdfExport } from './usePdfExport';
import { ReportLanguageHint } from './ReportLanguageHint';
import { PdfExportProgress } from './PdfExportProgress';
import { useReportScope2 } from './scope2.hooks';
import { useProjectDecision } from '../decisions';
import { useReportData } from './useReportData';

/** /project-manager/projects/{projectId}/{baseline-report|comparative-report|lca-report|refurbishment-report} (spec §2). */
export function ReportPage() {
  const { projectId = '' } = useParams();
  const { pathname } = useLocation();
  const type = reportTypeFromAddress(pathname);
  return <ReportView key={`${projectId}-${type}`} projectId={projectId} type={type} print={false} />;
}

/**
 * /print/project-manager/projects/{projectId}/{marker}: the same report as A4 sheets alone, outside the
 * shell (routes.tsx). The server's PDF export renders it (?document= stamps the registered document);
 * the screen's print action opens it with ?autoprint=1, which opens the browser's print dialog once the
 * sheets are ready.
 */
export function ReportPrintPage() {
  const { projectId = '' } = useParams();
  const { pathname } = useLocation();
  const type = reportTypeFromAddress(pathname);
  return <ReportView key={`${projectId}-${type}`} projectId={projectId} type={type} print />;
}

type HeadingField = 'baselineHeading' | 'lcaHeading' | 'refurbishmentHeading';

function validColor(color: string, fallback: string): string {
  try {
    parseColor(color);
    return color;
  } catch {
    return fallback;
  }
}

function ReportView({ projectId, type, print }: { projectId: string; type: ReportType; print: boolean }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const namespace = useLocation().pathname.split('/').filter((x) => x && x !== 'print')[0] ?? 'project-manager'; // the address's app: links, report tabs
  const outer = useTheme();
  const { hasPermission } = useSession();
  const { notify, noticeElement } = useNotice();
  const pdf = usePdfExport(notify);
  const pdfBusy = pdf.busy;
  const [params] = useSearchParams();
  const autoPrint = print && params.get('autoprint') === '1';
  const documentId = params.get('document');
  const { model, items, loading, error, refetch } = useReportData(projectId, type, namespace);
  const { scope2, error: scope2Error } = useReportScope2(projectId);
  const comparative = type === 'comparative_report';
  const { decision, failed: decisionFailed } = useProjectDecision(projectId, REPORT_DECISION_YEARS, null, !comparative);
  const doc = useQuery(ReportDocumentQueryDocument, { variables: { projectId, documentId: documentId ?? '' }, skip: !documentId });
  const logGenerated = useReportGeneratedLog();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [heading, setHeading] = useState<{ groupId: string; field: HeadingField } | null>(null);
  const [comparativeHeadingOpen, setComparativeHeadingOpen] = useState(false);
  const [warningsOpen, setWarningsOpen] = useState(false);
  const [date] = useState(() => new Date());

  useEffect(() => {
    if (error && !model) void navigate(graphQLErrorInfo(error).code === 'NOT_FOUND' ? '/404' : '/403', { replace: true });
  }, [error, model, navigate]);

  const availability = model ? availabilityOf(model.data.availability, type) : null;
  const warned = useMemo(() => (model ? warnedGroups(model) : []), [model]);
  // 'Group has warnings!' once when the report opens with warned groups (spec §2).
  useEffect(() => {
    if (!print && warned.length > 0) setWarningsOpen(true);
  }, [print, warned.length]);

  const stampInfo: ReportDocumentInfo | null = doc.data?.reportDocument ?? null;
  const qrDone = !documentId || stampInfo != null;
  // The scope 2 table is part of the printed document (issue #31): wait for it, or for its error (then the table is left out).
  const scope2Done = scope2 != null || scope2Error != null;
  // So is the comparative report's replace-or-retain section (issue #32): wait for it, or for its error.
  const decisionDone = !comparative || decision != null || decisionFailed;
  useReadySignal(
    print && !!model && !!items && availability?.available === true && qrDone && scope2Done && decisionDone,
    print && (!!error || doc.error != null || availability?.available === false),
    autoPrint ? () => window.print() : undefined,
  );

  const reportTheme = useMemo(() => {
    const primary = validColor(model?.data.reportOptions.primaryColor ?? '', DEFAULT_CHART_COLORS[0]);
    const secondary = validColor(model?.data.reportOptions.secondaryColor ?? '', DEFAULT_CHART_COLORS[1]);
    return {
      palette: [primary, secondary, ...DEFAULT_CHART_COLORS.slice(2)],
      theme: createTheme({ palette: { mode: 'light', primary: { main: primary }, secondary: { main: secondary } }, typography: outer.typography }),
    };
  }, [model?.data.reportOptions.primaryColor, model?.data.reportOptions.secondaryColor, outer.typography]);

  const canEdit = hasPermission('manage_projects');
  const context: ReportContextValue | null = useMemo(
    () =>
      model && items
        ? {
            model,
            items,
            format: reportFormat(i18n.locale, model.settings.PRECISION, model.settings.CO2_PRECISION, model.data.currency),
            palette: reportTheme.palette,
            print,
            scope2,
            decision: decision ?? undefined,
            editHeading: canEdit && !print ? (groupId, field) => setHeading({ groupId, field }) : undefined,
          }
        : null,
    [model, items, i18n.locale, reportTheme.palette, print, canEdit, scope2, decision],
  );

  // The print view is its own route outside the shell; it opens the print dialog when its sheets are ready.
  const onPrint = () => {
    logGenerated({ projectId, reportType: type });
    window.open(`#${reportPrintPath(projectId, type, printApp(namespace))}?autoprint=1`, '_blank', 'noopener');
  };
  const onExportPdf = () => pdf.run({ projectId, type: type.replace('_report', ''), app: printApp(namespace) });

  // The heading on the front page: the comparative heading, else the group heading of the report's main group.
  const headingTarget = useMemo((): { groupId: string; field: HeadingField } | null => {
    const g = model ? headlineGroup(model) : null;
    if (!g || type === 'comparative_report') return null;
    return { groupId: g.id, field: type === 'baseline_report' ? 'baselineHeading' : type === 'lca_report' ? 'lcaHeading' : 'refurbishmentHeading' };
  }, [model, type]);

  const headingGroup = heading && model ? model.data.solutionGroups.find((g) => g.id === heading.groupId) : null;

  return (
    <Box sx={print ? {} : { maxWidth: 1000, mx: 'auto' }}>
      <ReportPrintStyles />
      {!print && (
        <Box className="report-no-print" sx={{ mb: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
            <Button component={RouterLink} to={selectReportPath(projectId)} startIcon={<ArrowBack />} size="small">
              <Trans>Reports</Trans>
            </Button>
            <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
              {i18n._(REPORT_TITLES[type])}
              {model && (
                <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
                  {model.data.project.name}
                </Typography>
              )}
            </Typography>
            {warned.length > 0 && (
              <Button color="warning" startIcon={<WarningAmberOutlined />} onClick={() => setWarningsOpen(true)}>
                <Trans>Warnings</Trans>
              </Button>
            )}
            {canEdit && (type === 'comparative_report' || headingTarget) && (
              <Button
                startIcon={<EditOutlined />}
                onClick={() => (type === 'comparative_report' ? setComparativeHeadingOpen(true) : headingTarget && setHeading(headingTarget))}
                disabled={!model}
                data-testid="report-heading-button"
              >
                <Trans>Heading</Trans>
              </Button>
            )}
            {canEdit && (
              <Button startIcon={<TuneOutlined />} onClick={() => setSettingsOpen(true)} disabled={!model} data-testid="report-settings-button">
                <Trans>Report settings</Trans>
              </Button>
            )}
            <Button startIcon={<PrintOutlined />} onClick={onPrint} disabled={!context || !availability?.available}>
              <Trans>Print</Trans>
            </Button>
            <Button
              variant="contained"
              startIcon={pdfBusy ? <CircularProgress size={18} color="inherit" /> : <PictureAsPdfOutlined />}
              onClick={() => void onExportPdf()}
              disabled={!context || !availability?.available || pdfBusy}
              data-testid="report-export-pdf"
            >
              {pdfBusy ? <Trans>Preparing PDF…</Trans> : <Trans>Export PDF</Trans>}
            </Button>
          </Box>
          <ReportLanguageHint options={model?.data.reportOptions} />
          <PdfExportProgress phase={pdf.phase} />
          <Tabs value={type} variant="scrollable" aria-label={t`Report type`}>
            {reportsOf(namespace).map((rt) => (
              <Tab key={rt} value={rt} label={i18n._(REPORT_TITLES[rt])} component={RouterLink} to={reportPath(projectId, rt)} />
            ))}
          </Tabs>
        </Box>
      )}
      {!context && !error && <ReportSkeleton />}
      {context && availability && !availability.available && !print && (
        <Alert severity="info" className="report-no-print" action={<Button component={RouterLink} to={selectReportPath(projectId)}>{t`Reports`}</Button>}>
          <Trans>This report type is not available for the project yet.</Trans>
        </Alert>
      )}
      {context && availability?.available && (
        <ThemeProvider theme={reportTheme.theme}>
          <ReportProvider value={context}>
            {/* On a small screen the A4 sheets are scaled to its width; the print view is never scaled. */}
            <SheetZoom disabled={print}>
              <ReportDocument
                date={stampInfo ? new Date(stampInfo.issuedAt as string) : date}
                stamp={stampInfo ? <DocumentStamp document={stampInfo} basis={i18n._(BASIS_LABELS[stampInfo.basis] ?? BASIS_LABELS.report)} /> : undefined}
              />
            </SheetZoom>
          </ReportProvider>
        </ThemeProvider>
      )}
      {model && availability && (
        <ReportNotAvailableDialog open={!print && !availability.available} onClose={() => navigate(selectReportPath(projectId))} reasons={availability.reasons} fixPath={solutionsPath(encodeURIComponent(projectId), undefined, namespace)} />
      )}
      {model && (
        <GroupWarningsDialog open={warningsOpen && !print} onClose={() => setWarningsOpen(false)} projectId={projectId} namespace={namespace} groups={warned} />
      )}
      {model && settingsOpen && (
        <ReportSettingsDialog
          open
          onClose={() => setSettingsOpen(false)}
          projectId={projectId}
          settings={model.data.reportSettings}
          ratingYear={model.data.report.year ?? null}
          onNotice={notify}
          onSaved={({ ratingYearChanged }) => {
            // Spec §4: a changed rating year updates the report data and reloads the page.
            if (ratingYearChanged) void refetch();
          }}
        />
      )}
      {model && comparativeHeadingOpen && (
        <ComparativeHeadingDialog open onClose={() => setComparativeHeadingOpen(false)} projectId={projectId} heading={model.data.report.comparativeHeading} onNotice={notify} />
      )}
      {headingGroup && heading && (
        <GroupHeadingDialog open onClose={() => setHeading(null)} projectId={projectId} group={headingGroup} field={heading.field} onNotice={notify} />
      )}
      {loading && context && !print && <Box className="report-no-print" sx={{ position: 'fixed', bottom: 16, right: 16 }}><CircularProgress size={24} /></Box>}
      {noticeElement}
    </Box>
  );
}

function ReportSkeleton() {
  return (
    <Box sx={{ width: '210mm', maxWidth: '100%', mx: 'auto' }} aria-busy="true">
      <Skeleton variant="rectangular" height={420} sx={{ mb: 2 }} />
      <Skeleton width="60%" />
      <Skeleton width="40%" />
    </Box>
  );
}


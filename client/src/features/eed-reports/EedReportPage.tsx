import { Trans, useLingui } from '@lingui/react/macro';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Download from '@mui/icons-material/Download';
import Print from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import type { EedKpisView } from './eed-form';
import { defaultEedYear, EED_YEAR_MIN } from '../../../../shared/validation/eed-reports';
import { useNotice } from '../common/useNotice';
import { EedKpiPanel } from './EedKpiPanel';
import { EedReportForm } from './EedReportForm';
import { eedExportUrl, eedPrintPath, useEedReport, useEedReportSave } from './eed-report.hooks';

/** The reporting years offered: the last ten calendar years and the current one, newest first. */
function yearChoices(): number[] {
  const last = defaultEedYear() + 1;
  return Array.from({ length: 11 }, (_, i) => last - i).filter((y) => y >= EED_YEAR_MIN);
}

/**
 * The EED report of a data-centre solution for one year (issue #31): the inputs of Annex I/II of
 * Delegated Regulation (EU) 2024/1364, the KPIs of Annex III, downloads and the print view.
 */
export function EedReportPage() {
  const { t, i18n } = useLingui();
  const { projectId = '', solutionId = '' } = useParams();
  const [year, setYear] = useState(defaultEedYear());
  const { report, loading, errorText, reload } = useEedReport(projectId, solutionId, year);
  const { notify, noticeElement } = useNotice();
  const { save } = useEedReportSave(notify);
  const [preview, setPreview] = useState<EedKpisView | null>(null);
  const onPreview = useCallback((k: EedKpisView) => setPreview(k), []);

  return (
    <Box component="main" sx={{ p: { xs: 2, md: 3 }, maxWidth: 1280, mx: 'auto' }}>
      <Button component={RouterLink} to={`/project-manager/projects/${projectId}/solutions`} startIcon={<ArrowBack />} size="small">{t`Back to solutions`}</Button>
      <Box sx={{ my: 2 }}>
        <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>{t`EED report`}</Typography>
        {report && <Typography color="text.secondary">{report.solutionName} · {report.projectName}</Typography>}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }} role="toolbar" aria-label={t`EED report`}>
        <TextField select size="small" label={t`Reporting year`} value={year} onChange={(e) => setYear(Number(e.target.value))} sx={{ minWidth: 140, mr: 1 }} slotProps={{ htmlInput: { 'data-testid': 'eed-year' } }}>
          {yearChoices().map((y) => <MenuItem key={y} value={y}>{y}</MenuItem>)}
        </TextField>
        <Button variant="outlined" component="a" href={eedExportUrl(projectId, solutionId, year, 'csv', i18n.locale)} download startIcon={<Download />} data-testid="eed-csv">{t`Download CSV`}</Button>
        <Button variant="outlined" component="a" href={eedExportUrl(projectId, solutionId, year, 'xlsx', i18n.locale)} download startIcon={<Download />} data-testid="eed-xlsx">{t`Download XLSX`}</Button>
        <Button variant="outlined" component={RouterLink} to={eedPrintPath(projectId, solutionId, year)} target="_blank" startIcon={<Print />} data-testid="eed-print">{t`Print`}</Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        <Trans>Data centres with an installed IT power demand of 500 kW or more report these figures every year (Directive (EU) 2023/1791 art. 12, Delegated Regulation (EU) 2024/1364).</Trans>
      </Typography>

      {loading && <Skeleton variant="rounded" height={420} />}
      {!loading && errorText && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={reload}>{t`Retry`}</Button>}>{errorText}</Alert>
      )}
      {report && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, gap: 2, alignItems: 'start' }}>
          <EedReportForm key={`${report.solutionId}-${report.year}`} report={report} projectId={projectId} solutionId={solutionId} save={save} onPreview={onPreview} />
          <Box sx={{ position: { md: 'sticky' }, top: { md: 16 } }}>
            <EedKpiPanel kpis={preview ?? report} preview />
          </Box>
        </Box>
      )}
      {noticeElement}
    </Box>
  );
}

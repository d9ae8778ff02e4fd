import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { COMPARATIVE_INCLUDE_KEYS, type ComparativeIncludeKey } from '../../../../shared/comparative';
import { useSession } from '../../app/session';
import type { ComparativeReportQuery } from '../../gql/graphql';
import { useNotice } from '../common/useNotice';
import { ComparativeFrame } from './ComparativeFrame';
import { comparativePath } from './comparative-paths';
import { useComparativeReportSave } from './comparative.hooks';
import { ComparativeReportDocument } from './comparative.queries';
import { useIncludeLabels } from './include-labels';

/** /comparative-solution/projects/{projectId}/admin: the report's title, year, period and sections. */
export function AdminPage() {
  const { projectId = '' } = useParams();
  const { t } = useLingui();
  const { data } = useQuery(ComparativeReportDocument, { variables: { projectId } });
  return (
    <ComparativeFrame projectId={projectId} section="admin" title={t`Report administration`} subtitle={t`Title, year, period and the sections the report includes`} maxWidth={1000}>
      {() => (data ? <AdminForm report={data.comparativeReport} /> : <Skeleton variant="rounded" height={300} />)}
    </ComparativeFrame>
  );
}

function AdminForm({ report }: { report: ComparativeReportQuery['comparativeReport'] }) {
  const { t } = useLingui();
  const labels = useIncludeLabels();
  const { hasPermission } = useSession();
  const { notify, noticeElement } = useNotice();
  const map = new Map(report.settings.map((s) => [s.key, s.value]));
  const [flags, setFlags] = useState(() => Object.fromEntries(COMPARATIVE_INCLUDE_KEYS.map((k) => [k, map.get(k) !== '0'])) as Record<ComparativeIncludeKey, boolean>);
  const [title, setTitle] = useState(report.title ?? '');
  const [year, setYear] = useState(String(report.year));
  const [years, setYears] = useState(String(report.years));
  const id = String(report.projectId);
  const saveReport = useComparativeReportSave(id, { refetchReport: true });
  const disabled = !hasPermission('manage_projects');
  const save = async () => {
    if (await saveReport(flags, { year: Number(year), years: Number(years), title: title.trim() || null })) notify(t`Success`);
    else notify(t`Error`, 'error');
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Card sx={{ p: 2, display: 'grid', gap: 2 }}>
        <TextField label={t`Title`} value={title} onChange={(e) => setTitle(e.target.value)} disabled={disabled} slotProps={{ htmlInput: { maxLength: 160 } }} />
        <Box sx={{ display: 'flex', gap: 2 }}>
          <TextField label={t`Report year`} value={year} onChange={(e) => setYear(e.target.value)} disabled={disabled} />
          <TextField label={t`Years`} value={years} onChange={(e) => setYears(e.target.value)} disabled={disabled} />
        </Box>
        <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>{t`Sections`}</Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
          {COMPARATIVE_INCLUDE_KEYS.map((k) => (
            <FormControlLabel key={k} control={<Checkbox checked={flags[k]} disabled={disabled} onChange={(e) => setFlags({ ...flags, [k]: e.target.checked })} />} label={labels[k]} />
          ))}
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="contained" onClick={() => void save()} disabled={disabled}>{t`Save`}</Button>
          <Button component={RouterLink} to={comparativePath(id, 'report')}>{t`Open the report`}</Button>
          <Button startIcon={<PrintOutlined />} component={RouterLink} to={`/comparative-solution/projects/${id}/admin/data-entry/print`}>{t`Data-entry sheet`}</Button>
        </Box>
      </Card>
      {noticeElement}
    </Box>
  );
}

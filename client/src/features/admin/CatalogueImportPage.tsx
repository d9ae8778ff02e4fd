import { Trans, useLingui } from '@lingui/react/macro';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery, useSubscription } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { csrfToken } from '../../app/csrf';
import { restErrorMessage } from '../../app/errors';
import { translateText } from '../../app/messages';
import { useSession } from '../../app/session';
import { CatalogueImportDocument, CatalogueImportUpdatedDocument } from './catalogue-import.queries';
import { skipReasonText } from './skip-reasons';

/** The upload's reply (REST, snake_case): the queued job. */
interface QueuedImport {
  job_id: number;
}

/** Rows listed with their reason by the server (the count covers all). */
const LISTED = 1000;

/**
 * Super admins: import a product-carbon-footprint CSV (Boavizta format) into the catalogue. The upload
 * queues a background job on the server; its progress arrives live (graphql-ws) and the job's id is
 * kept in the address, so the page can be left and opened again.
 */
export function CatalogueImportPage() {
  const { t, i18n } = useLingui();
  const n = (v: number) => i18n.number(v);
  const { user } = useSession();
  const input = useRef<HTMLInputElement>(null);
  const [params, setParams] = useSearchParams();
  const jobId = params.get('job');
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const skip = !user.isSuperAdmin || !jobId;
  const [running, setRunning] = useState(false);
  // A slow poll as well, in case an event was missed while the socket (re)connected.
  const { data, error: queryError } = useQuery(CatalogueImportDocument, { variables: { id: jobId ?? '' }, skip, pollInterval: running ? 5000 : 0 });
  const job = data?.catalogueImport;
  const nowRunning = !!job && (job.state === 'queued' || job.state === 'active');
  if (nowRunning !== running) setRunning(nowRunning);
  // Live progress; the result is merged into the query's cache entry (same id).
  useSubscription(CatalogueImportUpdatedDocument, { variables: { id: jobId ?? '' }, skip: skip || (!!job && !running) });

  if (!user.isSuperAdmin) return <Navigate to="/403" replace />;

  const submit = () => {
    if (!file) return;
    setError(null);
    setUploading(0);
    const form = new FormData();
    form.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/v1/admin/catalogue/import');
    const token = csrfToken();
    if (token) xhr.setRequestHeader('X-XSRF-TOKEN', token);
    xhr.upload.onprogress = (e) => e.lengthComputable && setUploading(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      setUploading(null);
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status === 202) {
        setFile(null);
        if (input.current) input.current.value = '';
        setParams({ job: String((body as { data: QueuedImport }).data.job_id) });
      } else setError(restErrorMessage(xhr.status, body as never));
    };
    xhr.onerror = () => {
      setUploading(null);
      setError(t`The upload failed. Check the connection and try again.`);
    };
    xhr.send(form);
  };

  const progress = job?.progress;
  const percent = progress && progress.total > 0 ? Math.min(100, Math.round((progress.done / progress.total) * 100)) : 0;
  const result = job?.state === 'completed' ? job.result : null;

  return (
    <Box sx={{ maxWidth: 900, display: 'grid', gap: 2 }}>
      <Typography variant="h1" component="h1">{t`Import catalogue`}</Typography>
      <Typography color="text.secondary">
        <Trans>Import manufacturers' product carbon footprints in the open Boavizta CSV format. Products are matched on manufacturer and model name; rows that cannot be used are listed with the reason and left out. The usable rows are saved together, all or nothing: if the import stops on an error, none of them is saved and the catalogue is as it was.</Trans>{' '}
        <Trans>It runs in the background on the server: you may leave this page and come back.</Trans>
      </Typography>
      <Card>
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <input ref={input} type="file" accept=".csv,text/csv" hidden onChange={(e) => setFile(e.target.files?.[0] ?? null)} data-testid="catalogue-file" />
          <Button variant="outlined" startIcon={<UploadFile />} onClick={() => input.current?.click()}>{t`Choose CSV file`}</Button>
          <Typography sx={{ flexGrow: 1 }}>{file ? file.name : t`No file chosen`}</Typography>
          <Button variant="contained" disabled={!file || uploading !== null || running} onClick={submit}>{t`Import`}</Button>
        </CardContent>
        {uploading !== null && (
          <Box sx={{ px: 2, pb: 2 }}>
            <Typography variant="body2" color="text.secondary">{t`Uploading the file… ${uploading} %`}</Typography>
            <LinearProgress variant="determinate" value={uploading} aria-label={t`Upload progress`} />
          </Box>
        )}
      </Card>
      {error && <Alert severity="error" role="alert">{error}</Alert>}
      {queryError && !job && <Alert severity="error" role="alert">{t`This import cannot be found.`}</Alert>}
      {job && progress && (
        <Card data-testid="catalogue-import-job">
          <CardContent sx={{ display: 'grid', gap: 1.5 }}>
            <Typography variant="h2" component="h2" sx={{ fontSize: '1.1rem' }}>{job.fileName}</Typography>
            {job.state === 'queued' && <Typography>{t`Queued: the import starts as soon as a worker is free.`}</Typography>}
            {running && (
              <>
                <LinearProgress variant={job.state === 'queued' ? 'indeterminate' : 'determinate'} value={percent} aria-label={t`Import progress`} aria-valuetext={t`${n(progress.done)} of ${n(progress.total)} rows`} />
                <Typography data-testid="catalogue-import-progress">
                  <Trans>{n(progress.done)} of {n(progress.total)} rows ({percent} %): {n(progress.created)} created, {n(progress.updated)} updated, {n(progress.rejected)} rejected so far.</Trans>
                </Typography>
              </>
            )}
            {job.state === 'failed' && <Alert severity="error" role="alert">{t`The import failed and nothing was written: ${translateText(job.error ?? '')}`}</Alert>}
            {result && (
              <>
                <Alert severity="success" data-testid="catalogue-import-result">
                  <Trans>{n(result.rows)} rows read: {n(result.created)} created, {n(result.updated)} updated, {n(result.rejected)} rejected.</Trans>
                </Alert>
                {result.skipped.length > 0 && (
                  <>
                    {result.rejected > result.skipped.length && <Typography color="text.secondary">{t`The first ${n(LISTED)} rejected rows are listed.`}</Typography>}
                    <Table size="small" aria-label={t`Skipped rows`}>
                      <TableHead>
                        <TableRow>
                          <TableCell>{t`Line`}</TableCell>
                          <TableCell>{t`Reason`}</TableCell>
                        </TableRow>
                      </TableHead>
                      <TableBody>
                        {result.skipped.map((s, i) => (
                          <TableRow key={i}>
                            <TableCell>{s.line || '–'}</TableCell>
                            <TableCell>{skipReasonText(i18n, s)}</TableCell>
                          </TableRow>
                        ))}
                      </TableBody>
                    </Table>
                  </>
                )}
              </>
            )}
          </CardContent>
        </Card>
      )}
    </Box>
  );
}

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
import { useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { csrfToken } from '../../app/csrf';
import { restErrorMessage } from '../../app/errors';
import { useSession } from '../../app/session';

interface ImportResult {
  rows: number;
  created: number;
  updated: number;
  skipped: Array<{ line: number; reason: string }>;
}

/** Super admins: import a product-carbon-footprint CSV (Boavizta format) into the catalogue. */
export function CatalogueImportPage() {
  const { t } = useLingui();
  const { user } = useSession();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (!user.isSuperAdmin) return <Navigate to="/403" replace />;

  const submit = () => {
    if (!file) return;
    setError(null);
    setResult(null);
    setProgress(0);
    const form = new FormData();
    form.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/v1/admin/catalogue/import');
    const token = csrfToken();
    if (token) xhr.setRequestHeader('X-XSRF-TOKEN', token);
    xhr.upload.onprogress = (e) => e.lengthComputable && setProgress(Math.round((e.loaded / e.total) * 90));
    xhr.onload = () => {
      setProgress(null);
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status === 200) setResult((body as { data: ImportResult }).data);
      else setError(restErrorMessage(xhr.status, body as never));
    };
    xhr.onerror = () => {
      setProgress(null);
      setError(t`The upload failed. Check the connection and try again.`);
    };
    xhr.send(form);
  };

  return (
    <Box sx={{ maxWidth: 900, display: 'grid', gap: 2 }}>
      <Typography variant="h1" component="h1">{t`Import catalogue`}</Typography>
      <Typography color="text.secondary">
        <Trans>Import manufacturers' product carbon footprints in the open Boavizta CSV format. Products are matched on manufacturer and model name; rows that cannot be used are listed with the reason. The import is all or nothing.</Trans>
      </Typography>
      <Card>
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <input ref={input} type="file" accept=".csv,text/csv" hidden onChange={(e) => setFile(e.target.files?.[0] ?? null)} data-testid="catalogue-file" />
          <Button variant="outlined" startIcon={<UploadFile />} onClick={() => input.current?.click()}>{t`Choose CSV file`}</Button>
          <Typography sx={{ flexGrow: 1 }}>{file ? file.name : t`No file chosen`}</Typography>
          <Button variant="contained" disabled={!file || progress !== null} onClick={submit}>{t`Import`}</Button>
        </CardContent>
        {progress !== null && <LinearProgress variant={progress >= 90 ? 'indeterminate' : 'determinate'} value={progress} aria-label={t`Import progress`} />}
      </Card>
      {error && <Alert severity="error" role="alert">{error}</Alert>}
      {result && (
        <Card>
          <CardContent>
            <Alert severity="success" sx={{ mb: 2 }}>
              <Trans>{result.rows} rows read: {result.created} created, {result.updated} updated, {result.skipped.length} skipped.</Trans>
            </Alert>
            {result.skipped.length > 0 && (
              <Table size="small" aria-label={t`Skipped rows`}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t`Line`}</TableCell>
                    <TableCell>{t`Reason`}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {result.skipped.slice(0, 500).map((s, i) => (
                    <TableRow key={i}>
                      <TableCell>{s.line || '–'}</TableCell>
                      <TableCell>{s.reason}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </CardContent>
        </Card>
      )}
    </Box>
  );
}

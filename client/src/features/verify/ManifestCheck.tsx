import { useLingui } from '@lingui/react/macro';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { type ManifestFailure, type Rerun, useManifest } from './manifest.hooks';

/** Saves text as a file the browser downloads. */
function saveFile(name: string, text: string) {
  const href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = Object.assign(document.createElement('a'), { href, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/**
 * A document's manifest for its issuer (issue #47, point 9): download it as the REST call answers it
 * (GET /api/v1/documents/{id}/manifest) and re-run it, showing "matches" or the named differences. On
 * the public verify page and on the project's documents card; anyone outside the issuing organisation
 * is told so (the server answers them 404).
 */
export function ManifestCheck({ documentId, dense = false }: { documentId: string; dense?: boolean }) {
  const { t, i18n } = useLingui();
  const manifest = useManifest(documentId);
  const running = manifest.running;
  const [downloading, setDownloading] = useState(false);
  const [result, setResult] = useState<Rerun | null>(null);
  const [failure, setFailure] = useState<ManifestFailure | null>(null);

  const download = async () => {
    setDownloading(true);
    setFailure(null);
    const r = await manifest.fetch();
    setDownloading(false);
    if (r.ok) saveFile(`${documentId}-manifest.json`, r.json);
    else setFailure(r.failure);
  };

  const runAgain = async () => {
    setFailure(null);
    setResult(null);
    const r = await manifest.rerun();
    if (r.ok) setResult(r.result);
    else setFailure(r.failure);
  };

  const value = (x: unknown) => (typeof x === 'number' ? new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 6 }).format(x) : x == null ? '–' : JSON.stringify(x));
  const size = dense ? 'small' : 'medium';

  return (
    <Box data-testid="manifest-check">
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button size={size} variant="outlined" onClick={() => void download()} disabled={downloading} startIcon={downloading ? <CircularProgress size={16} /> : <DownloadOutlined />} aria-label={t`Download manifest of ${documentId}`}>
          {t`Download manifest`}
        </Button>
        <Button size={size} variant="outlined" onClick={() => void runAgain()} disabled={running} startIcon={running ? <CircularProgress size={16} /> : <ReplayOutlined />} data-testid="manifest-rerun" aria-label={t`Re-run the figures of ${documentId}`}>
          {t`Re-run the figures`}
        </Button>
      </Box>
      <Box aria-live="polite">
        {running && <Alert severity="info" sx={{ mt: 1 }}>{t`Recomputing the totals from the manifest alone…`}</Alert>}
        {result?.matches && (
          <Alert severity="success" sx={{ mt: 1 }} data-testid="manifest-rerun-result">
            <AlertTitle>{t`Matches`}</AlertTitle>
            {t`Recomputed from the manifest alone with methodology ${result.methodologyVersion}, every total equals the one registered, and the manifest still hashes to its SHA-256.`}
          </Alert>
        )}
        {result && !result.matches && (
          <Alert severity="error" sx={{ mt: 1 }} data-testid="manifest-rerun-result">
            <AlertTitle>{t`Does not match`}</AlertTitle>
            {!result.manifestSha256Valid && <Box component="p" sx={{ m: 0, mb: 0.5 }}>{t`The stored manifest no longer hashes to the SHA-256 registered with the document.`}</Box>}
            {result.differences.length > 0 && (
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {result.differences.map((d) => (
                  <li key={d.path}>
                    <Box component="code" sx={{ fontSize: '0.8125rem' }}>{d.path}</Box>: {t`registered ${value(d.registered)}, recomputed ${value(d.recomputed)}`}
                  </li>
                ))}
              </Box>
            )}
          </Alert>
        )}
        {failure?.kind === 'forbidden' && (
          <Alert severity="info" sx={{ mt: 1 }} data-testid="manifest-rerun-result">
            {t`Only the issuing organisation can download and re-run the manifest: sign in as one of its users who may open the project.`}
          </Alert>
        )}
        {failure?.kind === 'error' && <Alert severity="warning" sx={{ mt: 1 }} data-testid="manifest-rerun-result">{failure.message}</Alert>}
      </Box>
    </Box>
  );
}

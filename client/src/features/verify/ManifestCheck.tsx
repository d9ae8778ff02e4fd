import { useApolloClient, useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { graphQLErrorInfo } from '../../app/errors';
import type { RerunDocumentMutation } from '../../gql/graphql';
import { DocumentManifestDocument, RerunDocumentDocument } from './verify-queries';

type Rerun = RerunDocumentMutation['rerunDocument'];
type Failure = { kind: 'forbidden' } | { kind: 'error'; message: string };

/** NOT_FOUND and UNAUTHENTICATED both mean: not the issuer's organisation (the server never says more). */
function failureOf(e: unknown): Failure {
  const info = graphQLErrorInfo(e);
  return info.code === 'NOT_FOUND' || info.code === 'UNAUTHENTICATED' ? { kind: 'forbidden' } : { kind: 'error', message: info.message };
}

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
  const client = useApolloClient();
  const [rerun, { loading: running }] = useMutation(RerunDocumentDocument);
  const [downloading, setDownloading] = useState(false);
  const [result, setResult] = useState<Rerun | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  const download = async () => {
    setDownloading(true);
    setFailure(null);
    try {
      const { data } = await client.query({ query: DocumentManifestDocument, variables: { documentId }, fetchPolicy: 'network-only' });
      const m = data!.documentManifest;
      saveFile(`${documentId}-manifest.json`, `${JSON.stringify({ sha256: m.sha256, ...(m.manifest as object) }, null, 2)}\n`);
    } catch (e) {
      setFailure(failureOf(e));
    } finally {
      setDownloading(false);
    }
  };

  const runAgain = async () => {
    setFailure(null);
    setResult(null);
    try {
      const { data } = await rerun({ variables: { documentId } });
      setResult(data!.rerunDocument);
    } catch (e) {
      setFailure(failureOf(e));
    }
  };

  // Exact as stored (up to the manifest's six decimals), in the user's notation: a difference is never rounded away.
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

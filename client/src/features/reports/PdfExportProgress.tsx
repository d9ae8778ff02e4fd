import { Trans } from '@lingui/react/macro';
import { Box, LinearProgress, Typography } from '@mui/material';
import type { PdfExportPhase } from './usePdfExport';

/** The state of a running PDF export (usePdfExport): a bar and what the server is doing. */
export function PdfExportProgress({ phase }: { phase: PdfExportPhase | null }) {
  if (!phase) return null;
  const label =
    phase === 'rendering' ? <Trans>Rendering PDF…</Trans> : phase === 'downloading' ? <Trans>Downloading PDF…</Trans> : <Trans>PDF export queued…</Trans>;
  return (
    <Box className="report-no-print" sx={{ my: 1 }} data-testid="pdf-export-progress" data-phase={phase} role="status" aria-live="polite">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <LinearProgress variant={phase === 'downloading' ? 'determinate' : 'indeterminate'} value={phase === 'downloading' ? 100 : undefined} />
    </Box>
  );
}

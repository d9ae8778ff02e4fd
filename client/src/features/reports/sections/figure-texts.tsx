import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import type { DcieStatus, RatingStatus } from '../report-figures';

const RATING_COLOURS: Record<string, string> = { A: '#1b5e20', B: '#43a047', C: '#9ccc65', D: '#fdd835', E: '#fb8c00', F: '#e64a19', G: '#b71c1c' };

/**
 * Words for figures a report leaves out, and why (issue #28): a rating only where it is defined (M4),
 * DCiE only for an assessed data centre (M2). Never a bare letter or 100 % that the data does not support.
 */
export function useFigureTexts() {
  const { t } = useLingui();
  const ratingReason = (status: RatingStatus): string =>
    status.kind === 'rated'
      ? status.coolingOnly
        ? t`${status.rating} (from the cooling's COP alone: no IT category is rated)`
        : status.rating
      : status.reason === 'unassessed'
        ? t`Not rated: data centre not assessed`
        : status.reason === 'no_energy'
          ? t`Not rated: no energy`
          : status.reason === 'no_scale'
            ? t`Not rated`
            : t`Not rated: no capacity`;
  const dcie = (status: DcieStatus): string =>
    status.kind === 'value'
      ? `${status.dcie} %`
      : status.reason === 'no_data_centre'
        ? t`No data centre`
        : status.reason === 'unassessed'
          ? t`Not assessed: no UPS or cooling given`
          : '–';
  return { ratingReason, dcie };
}

/** A rating letter on its class colour, or the reason why there is none, in small print. */
export function RatingCell({ status }: { status: RatingStatus }) {
  const { t } = useLingui();
  const { ratingReason } = useFigureTexts();
  if (status.kind === 'none') {
    return (
      <Box component="span" data-testid="not-rated" sx={{ fontSize: '7.5pt', color: 'text.secondary', whiteSpace: 'normal' }}>
        {ratingReason(status)}
      </Box>
    );
  }
  const letter = (
    <Box
      component="span"
      sx={{ display: 'inline-block', minWidth: '6mm', textAlign: 'center', borderRadius: '1mm', px: '1mm', fontWeight: 700, color: '#fff', bgcolor: RATING_COLOURS[status.rating] ?? '#757575' }}
    >
      {status.rating}
    </Box>
  );
  if (!status.coolingOnly) return letter;
  // A letter from the cooling alone says so (issue #47, point 10).
  return (
    <>
      {letter}
      <Box component="span" data-testid="rating-cooling-only" sx={{ display: 'block', fontSize: '7pt', color: 'text.secondary', whiteSpace: 'normal' }}>
        {t`cooling (COP) only`}
      </Box>
    </>
  );
}

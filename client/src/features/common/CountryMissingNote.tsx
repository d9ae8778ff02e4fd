import { useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

/**
 * Says where a figure falls back because the project has no country (issue #47, point 4): the
 * market-based scope 2 counts the uncovered kWh at the solutions' grid-average factors instead of a
 * residual mix (shared/calc/scope2.ts), and the replace-or-retain projection keeps the grid factor flat
 * instead of the country's published path (server decision.service gridPathFor). `detailsHref` links to
 * the project's details, where the country is set; without it (print) the hint is words only.
 */
export function CountryMissingNote({ kind, detailsHref }: { kind: 'scope2' | 'grid-path'; detailsHref?: string }) {
  const { t } = useLingui();
  const text =
    kind === 'scope2'
      ? t`This project has no country: the market-based figure counts the kWh not covered by instruments at the solutions' grid-average factors, not at a country's residual mix.`
      : t`This project has no country: the grid factor path is flat (the solutions' factors every year), not the country's published projection.`;
  return (
    <Alert severity="warning" data-testid={`country-missing-${kind}`} sx={{ my: 1 }}>
      {text}{' '}
      {detailsHref ? (
        <Link component={RouterLink} to={detailsHref}>
          {t`Set the country in the project details.`}
        </Link>
      ) : (
        t`Set the country in the project details.`
      )}
    </Alert>
  );
}

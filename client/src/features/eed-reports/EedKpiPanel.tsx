import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { EedKpis } from '../../../../shared/calc';
import { formatKpi, KPI_ROWS } from './kpi-rows';

const WRAP = { height: 'auto', py: 0.5, '& .MuiChip-label': { whiteSpace: 'normal' } } as const;

/**
 * Whether the data centre must report (installed IT power ≥ 500 kW), as a badge; "unknown" while the
 * installed IT power is not given (issue #47, point 10: it said "Not obliged" for an empty field).
 */
export function ObligedBadge({ obliged, installedItPowerKw }: { obliged: boolean; installedItPowerKw: number | null }) {
  const { t } = useLingui();
  // A long chip wraps on a phone instead of widening the page (issue #47).
  if (installedItPowerKw === null) return <Chip variant="outlined" color="info" label={t`Obligation unknown: enter the installed IT power`} data-testid="eed-obliged" sx={WRAP} />;
  return obliged ? (
    <Chip color="warning" label={t`Obliged to report (≥ 500 kW)`} data-testid="eed-obliged" sx={WRAP} />
  ) : (
    <Chip variant="outlined" label={t`Not obliged to report (< 500 kW)`} data-testid="eed-obliged" sx={WRAP} />
  );
}

/** The computed KPIs with their units and a one-line meaning each. */
export function EedKpiPanel({ kpis, preview }: { kpis: EedKpis & { installedItPowerKw: number | null }; preview: boolean }) {
  const { t, i18n } = useLingui();
  return (
    <Card component="section" aria-labelledby="eed-kpis-title">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
          <Typography id="eed-kpis-title" variant="h3" component="h2" sx={{ flexGrow: 1 }}>{t`Key performance indicators`}</Typography>
          <ObligedBadge obliged={kpis.obliged} installedItPowerKw={kpis.installedItPowerKw} />
        </Box>
        {preview && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
            <Trans>Computed from the form as you type; saved when you save.</Trans>
          </Typography>
        )}
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1.25 }}>
          {KPI_ROWS.map((row) => (
            <Box key={row.key} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ fontWeight: 600 }}>{row.name}</Typography>
              <Box component="dd" sx={{ m: 0 }}>
                <Typography component="span" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }} data-testid={`eed-kpi-${row.key}`}>
                  {formatKpi(kpis[row.key], row.decimals, i18n.locale)}
                </Typography>
                {row.unit && kpis[row.key] != null && <Typography component="span" color="text.secondary">{` ${row.unit}`}</Typography>}
                <Typography variant="body2" color="text.secondary">{i18n._(row.meaning)}</Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

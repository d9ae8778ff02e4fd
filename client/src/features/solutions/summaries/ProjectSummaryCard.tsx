import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatCo2, formatCurrency, formatKwh } from '../format';
import { useSolutionsScreen } from '../solutions-context';
import { ProjectSummaryDocument } from './summary.queries';
import type { TraceEntry } from './trace-format';
import { TraceButton } from './TracePopover';
import { RatingBadge } from './RatingBadge';

/** The project's totals over its active groups (M3), and each group's total at a glance. */
export function ProjectSummaryCard() {
  const { t, i18n } = useLingui();
  const { projectId, project, currency, summaryPending } = useSolutionsScreen();
  const { data, error } = useQuery(ProjectSummaryDocument, { variables: { projectId } });
  const s = data?.projectSummary;
  const locale = i18n.locale;
  const traces = s?.traces as TraceEntry[] | null | undefined;
  const scope = t`Project “${project.name}”`;
  const co2 = formatCo2(s?.co2EmissionKg, locale);

  return (
    <Card component="aside" aria-labelledby="project-summary-title" data-testid="project-summary" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.25 }}>
        <Typography id="project-summary-title" variant="h3" component="h2" sx={{ flexGrow: 1 }}>
          {t`Project summary`}
        </Typography>
        {s && <RatingBadge rating={s.rating.rating} size="small" />}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t`Totals of the active groups, per year`}
      </Typography>
      {error && !s && <Alert severity="error">{t`The project summary could not be loaded.`}</Alert>}
      {!s && !error && <Skeleton variant="rounded" height={150} />}
      {s && s.itemCount === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }} data-testid="project-summary-empty">
          {t`No items yet. The totals appear here as soon as a group has equipment.`}
        </Typography>
      )}
      {s && s.itemCount > 0 && (
        <>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto auto', alignItems: 'center', columnGap: 0.5, rowGap: 0.25, opacity: summaryPending ? 0.6 : 1 }}>
            <Row id="project-totalKwh" label={t`Total energy`} value={`${formatKwh(s.totalKwh, locale)} kWh`} path="totalKwh" traces={traces} scope={scope} strong />
            <Row id="project-co2" label={t`CO2e emission`} value={`${co2.value} ${co2.unit}`} path="co2Kg" traces={traces} scope={scope} strong />
            <Row id="project-cost" label={t`Operational cost`} value={formatCurrency(s.operationalCost, currency, locale)} path="operationalCost" traces={traces} scope={scope} />
            <Row id="project-investment" label={t`Investment`} value={formatCurrency(s.investment, currency, locale)} path="investment" traces={traces} scope={scope} />
            <Row id="project-dcie" label={t`DCiE`} value={s.dcie == null ? '–' : `${s.dcie} %`} path="dciePercent" traces={traces} scope={scope} />
          </Box>
          {s.warnings.length > 0 && (
            <Alert severity="warning" sx={{ mt: 1.5, py: 0.25 }} data-testid="project-warnings">
              <Typography variant="body2" sx={{ fontWeight: 600 }}>{t`Group has warnings`}</Typography>
              <Typography variant="caption" component="div">
                {s.groups.filter((g) => g.counted && g.warnings.length).map((g) => g.name).join(', ')}
              </Typography>
            </Alert>
          )}
          {s.groups.length > 0 && (
            <>
              <Divider sx={{ my: 1.5 }} />
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
                {s.groups.map((g) => (
                  <Box component="li" key={g.groupId} sx={{ display: 'flex', alignItems: 'center', gap: 1, opacity: g.counted ? 1 : 0.55 }}>
                    <RatingBadge rating={g.rating.rating} size="small" />
                    <Typography variant="body2" sx={{ flexGrow: 1, minWidth: 0 }} noWrap title={g.name ?? ''}>
                      {g.name}
                    </Typography>
                    {g.counted && g.warnings.length > 0 && <WarningAmberOutlined sx={{ fontSize: 16, color: 'warning.main' }} titleAccess={t`Group has warnings`} />}
                    <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                      {g.counted ? `${formatKwh(g.totalKwh, locale)} kWh` : t`not counted`}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </>
          )}
        </>
      )}
    </Card>
  );
}

function Row({ id, label, value, path, traces, scope, strong }: { id: string; label: string; value: string; path: string; traces: TraceEntry[] | null | undefined; scope: string; strong?: boolean }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary" noWrap>
        {label}
      </Typography>
      <Typography component="dd" data-testid={`figure-${id}-value`} sx={{ m: 0, fontWeight: strong ? 700 : 600, fontSize: strong ? '1.05rem' : '0.95rem', fontVariantNumeric: 'tabular-nums', textAlign: 'right', whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
      <Box sx={{ width: 26 }}>
        <TraceButton path={path} traces={traces} scope={scope} />
      </Box>
    </>
  );
}

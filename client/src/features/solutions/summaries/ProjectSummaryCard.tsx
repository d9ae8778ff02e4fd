import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { baselineVersusPrimary } from '../../../../../shared/reports';
import { formatNumber } from '../../../../../shared/format/number';
import { formatCo2, formatCurrency, formatKwh } from '../format';
import { useNamespace } from '../solution-paths';
import { useSolutionsScreen } from '../solutions-context';
import { ProjectSummaryDocument } from './summary.queries';
import { RatingBadge } from './RatingBadge';

/**
 * The project as the reports summarise it: the baseline against the primary comparative group, with the
 * saving between them (shared baselineVersusPrimary; M2, M3), and each group at a glance. Totals of the
 * baseline and its alternatives added together would mean nothing, so the card never shows them.
 */
export function ProjectSummaryCard() {
  const { t, i18n } = useLingui();
  const { projectId, currency, summaryPending } = useSolutionsScreen();
  const { data, error } = useQuery(ProjectSummaryDocument, { variables: { projectId } });
  const s = data?.projectSummary;
  const locale = i18n.locale;
  const side = s ? baselineVersusPrimary(s.groups) : null;
  // The project's own itemCount is its baseline's (M3, issue #46): equipment in any counted group fills the card.
  const hasItems = !!s && s.groups.some((g) => g.counted && g.itemCount > 0);
  const kwh = (v: number | null | undefined) => (v == null ? '–' : `${formatKwh(v, locale)} kWh`);
  const co2 = (v: number | null | undefined) => {
    if (v == null) return '–';
    const c = formatCo2(v, locale);
    return `${c.value} ${c.unit}`;
  };
  const money = (v: number | null | undefined) => (v == null ? '–' : formatCurrency(v, currency, locale));
  const pct = (v: number | null | undefined) => (v == null ? '' : ` (${formatKwh(v, locale)} %)`);
  const savingLabel = t({ message: 'Saving', context: 'energy or emissions saved' });
  // A single-solution project is its one solution: today's figures alone, no proposal to compare with.
  const single = useNamespace() === 'single-solution';

  return (
    <Card component="aside" aria-labelledby="project-summary-title" data-testid="project-summary" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.25 }}>
        <Typography id="project-summary-title" variant="h3" component="h2" sx={{ flexGrow: 1 }}>
          {t`Project summary`}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {single ? t`The solution, per year` : t`Today against the primary proposal, per year`}
      </Typography>
      {error && !s && <Alert severity="error">{t`The project summary could not be loaded.`}</Alert>}
      {!s && !error && <Skeleton variant="rounded" height={150} />}
      {s && !hasItems && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }} data-testid="project-summary-empty">
          {t`No items yet. The totals appear here as soon as a group has equipment.`}
        </Typography>
      )}
      {s && side && hasItems && (
        <>
          {!single && (
            <Typography variant="caption" component="p" color="text.secondary" sx={{ mb: 1 }} data-testid="project-sides">
              {t`Baseline`}: <b>{side.baseline?.name ?? '–'}</b> · {t`Proposal`}: <b>{side.primary?.name ?? '–'}</b>
            </Typography>
          )}
          <Box component="dl" data-testid="project-side-by-side" sx={{ m: 0, display: 'grid', gap: 1, opacity: summaryPending ? 0.6 : 1, fontVariantNumeric: 'tabular-nums' }}>
            <SideRow id="kwh" label={t`Energy`} baseline={kwh(side.baseline?.totalKwh)} primary={single ? null : kwh(side.primary?.totalKwh)} saving={side.saving ? kwh(side.saving.totalKwh) + pct(side.savingPercent?.totalKwh) : null} savingLabel={savingLabel} />
            <SideRow id="co2" label={t`CO2e (M3)`} baseline={co2(side.baseline?.co2EmissionKg)} primary={single ? null : co2(side.primary?.co2EmissionKg)} saving={side.saving ? co2(side.saving.co2EmissionKg) + pct(side.savingPercent?.co2EmissionKg) : null} savingLabel={savingLabel} />
            <SideRow id="cost" label={t`Operational cost`} baseline={money(side.baseline?.operationalCost)} primary={single ? null : money(side.primary?.operationalCost)} saving={side.saving ? money(side.saving.operationalCost) : null} savingLabel={savingLabel} />
            <SideRow id="investment" label={t`Investment`} baseline={money(side.baseline?.investment)} primary={single ? null : money(side.primary?.investment)} saving={side.extraInvestment == null ? null : t`${money(side.extraInvestment)} extra`} savingLabel="" />
            <SideRow id="dcie" label={t`DCiE`} baseline={side.baseline?.dcie == null ? '–' : `${side.baseline.dcie} %`} primary={single ? null : side.primary?.dcie == null ? '–' : `${side.primary.dcie} %`} saving={null} savingLabel="" />
          </Box>
          {side.paybackReason === 'prices_missing' && (
            <Typography variant="body2" sx={{ mt: 1 }} data-testid="project-payback">
              {t`Payback: prices missing (enter unit prices to compute it)`}
            </Typography>
          )}
          {side.paybackYears != null && (
            <Typography variant="body2" sx={{ mt: 1 }} data-testid="project-payback">
              {t`Payback: ${formatNumber(side.paybackYears, locale, 1)} years`}
            </Typography>
          )}
          {!side.baseline && <Alert severity="info" sx={{ mt: 1.5, py: 0.25 }}>{t`Mark a group as the baseline to compare against today.`}</Alert>}
          {side.baseline && !side.primary && !single && <Alert severity="info" sx={{ mt: 1.5, py: 0.25 }}>{t`Add a comparative group to see the saving.`}</Alert>}
          {side.baselineEmpty && side.primary && (
            // An empty baseline uses 0 kWh: a "saving" against it would be the proposal's own use, negated (issue #28).
            <Alert severity="info" sx={{ mt: 1.5, py: 0.25 }} data-testid="project-no-baseline">
              {t`No baseline yet: add today's equipment to the baseline group to see the saving.`}
            </Alert>
          )}
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
                    <Typography variant="body2" sx={{ flexGrow: 1, minWidth: 0, fontWeight: g.groupId === side.primary?.groupId || g.groupId === side.baseline?.groupId ? 600 : 400 }} noWrap title={g.name ?? ''}>
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

function SideRow({ id, label, baseline, primary, saving, savingLabel }: { id: string; label: string; baseline: string; primary: string | null; saving: string | null; savingLabel: string }) {
  return (
    <Box data-testid={`project-row-${id}`}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
        <span data-testid={`project-${id}-baseline`}>{baseline}</span>
        {primary !== null && (
          <>
            {' → '}
            <span data-testid={`project-${id}-primary`}>{primary}</span>
          </>
        )}
      </Typography>
      {saving != null && (
        <Typography component="dd" variant="caption" sx={{ m: 0, color: 'success.main', fontWeight: 600, display: 'block' }}>
          {savingLabel ? `${savingLabel}: ` : ''}
          <span data-testid={`project-${id}-saving`}>{saving}</span>
        </Typography>
      )}
    </Box>
  );
}

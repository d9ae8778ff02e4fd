/**
 * Decisions over time of a project (issue #32): per comparative group against the baseline, the annual
 * savings, the carbon payback beside the money payback, replace or retain, both accounting views and the
 * cumulative saving over the projection. Every figure says how it was calculated (methodology M10).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router';
import { DecisionChart } from './DecisionChart';
import { useProjectDecision, type GroupDecisionData } from './decision.hooks';

type FigureKey = 'annualKwhSaving' | 'annualCo2SavingKg' | 'annualCostSaving' | 'embodiedKg' | 'carbonPaybackYears' | 'moneyPaybackYears' | 'serviceLifeYears' | 'capitalGoodsKg' | 'amortisedKgPerYear';

function FigureRow({ group, figure, label, unit, decimals }: { group: GroupDecisionData; figure: FigureKey; label: string; unit: string; decimals: number }) {
  const { t, i18n } = useLingui();
  const value = group[figure];
  const trace = group.traces.find((tr) => tr.path === figure);
  const text = value === null || value === undefined ? t`None` : `${new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: decimals, minimumFractionDigits: decimals }).format(value)} ${unit}`;
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {label}
      </TableCell>
      <TableCell align="right" data-testid={`decision-${figure}`}>
        {text}
      </TableCell>
      <TableCell>
        {trace ? (
          <details>
            <summary>
              <Trans>How it was calculated</Trans>
            </summary>
            <Typography variant="body2" component="span">
              {trace.formula} ({trace.section})
            </Typography>
          </details>
        ) : null}
      </TableCell>
    </TableRow>
  );
}

function GroupCard({ group, currency }: { group: GroupDecisionData; currency: string }) {
  const { t } = useLingui();
  const reasons: Record<string, string> = {
    payback_within_service_life: t`The carbon payback is within the new equipment's service life.`,
    payback_beyond_service_life: t`The carbon payback is longer than the new equipment's service life.`,
    no_co2_saving: t`The proposal saves no CO2 a year, so its embodied carbon never pays back.`,
  };
  const replace = group.recommendation === 'replace';
  return (
    <Card variant="outlined" data-testid="decision-group">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {group.name}
          </Typography>
          <Chip color={replace ? 'success' : 'warning'} label={replace ? t`Replace` : t`Retain`} data-testid="decision-recommendation" />
        </Stack>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {reasons[group.recommendationReason] ?? group.recommendationReason}
        </Typography>
        <Table size="small">
          <TableBody>
            <FigureRow group={group} figure="annualKwhSaving" label={t`Energy saving a year`} unit="kWh" decimals={0} />
            <FigureRow group={group} figure="annualCo2SavingKg" label={t`CO2 saving a year`} unit="kg" decimals={1} />
            <FigureRow group={group} figure="annualCostSaving" label={t`Cost saving a year`} unit={currency} decimals={0} />
            <FigureRow group={group} figure="embodiedKg" label={t`Embodied carbon of the new equipment`} unit="kg" decimals={0} />
            <FigureRow group={group} figure="carbonPaybackYears" label={t`Carbon payback`} unit={t`years`} decimals={2} />
            <FigureRow group={group} figure="moneyPaybackYears" label={t`Money payback`} unit={t`years`} decimals={2} />
            <FigureRow group={group} figure="serviceLifeYears" label={t`Service life`} unit={t`years`} decimals={1} />
            <FigureRow group={group} figure="capitalGoodsKg" label={t`Capital goods (scope 3 category 2), year of acquisition`} unit="kg" decimals={0} />
            <FigureRow group={group} figure="amortisedKgPerYear" label={t`Amortised over the service life`} unit={t`kg a year`} decimals={1} />
          </TableBody>
        </Table>
        <DecisionChart group={group} />
      </CardContent>
    </Card>
  );
}

export function DecisionPage() {
  const { t } = useLingui();
  const { projectId = '' } = useParams();
  const [years, setYears] = useState(10);
  const [change, setChange] = useState('');
  const changeValue = change.trim() === '' || Number.isNaN(Number(change)) ? null : Number(change);
  const { decision, loading, errorText } = useProjectDecision(projectId, years, changeValue);
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Button component={RouterLink} to={`/project-manager/projects/${projectId}/solutions`} startIcon={<ArrowBack />} size="small" sx={{ mb: 1 }}>{t`Back to solutions`}</Button>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        <Trans>Replace or retain</Trans>
      </Typography>
      <Stack direction="row" useFlexGap sx={{ mb: 3, flexWrap: 'wrap', gap: 2 }}>
        <TextField
          type="number"
          size="small"
          label={t`Years`}
          value={years}
          onChange={(e) => setYears(Math.min(30, Math.max(1, Math.round(Number(e.target.value) || 1))))}
          slotProps={{ htmlInput: { min: 1, max: 30 } }}
        />
        <TextField type="number" size="small" label={t`Yearly change of the grid factor (%)`} value={change} onChange={(e) => setChange(e.target.value)} sx={{ minWidth: 300 }} />
      </Stack>
      {decision ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="decision-grid-source">
          {decision.gridPathSource === 'curated' && decision.gridPathSourceNote
            ? t`Grid factor path: ${decision.gridPathSourceNote}`
            : decision.gridPathSource === 'user'
              ? t`Grid factor path: the solutions' factors, changed by the yearly change you set.`
              : t`Grid factor path: the solutions' factors, flat (no published projection is curated for the project's country; set a yearly change to model one).`}
        </Typography>
      ) : null}
      {errorText ? <Alert severity="error">{errorText}</Alert> : null}
      {loading ? (
        <Typography>
          <Trans>Loading…</Trans>
        </Typography>
      ) : null}
      {decision && decision.groups.length === 0 ? (
        <Alert severity="info">
          <Trans>The project needs a baseline group and at least one comparative group.</Trans>
        </Alert>
      ) : null}
      <Stack spacing={3}>
        {decision?.groups.map((g) => (
          <GroupCard key={g.groupId} group={g} currency={decision.currency} />
        ))}
      </Stack>
    </Box>
  );
}

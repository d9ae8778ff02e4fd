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
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router';
import { parseDecimalInput } from '../../../../shared/format/number';
import { CountryMissingNote } from '../common/CountryMissingNote';
import { numericText, parseSignedDecimal, signedNumericText } from '../common/number-input';
import { ProjectSectionTabs } from '../solutions';
import { DecisionChart } from './DecisionChart';
import { DecisionFigureTable, useGridPathText, useRecommendationReason } from './DecisionFigureTable';
import { useProjectDecision, type GroupDecisionData } from './decision.hooks';

function GroupCard({ group, currency }: { group: GroupDecisionData; currency: string }) {
  const { t } = useLingui();
  const reason = useRecommendationReason();
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
          {reason(group.recommendationReason)}
        </Typography>
        <DecisionFigureTable group={group} currency={currency} />
        <DecisionChart group={group} />
      </CardContent>
    </Card>
  );
}

export function DecisionPage() {
  const { t } = useLingui();
  const gridPathText = useGridPathText();
  const { projectId = '' } = useParams();
  const [yearsText, setYearsText] = useState('10');
  const [years, setYears] = useState(10);
  const [change, setChange] = useState('');
  const changeValue = parseSignedDecimal(change);
  const changeInvalid = change.trim() !== '' && (changeValue === null || changeValue < -100 || changeValue > 100);
  const yearsValue = parseDecimalInput(yearsText);
  const yearsInvalid = yearsValue === null || !Number.isInteger(yearsValue) || yearsValue < 1 || yearsValue > 30;
  const { decision, loading, errorText } = useProjectDecision(projectId, years, changeInvalid ? null : changeValue);
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      {/* In the project's tab bar, as every section of the project (issue #47, point 11). */}
      <ProjectSectionTabs namespace="project-manager" projectId={projectId} solutionsHref={`/project-manager/projects/${projectId}/solutions`} value="decision" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        <Trans>Replace or retain</Trans>
      </Typography>
      <Stack direction="row" useFlexGap sx={{ mb: 3, flexWrap: 'wrap', gap: 2 }}>
        <TextField
          size="small"
          label={t`Years`}
          value={yearsText}
          onChange={(e) => {
            const text = numericText(e.target.value);
            setYearsText(text);
            const n = parseDecimalInput(text);
            if (n !== null && Number.isInteger(n) && n >= 1 && n <= 30) setYears(n);
          }}
          error={yearsInvalid}
          helperText={yearsInvalid ? t`A whole number of years from 1 to 30` : undefined}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'decision-years' } }}
        />
        <TextField
          size="small"
          label={t`Yearly change of the grid factor (%)`}
          value={change}
          onChange={(e) => setChange(signedNumericText(e.target.value))}
          error={changeInvalid}
          helperText={changeInvalid ? t`A percentage from −100 to 100, e.g. −3,5` : undefined}
          // The label floats from the start, so that a long translation ("Årlig ændring af elnettets emissionsfaktor (%)") is read whole (issue #47).
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'decision-grid-change' }, inputLabel: { shrink: true } }}
          sx={{ width: { xs: '100%', sm: 420 } }}
        />
      </Stack>
      {decision ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="decision-grid-source">
          {gridPathText(decision)}
        </Typography>
      ) : null}
      {decision && decision.gridPathSource === 'flat' && !decision.countryCode ? (
        <CountryMissingNote kind="grid-path" detailsHref={`/project-manager/projects/${projectId}/project-details`} />
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

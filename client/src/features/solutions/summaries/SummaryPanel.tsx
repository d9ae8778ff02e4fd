import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import Refresh from '@mui/icons-material/Refresh';
import Schedule from '@mui/icons-material/Schedule';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatNumber } from '../../../../../shared/format/number';
import { assumptionTexts, type AssumptionInput } from '../../common/assumption-text';
import { categoryName } from '../../common/category-names';
import type { GroupSummaryFieldsFragment, SolutionSummaryFieldsFragment } from '../../../gql/graphql';
import { formatCo2, formatCurrency, formatKwh } from '../format';
import { useSolutionsScreen } from '../solutions-context';
import { SolutionGroupSummaryDocument, SolutionSummaryDocument } from './summary.queries';
import type { TraceEntry } from './trace-format';
import { FigureTile } from './FigureTile';
import { RatingBadge, RatingScale } from './RatingBadge';
import { TraceButton } from './TracePopover';

type Figures = SolutionSummaryFieldsFragment | GroupSummaryFieldsFragment;

interface SummaryPanelProps {
  solution: { id: string; name: string } | null;
  group: { id: string; name: string } | null;
  /** In a narrow side column: fewer table columns. */
  compact?: boolean;
}

/** The pending / refreshing / up-to-date state of the summaries, and the Refresh button. */
export function SummaryStatus() {
  const { t } = useLingui();
  const { summaryPending, summaryRefreshing, refreshSummaries } = useSolutionsScreen();
  const state = summaryRefreshing ? 'refreshing' : summaryPending ? 'pending' : 'current';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box role="status" aria-live="polite" data-testid="summary-status" data-state={state}>
        {state === 'refreshing' && <Chip size="small" variant="outlined" icon={<CircularProgress size={12} sx={{ ml: '6px !important' }} />} label={t`Updating…`} />}
        {state === 'pending' && (
          <Tooltip title={t`Something changed. The figures refresh in a moment, or now with Refresh.`}>
            <Chip size="small" color="warning" variant="outlined" icon={<Schedule />} label={t`Pending`} />
          </Tooltip>
        )}
        {state === 'current' && <Chip size="small" color="success" variant="outlined" icon={<TaskAlt />} label={t`Up to date`} />}
      </Box>
      <Button size="small" startIcon={<Refresh />} onClick={() => void refreshSummaries()} disabled={summaryRefreshing} data-testid="summary-refresh">
        {t`Refresh`}
      </Button>
    </Box>
  );
}

/** The selected solution's and its group's figures, each with how it was calculated. */
export function SummaryPanel({ solution, group, compact = false }: SummaryPanelProps) {
  const { t } = useLingui();
  const { projectId } = useSolutionsScreen();
  const [scope, setScope] = useState<'solution' | 'group'>('solution');
  const shown = scope === 'solution' && solution ? 'solution' : group ? 'group' : 'solution';
  const solutionQuery = useQuery(SolutionSummaryDocument, { variables: { projectId, id: solution?.id ?? '' }, skip: !solution || shown !== 'solution' });
  const groupQuery = useQuery(SolutionGroupSummaryDocument, { variables: { projectId, id: group?.id ?? '' }, skip: !group || shown !== 'group' });
  const figures: Figures | undefined = shown === 'solution' ? solutionQuery.data?.solutionSummary : groupQuery.data?.solutionGroupSummary;
  const error = shown === 'solution' ? solutionQuery.error : groupQuery.error;
  const name = shown === 'solution' ? (solution?.name ?? '') : (group?.name ?? '');

  return (
    <Card component="section" aria-labelledby="summary-title" data-testid="summary-panel" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <Typography id="summary-title" variant="h3" component="h2" sx={{ mr: 'auto' }}>
          {t`Summary`}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={shown}
          onChange={(_e, v) => v && setScope(v)}
          aria-label={t`Summary of`}
          sx={{ '& .MuiToggleButton-root': { textTransform: 'none', px: 1.5, py: 0.25 } }}
        >
          <ToggleButton value="solution" disabled={!solution} data-testid="summary-scope-solution">{t`Solution`}</ToggleButton>
          <ToggleButton value="group" disabled={!group} data-testid="summary-scope-group">{t`Group`}</ToggleButton>
        </ToggleButtonGroup>
        <SummaryStatus />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5, mt: -1, overflowWrap: 'anywhere' }}>
        {shown === 'solution' ? <Trans>Solution “{name}”, per year</Trans> : <Trans>Group “{name}”, per year</Trans>}
      </Typography>
      {error && !figures ? (
        <Alert severity="error">{t`The summary could not be loaded.`}</Alert>
      ) : !figures ? (
        <SummarySkeleton />
      ) : (
        <SummaryFigures figures={figures} scope={name} isGroup={shown === 'group'} compact={compact} />
      )}
    </Card>
  );
}

function SummarySkeleton() {
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }} aria-busy>
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={72} />
      ))}
    </Box>
  );
}

/** The tiles, the warnings and the per-category table of one summary. */
export function SummaryFigures({ figures, scope, isGroup, compact = false }: { figures: Figures; scope: string; isGroup: boolean; compact?: boolean }) {
  const { t, i18n } = useLingui();
  const { currency, summaryPending } = useSolutionsScreen();
  const locale = i18n.locale;
  const traces = figures.traces as TraceEntry[] | null | undefined;
  const co2 = formatCo2(figures.co2EmissionKg, locale);
  const infrastructure = isGroup || (figures as SolutionSummaryFieldsFragment).calculationMode === 1;
  const noDataCentre = isGroup && figures.dcie == null && figures.totalKwh > 0 && figures.upsKwh === 0 && figures.coolingKwh === 0;
  const common = { traces, scope, pending: summaryPending };
  const year = figures.rating.year;
  // The accumulated rating weighs only rated entries (M4): with no IT category rated, the server says the letter is the cooling's COP alone (issue #47, point 10).
  const coolingOnly = figures.rating.coolingOnly;

  return (
    <>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(158px, 1fr))' }}>
        <FigureTile id="totalKwh" label={t`Total energy`} value={formatKwh(figures.totalKwh, locale)} unit="kWh" tracePath="totalKwh" emphasis {...common} />
        <FigureTile id="itKwh" label={t`IT equipment`} value={formatKwh(figures.itKwh, locale)} unit="kWh" tracePath="itKwh" {...common} />
        {infrastructure && <FigureTile id="upsKwh" label={t`UPS losses`} value={formatKwh(figures.upsKwh, locale)} unit="kWh" tracePath="upsKwh" {...common} />}
        {infrastructure && <FigureTile id="coolingKwh" label={t`Cooling`} value={formatKwh(figures.coolingKwh, locale)} unit="kWh" tracePath="coolingKwh" {...common} />}
        {infrastructure && (
          <FigureTile
            id="dcie"
            label={t`DCiE`}
            // DCiE and PUE are data-centre figures (M2): a group with energy but none of them has no data centre (issue #28).
            value={figures.dcie == null ? (noDataCentre ? t`No data centre` : '–') : formatNumber(figures.dcie, locale, 0)}
            unit={figures.dcie == null ? undefined : '%'}
            tracePath="dciePercent"
            {...common}
          />
        )}
        {infrastructure && <FigureTile id="pue" label={t`PUE`} value={figures.pue == null ? '–' : formatNumber(figures.pue, locale, 2)} tracePath="pue" {...common} />}
        <FigureTile id="co2" label={t`CO2e emission (M3)`} value={co2.value} unit={co2.unit} tracePath="co2Kg" emphasis {...common} />
        <FigureTile id="operationalCost" label={t`Operational cost`} value={formatCurrency(figures.operationalCost, currency, locale)} tracePath="operationalCost" {...common} />
        <FigureTile id="investment" label={t`Investment`} value={formatCurrency(figures.investment, currency, locale)} tracePath="investment" {...common} />
        <FigureTile
          id="rating"
          label={t`Energy rating`}
          value={<RatingBadge rating={figures.rating.rating} size="small" />}
          caption={
            year || coolingOnly ? (
              <>
                {year ? t`Rating year ${year}` : null}
                {coolingOnly && (
                  <Box component="span" sx={{ display: 'block', color: 'warning.dark' }} data-testid="rating-cooling-only">
                    {t`From the cooling (COP) alone: none of the IT categories is rated.`}
                  </Box>
                )}
              </>
            ) : undefined
          }
          tracePath="rating.rating"
          {...common}
        >
          <Box sx={{ mt: 0.75 }}>
            <RatingScale rating={figures.rating.rating} />
          </Box>
        </FigureTile>
      </Box>

      {figures.warnings.length > 0 && <GroupWarnings warnings={figures.warnings} shareInvalid={figures.categoryInfrastructureShareInvalid} totalKwh={figures.totalKwh} />}
      <Assumptions assumptions={figures.assumptions} />

      {figures.categoryData.length > 0 && (
        <Box sx={{ mt: 2, overflowX: 'auto' }}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>{t`By category`}</Typography>
          <Table size="small" aria-label={t`Figures by category`} sx={{ '& td, & th': { whiteSpace: 'nowrap', px: compact ? 0.75 : 1.25 }, '& td:first-of-type': { whiteSpace: 'normal' }, '& th': { color: 'text.secondary', fontWeight: 600, whiteSpace: 'normal', verticalAlign: 'bottom' } }}>
            <TableHead>
              <TableRow>
                <TableCell>{t`Category`}</TableCell>
                {!compact && <TableCell align="right">{t`Items`}</TableCell>}
                <TableCell align="right">{t`IT kWh`}</TableCell>
                {!compact && <TableCell align="right">{t`Total kWh`}</TableCell>}
                {!compact && <TableCell align="right">{t`Capacity`}</TableCell>}
                <TableCell align="right">{t`W per unit`}</TableCell>
                <TableCell align="center">{t`Rating`}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {figures.categoryData.map((c) => (
                <TableRow key={c.categoryId} data-testid={`category-row-${c.categoryId}`}>
                  <TableCell>{categoryName(i18n, c.categoryId, c.categoryName)}</TableCell>
                  {!compact && <TableCell align="right">{formatNumber(c.itemCount, locale)}</TableCell>}
                  <TableCell align="right">
                    {formatKwh(c.itKwh, locale)}
                    <TraceButton path={`categories.${c.categoryId}.itKwh`} traces={traces} scope={scope} />
                  </TableCell>
                  {!compact && (
                    <TableCell align="right">
                      {formatKwh(c.totalKwh, locale)}
                      <TraceButton path={`categories.${c.categoryId}.totalKwh`} traces={traces} scope={scope} />
                    </TableCell>
                  )}
                  {!compact && <TableCell align="right">{c.capacityAmount ? formatNumber(c.capacityAmount, locale) : '–'}</TableCell>}
                  <TableCell align="right">
                    {c.wattPerUnit == null ? '–' : formatNumber(c.wattPerUnit, locale, 2)}
                    <TraceButton path={`categories.${c.categoryId}.wattPerUnit`} traces={traces} scope={scope} />
                  </TableCell>
                  <TableCell align="center">
                    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
                      <RatingBadge rating={c.rating} size="small" />
                      <TraceButton path={`categories.${c.categoryId}.rating`} traces={traces} scope={scope} />
                    </Box>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </>
  );
}

/** What the figures assumed where nothing was given (M9): shown beside DCiE and rating, never hidden. */
function Assumptions({ assumptions }: { assumptions: readonly AssumptionInput[] }) {
  const { t, i18n } = useLingui();
  const texts = assumptionTexts(i18n, assumptions);
  if (texts.length === 0) return null;
  return (
    <Alert severity="info" sx={{ mt: 2 }} data-testid="summary-assumptions">
      <AlertTitle>{t`What the figures assume`}</AlertTitle>
      {texts.map((text) => (
        <Typography key={text} variant="body2">
          {text}
        </Typography>
      ))}
    </Alert>
  );
}

/** The M9 warnings: both are raised together, for an invalid share or a group without energy. */
export function GroupWarnings({ warnings, shareInvalid, totalKwh }: { warnings: readonly string[]; shareInvalid: boolean; totalKwh: number }) {
  const { t } = useLingui();
  const names: Record<string, string> = {
    category_infrastructure_share: t`Category infrastructure share`,
    invalid_group_data: t`Invalid group data`,
  };
  return (
    <Alert severity="warning" sx={{ mt: 2 }} data-testid="group-warnings">
      <AlertTitle>{t`Group has warnings`}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {warnings.map((w) => (
          <li key={w}>{names[w] ?? w}</li>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {shareInvalid
          ? t`An infrastructure share needs at least one category and a percentage above 0 and at most 100.`
          : totalKwh === 0
            ? t`The group uses no energy yet: add items with power consumption.`
            : t`Check the group's solutions and shares.`}
      </Typography>
    </Alert>
  );
}

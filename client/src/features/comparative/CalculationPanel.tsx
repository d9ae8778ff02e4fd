/** One comparative calculation of the calculations screen: its before and after solutions, figures and actions. */
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ComparativeReportQuery } from '../../gql/graphql';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { CapacitiesCard, InfrastructurePickers, ItemsCard, SolutionDetailsDocument, SolutionSummaryDocument, useSolutionsScreen } from '../solutions';
import { withCategoryNames } from '../common/category-names';
import { ExtraColumnsCard } from './ExtraColumnsCard';
import { comparativeFormat } from './comparative-format';
import { useCalculationWrites } from './comparative.hooks';
import type { PrintedKwhRow } from '../../../../shared/calc';
import { useSolutionTypeText } from '../common/solution-type-text';

export type Calculation = ComparativeReportQuery['comparativeReport']['calculations'][number];

export function Figure({ label, value, accent }: { label: string; value: string; accent?: boolean }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">{label}</Typography>
      <Typography variant="h6" sx={{ fontWeight: 700, color: accent ? 'success.main' : 'text.primary' }}>{value}</Typography>
    </Box>
  );
}

/**
 * One calculation. `printed`: its row as the calculations table and the report print it (printedKwhRows:
 * rounded with the project's other calculations so that the rows add up to the totals, issue #46 point 5).
 */
export function CalculationPanel({ calc, printed, currency, onDeleted }: { calc: Calculation; printed: PrintedKwhRow; currency: string; onDeleted(): void }) {
  const { t, i18n } = useLingui();
  const { projectId, can, notify, fail } = useSolutionsScreen();
  const calculations = useCalculationWrites(projectId, fail);
  const [name, setName] = useState(calc.name);
  const [confirm, setConfirm] = useState(false);
  const f = comparativeFormat(i18n.locale, currency);
  const save = async (input: { name?: string; variant?: string }) => {
    if (await calculations.update(calc.id, input)) notify(t`Calculation saved`);
  };
  const states = calc.variant === 'growth' ? [1, 2] : [3, 4];
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }} data-testid="calculation-panel">
      <Card sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
          <TextField
            size="small"
            label={t`Calculation name`}
            value={name}
            onChange={(e) => setName(e.target.value)}
            onBlur={() => name.trim() && name.trim() !== calc.name && void save({ name: name.trim() })}
            disabled={!can.solutions}
            sx={{ flex: '1 1 240px' }}
            slotProps={{ htmlInput: { 'data-testid': 'calculation-name' } }}
          />
          <TextField select size="small" label={t`Kind`} value={calc.variant} onChange={(e) => void save({ variant: e.target.value })} disabled={!can.solutions} sx={{ width: 220 }}>
            <MenuItem value="replacement">{t`Replacement`}</MenuItem>
            <MenuItem value="growth">{t`Growth`}</MenuItem>
          </TextField>
          <Button color="error" variant="outlined" startIcon={<DeleteOutline />} onClick={() => setConfirm(true)} disabled={!can.solutions}>{t`Delete`}</Button>
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, mb: 2 }} data-testid="calculation-totals">
          <Figure label={t`kWh a year before`} value={f.kwh(printed.kwhBefore)} />
          <Figure label={t`kWh a year after`} value={f.kwh(printed.kwhAfter)} />
          <Figure label={t({ message: 'Saving', context: 'energy or emissions saved' })} value={`${f.kwh(printed.energySavingKwh)} kWh (${f.percent(calc.totals.operationalSavingsPercent)})`} accent />
          <Figure label={t`Efficient growth`} value={`${f.saving(calc.totals.totalEnergyEfficientGrowthKwh)} kWh`} />
        </Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>{t`Capacities and efficiency`}</Typography>
        {calc.totals.categories.length === 0 ? (
          <Typography variant="body2" color="text.secondary">{t`Add items and capacities on both sides to compare their efficiency.`}</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" data-testid="capacity-table">
              <TableHead>
                <TableRow>
                  <TableCell>{t`Category`}</TableCell>
                  <TableCell>{t`Capacity`}</TableCell>
                  <TableCell align="right">{t`Before`}</TableCell>
                  <TableCell align="right">{t`After`}</TableCell>
                  <TableCell align="right">{t`Watt before`}</TableCell>
                  <TableCell align="right">{t`Watt after`}</TableCell>
                  <TableCell align="right">{t`Efficiency factor`}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {withCategoryNames(i18n, calc.totals.categories).map((c) => (
                  <TableRow key={c.categoryId}>
                    <TableCell>{c.categoryName}</TableCell>
                    <TableCell>{c.capacityName ? `${c.capacityName} (${c.capacityUnit})` : '–'}</TableCell>
                    <TableCell align="right">{f.count(c.capacityBefore)}</TableCell>
                    <TableCell align="right">{f.count(c.capacityAfter)}</TableCell>
                    <TableCell align="right">{f.number(c.totalWattForCategoryBefore)} W</TableCell>
                    <TableCell align="right">{f.number(c.totalWattForCategoryAfter)} W</TableCell>
                    <TableCell align="right" sx={{ fontWeight: 700 }}>{f.factor(c.efficiencyFactor)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </Card>
      <ExtraColumnsCard key={calc.id} calc={calc} f={f} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr', alignItems: 'start', '@media (min-width: 1900px)': { gridTemplateColumns: '1fr 1fr' } }}>
        <CalculationSide solutionId={calc.beforeSolutionId} side="before" state={states[0]} />
        <CalculationSide solutionId={calc.afterSolutionId} side="after" state={states[1]} />
      </Box>
      <ConfirmDialog
        open={confirm}
        title={t`Delete calculation?`}
        confirmLabel={t`Delete calculation`}
        destructive
        onClose={() => setConfirm(false)}
        onConfirm={async () => {
          if (await calculations.remove(calc.id)) {
            notify(t`Calculation deleted`);
            onDeleted();
          }
          setConfirm(false);
        }}
      >
        <Trans>“{calc.name}” and its equipment before and after will be deleted. This cannot be undone.</Trans>
      </ConfirmDialog>
    </Box>
  );
}

/** One side of a calculation: its UPS and cooling, items and capacities (the solutions screen's cards). */
function CalculationSide({ solutionId, side, state }: { solutionId: string; side: 'before' | 'after'; state: number }) {
  const { t } = useLingui();
  const typeText = useSolutionTypeText();
  const { projectId, can } = useSolutionsScreen();
  const { data } = useQuery(SolutionDetailsDocument, { variables: { projectId, id: solutionId } });
  const { data: summary } = useQuery(SolutionSummaryDocument, { variables: { projectId, id: solutionId } });
  const solution = data?.solution?.id === solutionId ? data.solution : undefined;
  const categoriesInUse = new Set(summary?.solutionSummary.categoryData.map((c) => c.categoryId) ?? []);
  if (!solution) return <Skeleton variant="rounded" height={320} />;
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }} data-testid={`calculation-${side}`}>
      <Card sx={{ p: 2, borderTop: 4, borderColor: side === 'before' ? 'warning.main' : 'success.main' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: solution.solutionType.calculationMode === 1 ? 2 : 0 }}>
          <Typography variant="h2" component="h2" sx={{ flexGrow: 1 }}>{side === 'before' ? t`Before` : t`After`}</Typography>
          <Chip size="small" label={t`Data state ${state}`} />
          <Chip size="small" variant="outlined" label={typeText(solution.solutionType.calculationMode).name} />
        </Box>
        {solution.solutionType.calculationMode === 1 && <InfrastructurePickers solution={solution} disabled={!can.solutions} />}
      </Card>
      <ItemsCard solution={solution} locked={false} onImport={() => undefined} />
      <CapacitiesCard solution={solution} categoriesInUse={categoriesInUse} />
    </Box>
  );
}

import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import AddOutlined from '@mui/icons-material/AddOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { preAnalysisEstimate } from '../../../../shared/calc';
import { PRE_ANALYSIS_CATEGORY_MAX, PRE_ANALYSIS_MAX_ROWS, type PreAnalysisEntry } from '../../../../shared/comparative';
import type { ProjectFieldsFragment } from '../../gql/graphql';
import { useDebouncedValue } from '../common/useDebouncedValue';
import { ComparativeFrame } from './ComparativeFrame';
import { comparativeFormat } from './comparative-format';
import { usePreAnalysisSave } from './comparative.hooks';
import { ComparativePreAnalysisDocument } from './comparative.queries';

const NUMBER_KEYS = ['unitsBefore', 'wattsBefore', 'unitsAfter', 'wattsAfter', 'hours'] as const;
type NumberKey = (typeof NUMBER_KEYS)[number];
/** A row as typed: numbers stay text until they are saved. */
type Row = { category: string } & Record<NumberKey, string>;

/** Saves this long after the last keystroke. */
const SAVE_DELAY_MS = 800;

/** '' → null (not known yet); a number (decimal comma or point); undefined when not a number. */
function parseCell(s: string): number | null | undefined {
  const v = s.trim().replace(',', '.');
  if (v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

const toRow = (r: PreAnalysisEntry): Row => ({
  category: r.category,
  ...(Object.fromEntries(NUMBER_KEYS.map((k) => [k, r[k] == null ? '' : String(r[k])])) as Record<NumberKey, string>),
});

/**
 * /comparative-solution/projects/{projectId}/pre-analysis: a quick estimate from a few category
 * totals (units and average watts before and after) before the equipment is entered in detail
 * (M1, M6). Saved with the project as you type, so colleagues see the same sketch.
 */
export function PreAnalysisPage() {
  const { projectId = '' } = useParams();
  const { t } = useLingui();
  return (
    <ComparativeFrame projectId={projectId} section="pre-analysis" title={t`Pre-analysis`} subtitle={t`A quick estimate from a few category totals, before the equipment is entered in detail`}>
      {(project) => <PreAnalysisLoader project={project} />}
    </ComparativeFrame>
  );
}

function PreAnalysisLoader({ project }: { project: ProjectFieldsFragment }) {
  const { t } = useLingui();
  const { data, error } = useQuery(ComparativePreAnalysisDocument, { variables: { projectId: project.id }, fetchPolicy: 'cache-and-network' });
  if (error && !data) return <Typography color="error">{t`An error has occurred`}</Typography>;
  if (!data) return <Skeleton variant="rounded" height={320} />;
  const saved = data.comparativePreAnalysis;
  return <PreAnalysisView key={project.id} project={project} initial={saved.saved ? saved.rows.map(toRow) : null} />;
}

function PreAnalysisView({ project, initial }: { project: ProjectFieldsFragment; initial: Row[] | null }) {
  const { t, i18n } = useLingui();
  const blank = (category: string, hours: string): Row => ({ category, unitsBefore: '', wattsBefore: '', unitsAfter: '', wattsAfter: '', hours });
  const [rows, setRows] = useState<Row[]>(() => initial ?? [blank(t`Servers`, '8760'), blank(t`Storage`, '8760'), blank(t`Network`, '8760'), blank(t`End-user IT`, '2000')]);
  const [dirty, setDirty] = useState(false);
  const { save, saving, error: saveError } = usePreAnalysisSave(project.id);
  const [savedOnce, setSavedOnce] = useState(initial !== null);

  const parsed = rows.map((r) => Object.fromEntries(NUMBER_KEYS.map((k) => [k, parseCell(r[k])])) as Record<NumberKey, number | null | undefined>);
  const invalid = parsed.some((p) => NUMBER_KEYS.some((k) => p[k] === undefined)) || rows.some((r) => r.category.trim().length > PRE_ANALYSIS_CATEGORY_MAX);
  const debounced = useDebouncedValue(rows, SAVE_DELAY_MS);
  const lastSent = useRef<string>('');
  useEffect(() => {
    if (!dirty || invalid) return;
    const body = debounced.map((r) => ({ category: r.category.trim(), ...Object.fromEntries(NUMBER_KEYS.map((k) => [k, parseCell(r[k]) ?? null])) }));
    const key = JSON.stringify(body);
    if (key === lastSent.current) return;
    lastSent.current = key;
    void save(body as PreAnalysisEntry[]).then((saved) => saved && setSavedOnce(true));
    // `invalid` and `dirty` are read from the render that debounced; saving again needs a new edit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const estimate = preAnalysisEstimate(
    parsed.map((p) => ({ unitsBefore: p.unitsBefore ?? 0, wattsBefore: p.wattsBefore ?? 0, unitsAfter: p.unitsAfter ?? 0, wattsAfter: p.wattsAfter ?? 0, hours: p.hours ?? 0 })),
    project.kwhPrice,
  );
  const f = comparativeFormat(i18n.locale, project.currency);
  const edit = (next: Row[]) => {
    setRows(next);
    setDirty(true);
  };
  const set = (i: number, k: keyof Row, v: string) => edit(rows.map((r, j) => (j === i ? { ...r, [k]: v } : r)));
  const cell = (i: number, k: NumberKey, label: string) => (
    <TextField
      size="small"
      value={rows[i][k]}
      onChange={(e) => set(i, k, e.target.value)}
      error={parsed[i][k] === undefined}
      slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': label, style: { textAlign: 'right' } } }}
      sx={{ width: 100 }}
    />
  );
  const status = invalid
    ? { icon: <ErrorOutline color="error" fontSize="small" />, text: t`Not saved: correct the fields marked in red.` }
    : saving || (dirty && debounced !== rows)
      ? { icon: <CircularProgress size={16} />, text: t`Saving…` }
      : saveError
        ? { icon: <ErrorOutline color="error" fontSize="small" />, text: t`Could not save. Your changes are kept here; edit again to retry.` }
        : savedOnce
          ? { icon: <CheckCircleOutline color="success" fontSize="small" />, text: t`Saved with the project` }
          : null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Card sx={{ overflowX: 'auto' }}>
        <Table size="small" data-testid="pre-analysis">
          <TableHead>
            <TableRow>
              <TableCell>{t`Category`}</TableCell>
              <TableCell align="right">{t`Units before`}</TableCell>
              <TableCell align="right">{t`Watt each before`}</TableCell>
              <TableCell align="right">{t`Units after`}</TableCell>
              <TableCell align="right">{t`Watt each after`}</TableCell>
              <TableCell align="right">{t`Hours a year`}</TableCell>
              <TableCell align="right">{t`Saving kWh`}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r, i) => (
              <TableRow key={i}>
                <TableCell>
                  <TextField size="small" value={r.category} onChange={(e) => set(i, 'category', e.target.value)} slotProps={{ htmlInput: { 'aria-label': t`Category`, maxLength: PRE_ANALYSIS_CATEGORY_MAX } }} />
                </TableCell>
                <TableCell align="right">{cell(i, 'unitsBefore', t`Units before`)}</TableCell>
                <TableCell align="right">{cell(i, 'wattsBefore', t`Watt each before`)}</TableCell>
                <TableCell align="right">{cell(i, 'unitsAfter', t`Units after`)}</TableCell>
                <TableCell align="right">{cell(i, 'wattsAfter', t`Watt each after`)}</TableCell>
                <TableCell align="right">{cell(i, 'hours', t`Hours a year`)}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>{f.saving(estimate.rows[i]?.savingKwh)}</TableCell>
                <TableCell>
                  <IconButton aria-label={t`Remove row`} onClick={() => edit(rows.filter((_, j) => j !== i))}><DeleteOutline /></IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Box sx={{ p: 1, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button startIcon={<AddOutlined />} disabled={rows.length >= PRE_ANALYSIS_MAX_ROWS} onClick={() => edit([...rows, blank('', '8760')])}>{t`Add a category`}</Button>
          <Box sx={{ flexGrow: 1 }} />
          {status && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} role="status" data-testid="pre-analysis-status">
              {status.icon}
              <Typography variant="body2" color="text.secondary">{status.text}</Typography>
            </Box>
          )}
        </Box>
      </Card>
      <Card sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }} data-testid="pre-analysis-result">
        {[
          [t`kWh a year before`, f.kwh(estimate.kwhBefore)],
          [t`kWh a year after`, f.kwh(estimate.kwhAfter)],
          [t`Estimated saving`, `${f.saving(estimate.savingKwh)} kWh (${f.percent(estimate.savingPercent)})`],
          [t`Money saving a year`, f.money(estimate.moneySaving)],
        ].map(([label, value]) => (
          <Box key={label}>
            <Typography variant="caption" color="text.secondary">{label}</Typography>
            <Typography variant="h6" sx={{ fontWeight: 700 }}>{value}</Typography>
          </Box>
        ))}
      </Card>
      <Typography variant="body2" color="text.secondary">{t`The pre-analysis is a sketch saved with the project; it is not part of the report. Enter the equipment under Calculations for the report.`}</Typography>
    </Box>
  );
}

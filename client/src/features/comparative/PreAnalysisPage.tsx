import { useLingui } from '@lingui/react/macro';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { preAnalysisEstimate } from '../../../../shared/calc';
import type { ProjectFieldsFragment } from '../../gql/graphql';
import { ComparativeFrame } from './ComparativeFrame';
import { comparativeFormat } from './comparative-format';

interface Row {
  category: string;
  unitsBefore: string;
  wattsBefore: string;
  unitsAfter: string;
  wattsAfter: string;
  hours: string;
}

const storageKey = (projectId: string) => `greenit.preAnalysis.${projectId}`;

/**
 * /comparative-solution/projects/{projectId}/pre-analysis: a quick estimate from a few category
 * totals (units and average watts before and after) before the equipment is entered in detail.
 * Kept in this browser (local storage), not on the server: it is a sketch, not project data.
 */
export function PreAnalysisPage() {
  const { projectId = '' } = useParams();
  const { t } = useLingui();
  return (
    <ComparativeFrame projectId={projectId} section="pre-analysis" title={t`Pre-analysis`} subtitle={t`A quick estimate from a few category totals, before the equipment is entered in detail`}>
      {(project) => <PreAnalysisView project={project} />}
    </ComparativeFrame>
  );
}

function PreAnalysisView({ project }: { project: ProjectFieldsFragment }) {
  const { t, i18n } = useLingui();
  const defaults: Row[] = [
    { category: t`Servers`, unitsBefore: '', wattsBefore: '', unitsAfter: '', wattsAfter: '', hours: '8760' },
    { category: t`Storage`, unitsBefore: '', wattsBefore: '', unitsAfter: '', wattsAfter: '', hours: '8760' },
    { category: t`Network`, unitsBefore: '', wattsBefore: '', unitsAfter: '', wattsAfter: '', hours: '8760' },
    { category: t`End-user IT`, unitsBefore: '', wattsBefore: '', unitsAfter: '', wattsAfter: '', hours: '2000' },
  ];
  const [rows, setRows] = useState<Row[]>(() => {
    try {
      const saved = JSON.parse(localStorage.getItem(storageKey(project.id)) ?? 'null') as Row[] | null;
      return Array.isArray(saved) && saved.length ? saved : defaults;
    } catch {
      return defaults;
    }
  });
  useEffect(() => localStorage.setItem(storageKey(project.id), JSON.stringify(rows)), [rows, project.id]);
  const num = (s: string) => Number(s.replace(',', '.'));
  const estimate = preAnalysisEstimate(rows.map((r) => ({ unitsBefore: num(r.unitsBefore), wattsBefore: num(r.wattsBefore), unitsAfter: num(r.unitsAfter), wattsAfter: num(r.wattsAfter), hours: num(r.hours) })), project.kwhPrice);
  const f = comparativeFormat(i18n.locale, project.currency);
  const set = (i: number, k: keyof Row, v: string) => setRows(rows.map((r, j) => (j === i ? { ...r, [k]: v } : r)));
  const cell = (i: number, k: keyof Row, label: string) => (
    <TextField size="small" value={rows[i][k]} onChange={(e) => set(i, k, e.target.value)} slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': label, style: { textAlign: 'right' } } }} sx={{ width: 100 }} />
  );
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
                <TableCell><TextField size="small" value={r.category} onChange={(e) => set(i, 'category', e.target.value)} slotProps={{ htmlInput: { 'aria-label': t`Category` } }} /></TableCell>
                <TableCell align="right">{cell(i, 'unitsBefore', t`Units before`)}</TableCell>
                <TableCell align="right">{cell(i, 'wattsBefore', t`Watt each before`)}</TableCell>
                <TableCell align="right">{cell(i, 'unitsAfter', t`Units after`)}</TableCell>
                <TableCell align="right">{cell(i, 'wattsAfter', t`Watt each after`)}</TableCell>
                <TableCell align="right">{cell(i, 'hours', t`Hours a year`)}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>{f.saving(estimate.rows[i]?.savingKwh)}</TableCell>
                <TableCell><IconButton aria-label={t`Remove row`} onClick={() => setRows(rows.filter((_, j) => j !== i))}><DeleteOutline /></IconButton></TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Box sx={{ p: 1 }}>
          <Button startIcon={<AddOutlined />} onClick={() => setRows([...rows, { category: '', unitsBefore: '', wattsBefore: '', unitsAfter: '', wattsAfter: '', hours: '8760' }])}>{t`Add a category`}</Button>
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
      <Typography variant="body2" color="text.secondary">{t`The estimate is kept in this browser only. Enter the equipment under Calculations for the report.`}</Typography>
    </Box>
  );
}

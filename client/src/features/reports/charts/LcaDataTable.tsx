import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { LcaStageInclusion, Precision } from '../../../../../shared/calc';
import { includedStages, LCA_STAGE_KEYS, type LcaBarKey, type LcaStageKey, type LcaStagesInput } from '../../../../../shared/reports';
import { formatNumber } from './chart-format';
import { useReportChartLabels } from './chart-labels';
import type { FigureKey } from '../../../../../shared/reports';
import { Fig } from '../sections/figure-key';

export interface LcaDataTableRow {
  id: string | number;
  /** The group's (or category's) name, shown in full. */
  name: string;
  /** The report's LcaData (kg CO2e over the report period, M5). */
  lcaData: LcaStagesInput;
}

export interface LcaDataTableProps {
  rows: readonly LcaDataTableRow[];
  /** An LCA report applies the stage inclusion of M5; other reports show every stage. */
  lcaReport: boolean;
  /** Decimals (CO2_PRECISION). */
  precision: Precision;
  /** Heading of the name column: what the rows are (groups, categories…), so it is always given. */
  nameHeader: string;
  /** Colour per stage, as in the stacked bars this table names (a swatch in the header). */
  stageColors?: Partial<Record<LcaBarKey, string>>;
  /** Print view: slightly tighter rows. */
  print?: boolean;
  /** The key of a row's printed figure into the document manifest's figure set (issue #46); none when not given. */
  figureKeyOf?: (rowId: string | number, column: LcaBarKey | 'gwp') => FigureKey | null;
}

const EXCLUDED = '—';

function stageValue(lca: LcaStagesInput, stage: LcaStageKey): number | null {
  const v = stage === 'manufacturing' ? lca.manufacturingKgCo2e : stage === 'transportation' ? lca.transportationKgCo2e : stage === 'use' ? lca.useKgCo2e : lca.eolKgCo2e;
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

/**
 * The LCA data table of the non-single reports (spec §2: shown instead of chart labels): per row the
 * stages, the refurbishment offset (below zero, it is subtracted) and the GWP total in kg CO2e. A stage
 * that the row's stage inclusion leaves out (M5: cradle to gate, all but use) reads "—", with a footnote.
 */
export function LcaDataTable({ rows, lcaReport, precision, nameHeader, stageColors, print = false, figureKeyOf }: LcaDataTableProps) {
  const { t, i18n } = useLingui();
  const { stages: stageLabels } = useReportChartLabels();
  const locale = i18n.locale;

  const inclusionOf = rows.map((r) => includedStages(r.lcaData, lcaReport));
  // Footnotes numbered in the order they first appear.
  const notes: LcaStageInclusion[] = [];
  for (const { inclusion } of inclusionOf) if (inclusion !== 'all' && !notes.includes(inclusion)) notes.push(inclusion);
  const noteText: Record<Exclude<LcaStageInclusion, 'all'>, string> = {
    to_gate: t`Cradle to gate: only manufacturing and transportation are included.`,
    all_but_use: t`All stages but use: the use stage is not included, as there is no energy data for it.`,
  };

  const columns: { key: LcaBarKey | 'gwp'; label: string }[] = [
    ...LCA_STAGE_KEYS.map((k) => ({ key: k, label: stageLabels[k] })),
    { key: 'refurbishmentOffset', label: stageLabels.refurbishmentOffset },
    { key: 'gwp', label: t`GWP total (kg CO2e)` },
  ];

  return (
    <Box data-testid="lca-data-table" sx={{ breakInside: 'avoid' }}>
      <Table size="small" aria-label={t`LCA data`} sx={{ '& td, & th': { px: 1, py: print ? 0.4 : 0.6, fontSize: print ? 11 : 12, borderColor: 'divider' }, fontVariantNumeric: 'tabular-nums' }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" sx={{ fontWeight: 700 }}>
              {nameHeader}
            </TableCell>
            {columns.map((c) => (
              <TableCell key={c.key} component="th" align="right" sx={{ fontWeight: 700, whiteSpace: 'normal', lineHeight: 1.25, verticalAlign: 'bottom' }}>
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                  {c.key !== 'gwp' && stageColors?.[c.key] && (
                    <Box component="span" aria-hidden sx={{ width: 8, height: 8, borderRadius: '2px', flexShrink: 0, border: `4px solid ${stageColors[c.key]}`, boxSizing: 'border-box' }} />
                  )}
                  {c.label}
                </Box>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => {
            const { inclusion, stages } = inclusionOf[i];
            const note = inclusion === 'all' ? null : notes.indexOf(inclusion) + 1;
            const offset = row.lcaData.refurbishedOffsetTotalKgCo2e;
            return (
              <TableRow key={row.id} data-testid="lca-data-row" data-inclusion={inclusion}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {row.name}
                  {note && (
                    <Box component="sup" sx={{ ml: 0.25, color: 'text.secondary' }}>
                      {note}
                    </Box>
                  )}
                </TableCell>
                {LCA_STAGE_KEYS.map((stage) =>
                  stages.includes(stage) ? (
                    <TableCell key={stage} align="right" data-stage={stage}>
                      <Fig k={figureKeyOf?.(row.id, stage)}>{formatNumber(stageValue(row.lcaData, stage), locale, precision)}</Fig>
                    </TableCell>
                  ) : (
                    <TableCell key={stage} align="right" data-stage={stage} data-excluded="true" sx={{ color: 'text.secondary' }}>
                      <span aria-label={t`not included`}>{EXCLUDED}</span>
                    </TableCell>
                  ),
                )}
                <TableCell align="right" data-stage="refurbishmentOffset">
                  <Fig k={figureKeyOf?.(row.id, 'refurbishmentOffset')}>
                    {typeof offset === 'number' && offset > 0 ? formatNumber(-offset, locale, precision) : formatNumber(0, locale, precision)}
                  </Fig>
                </TableCell>
                <TableCell align="right" data-stage="gwp" sx={{ fontWeight: 700 }}>
                  <Fig k={figureKeyOf?.(row.id, 'gwp')}>{formatNumber(row.lcaData.gwpKgCo2e, locale, precision)}</Fig>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {notes.length > 0 && (
        <Box component="ol" data-testid="lca-data-notes" sx={{ m: 0, mt: 0.75, pl: 2.5 }}>
          {notes.map((n) => (
            <Typography key={n} component="li" variant="caption" color="text.secondary" sx={{ display: 'list-item' }}>
              {noteText[n as Exclude<LcaStageInclusion, 'all'>]}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

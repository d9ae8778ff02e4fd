/** The item import's check step: the rows found in the catalogue and those not found, to select. */
import { useLingui } from '@lingui/react/macro';
import { categoryName } from '../../common/category-names';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { SolutionDetailFieldsFragment } from '../../../gql/graphql';
import { missingSelectable } from './import-mapping';
import type { CheckRow, ItemImport } from './item-import.hooks';
import { formatNumber } from '../../../../../shared/format/number';

export function CheckStep({ state, solution }: { state: ItemImport; solution: SolutionDetailFieldsFragment }) {
  const { t, i18n } = useLingui();
  const { checked, selection, selectedCount, foundSelectable, missingAllowed, canRequestItems } = state;
  if (!checked) return null;
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Chip color="success" variant="outlined" label={t`${formatNumber(checked.found.length, i18n.locale)} found`} data-testid="import-found-count" />
        <Chip color={checked.missing.length ? 'warning' : 'default'} variant="outlined" label={t`${formatNumber(checked.missing.length, i18n.locale)} not found`} data-testid="import-missing-count" />
        <Box sx={{ flexGrow: 1 }} />
        {selectedCount === 0 ? (
          <Typography variant="body2" color="error" sx={{ fontWeight: 600 }} data-testid="import-none-selected">
            {t`No items selected`}
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary">{t`${{ selectedCount: formatNumber(selectedCount, i18n.locale) }} selected`}</Typography>
        )}
      </Box>

      <CheckSection
        title={t`Found in the catalogue`}
        testId="import-found"
        rows={checked.found}
        selected={selection.found}
        allSelectable={foundSelectable.map((f) => f.index)}
        onToggle={(i, on) => state.toggle('found', i, on)}
        onToggleAll={(on) => state.selectAll('found', on)}
        disabledReason={(r) => (r.available ? null : t`This product does not fit a ${solution.solutionType.name} solution`)}
        product={(r) => ('product' in r && r.product ? `${r.product.manufacturer} ${r.product.modelName} · ${categoryName(i18n, r.product.category.id, r.product.category.name)}` : null)}
      />
      <CheckSection
        title={t`Not found`}
        testId="import-missing"
        rows={checked.missing}
        selected={selection.missing}
        allSelectable={missingAllowed.map((m) => m.index)}
        onToggle={(i, on) => state.toggle('missing', i, on)}
        onToggleAll={(on) => state.selectAll('missing', on)}
        disabledReason={(r) => (missingSelectable(r, canRequestItems) ? null : t`Item requests require an agreement`)}
        product={() => null}
        note={canRequestItems ? t`Selected rows are sent as item requests; they count once they are in the catalogue.` : t`Item requests require an agreement`}
      />
    </>
  );
}

interface CheckSectionProps {
  title: string;
  testId: string;
  rows: readonly CheckRow[];
  selected: ReadonlySet<number>;
  allSelectable: number[];
  onToggle(index: number, on: boolean): void;
  onToggleAll(on: boolean): void;
  disabledReason(row: CheckRow): string | null;
  product(row: CheckRow): string | null;
  note?: string;
}

function CheckSection({ title, testId, rows, selected, allSelectable, onToggle, onToggleAll, disabledReason, product, note }: CheckSectionProps) {
  const { t } = useLingui();
  if (!rows.length) return null;
  const all = allSelectable.length > 0 && allSelectable.every((i) => selected.has(i));
  const some = allSelectable.some((i) => selected.has(i));
  return (
    <Box sx={{ mb: 2.5 }} data-testid={testId}>
      <Typography variant="subtitle2" sx={{ mb: 0.5 }}>{title}</Typography>
      {note && <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>{note}</Typography>}
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox size="small" checked={all} indeterminate={some && !all} disabled={!allSelectable.length} onChange={(_e, on) => onToggleAll(on)} slotProps={{ input: { 'aria-label': t`Select all: ${title}` } }} />
              </TableCell>
              <TableCell>{t`Row`}</TableCell>
              <TableCell>{t`Brand`}</TableCell>
              <TableCell>{t`Model`}</TableCell>
              <TableCell>{t`Part number`}</TableCell>
              <TableCell align="right">{t`Amount`}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => {
              const reason = disabledReason(r);
              const match = product(r);
              const box = (
                <Checkbox
                  size="small"
                  checked={selected.has(r.index)}
                  disabled={!!reason}
                  onChange={(_e, on) => onToggle(r.index, on)}
                  slotProps={{ input: { 'aria-label': `${r.brandName} ${r.modelName}`, 'data-testid': `${testId}-row-${r.index}` } as object }}
                />
              );
              return (
                <TableRow key={r.index} hover>
                  <TableCell padding="checkbox">
                    {reason ? (
                      <Tooltip title={reason}>
                        <span data-testid={`${testId}-locked-${r.index}`}>{box}</span>
                      </Tooltip>
                    ) : (
                      box
                    )}
                  </TableCell>
                  <TableCell>{r.index + 1}</TableCell>
                  <TableCell>{r.brandName}</TableCell>
                  <TableCell>
                    {r.modelName}
                    {match && (
                      <Typography variant="caption" color="success.main" component="div">
                        → {match}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{r.manufacturerPartNumber}</TableCell>
                  <TableCell align="right">{r.amount}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}

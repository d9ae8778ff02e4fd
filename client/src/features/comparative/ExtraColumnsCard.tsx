import { useLingui } from '@lingui/react/macro';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { EXTRA_COLUMNS, type ExtraColumn } from '../../../../shared/comparative';
import type { ComparativeReportQuery } from '../../gql/graphql';
import { useSolutionsScreen } from '../solutions';
import type { ComparativeFormat } from './comparative-format';
import { useExtraColumnToggle } from './comparative.hooks';

type Calculation = ComparativeReportQuery['comparativeReport']['calculations'][number];
type Item = Calculation['itemsBefore'][number];

const OTHER_TYPE = 'other';

/**
 * The items of a calculation, before and after, grouped by category type, with the extra columns
 * chosen for each type (spec §3 Category extra_columns, §7 extra column toggle). The choice is kept
 * with the calculation, so colleagues and the next visit see the same columns.
 */
export function ExtraColumnsCard({ calc, f }: { calc: Calculation; f: ComparativeFormat }) {
  const { t } = useLingui();
  const { projectId, can, fail } = useSolutionsScreen();
  const { toggle, loading } = useExtraColumnToggle(projectId, fail);
  const [chosen, setChosen] = useState<Record<string, string[]>>((calc.extraColumns ?? {}) as Record<string, string[]>);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; type: string } | null>(null);

  const labels: Record<ExtraColumn, string> = {
    average_watts: t`Average watt`,
    annual_kwh: t`kWh a year (IT)`,
    total_kwh: t`kWh a year with UPS and cooling`,
    co2_kg: t`CO2e a year`,
    operational_cost: t`Operating cost a year`,
    manufacturing_kg_co2e: t`Manufacturing CO2e`,
  };
  const value = (column: ExtraColumn, v: number | undefined) => {
    if (v == null) return '–';
    if (column === 'average_watts') return `${f.number(v)} W`;
    if (column === 'annual_kwh' || column === 'total_kwh') return `${f.kwh(v)} kWh`;
    if (column === 'operational_cost') return f.money(v);
    const co2 = f.co2(v);
    return `${co2.value} ${co2.unit}`;
  };
  const typeLabel = (type: string) => (type === 'datacenter' ? t`Data centre` : type === 'office_it' ? t`Office IT` : t`Other equipment`);

  const items: Array<Item & { sideLabel: string }> = [
    ...calc.itemsBefore.map((i) => ({ ...i, sideLabel: t`Before` })),
    ...calc.itemsAfter.map((i) => ({ ...i, sideLabel: t`After` })),
  ];
  const types = [...new Set(items.map((i) => i.categoryType ?? OTHER_TYPE))].sort();

  const flip = async (type: string, column: ExtraColumn) => {
    const columns = await toggle(calc.id, column, type);
    if (columns) setChosen(columns);
  };

  if (items.length === 0) return null;
  return (
    <Card sx={{ p: 2 }} data-testid="item-figures">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>{t`Item figures`}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t`Choose extra columns for each kind of equipment; the choice is saved with the calculation.`}
      </Typography>
      {types.map((type) => {
        const columns = EXTRA_COLUMNS.filter((c) => (chosen[type] ?? []).includes(c));
        return (
          <Box key={type} sx={{ mb: 2 }} data-testid={`item-figures-${type}`}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
              <Typography variant="subtitle2" component="h4" sx={{ flexGrow: 1 }}>{typeLabel(type)}</Typography>
              {type !== OTHER_TYPE && (
                <Button
                  size="small"
                  startIcon={<ViewColumnOutlined />}
                  onClick={(e) => setMenu({ anchor: e.currentTarget, type })}
                  disabled={!can.solutions}
                  aria-haspopup="menu"
                  data-testid={`extra-columns-${type}`}
                >
                  {t`Extra columns`}
                </Button>
              )}
            </Box>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t({ message: 'Side', context: 'before or after' })}</TableCell>
                    <TableCell>{t`Item`}</TableCell>
                    <TableCell>{t`Category`}</TableCell>
                    <TableCell align="right">{t`Amount`}</TableCell>
                    {columns.map((c) => (
                      <TableCell key={c} align="right" sx={{ whiteSpace: 'nowrap' }} data-testid={`extra-column-head-${c}`}>{labels[c]}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {items
                    .filter((i) => (i.categoryType ?? OTHER_TYPE) === type)
                    .map((i) => (
                      <TableRow key={`${i.side}-${i.id}`}>
                        <TableCell><Chip size="small" variant="outlined" color={i.side === 'before' ? 'warning' : 'success'} label={i.sideLabel} /></TableCell>
                        <TableCell>{[i.brandName, i.modelName].filter(Boolean).join(' ')}</TableCell>
                        <TableCell>{i.categoryName}</TableCell>
                        <TableCell align="right">{f.number(i.amount)}</TableCell>
                        {columns.map((c) => (
                          <TableCell key={c} align="right">{value(c, (i.extraColumns as Partial<Record<ExtraColumn, number>>)[c])}</TableCell>
                        ))}
                      </TableRow>
                    ))}
                </TableBody>
              </Table>
            </Box>
          </Box>
        );
      })}
      <Menu anchorEl={menu?.anchor} open={!!menu} onClose={() => setMenu(null)}>
        {menu &&
          EXTRA_COLUMNS.map((c) => {
            const on = (chosen[menu.type] ?? []).includes(c);
            return (
              <MenuItem key={c} onClick={() => void flip(menu.type, c)} disabled={loading} role="menuitemcheckbox" aria-checked={on} data-testid={`extra-column-${c}`}>
                <ListItemIcon><Checkbox edge="start" size="small" checked={on} tabIndex={-1} disableRipple /></ListItemIcon>
                <ListItemText>{labels[c]}</ListItemText>
              </MenuItem>
            );
          })}
      </Menu>
    </Card>
  );
}

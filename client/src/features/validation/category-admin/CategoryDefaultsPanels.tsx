/** The category admin's tabs for default modes, default LCA figures (spec §3, methodology M5) and the default service life (M10, issue #32). */
import { useLingui } from '@lingui/react/macro';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SERVICE_LIFE_BOUNDS } from '../../../../../shared/calc/decision';
import { numericText } from '../../common/number-input';
import { parseServiceLife } from '../../common/service-life';
import type { AdminCategory, CategoryAdminActions } from './category-admin.hooks';
import { CategorySelect, Panel, type PanelProps } from './category-admin-fields';

interface Mode {
  name: string;
  powerWatts: number;
  hours: number;
}
interface Lca {
  manufacturingKgCo2e: number;
  transportationKgCo2e: number | null;
  eolKgCo2e: number | null;
}

export function ModesPanel({ data, actions }: PanelProps) {
  const { t, i18n } = useLingui();
  const [categoryId, setCategoryId] = useState(data.adminCategories[0]?.id ?? '');
  const [name, setName] = useState('');
  const [hours, setHours] = useState('8760');
  const [watts, setWatts] = useState('');
  const category = data.adminCategories.find((c) => c.id === categoryId);
  const modes = (category?.defaultModes ?? []) as Mode[];
  const submit = async () => {
    if (await actions.createMode({ categoryId, name, hours: Number(hours), watts: Number(watts) })) {
      setName('');
      setWatts('');
    }
  };
  return (
    <Panel>
      <CategorySelect categories={data.adminCategories} value={categoryId} onChange={setCategoryId} />
      <Table size="small" aria-label={t`Default modes`}>
        <TableHead>
          <TableRow>
            <TableCell>{t`Name`}</TableCell>
            <TableCell align="right">{t`Hours`}</TableCell>
            <TableCell align="right">{t`Average power consumption (W)`}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {modes.map((m, i) => (
            <TableRow key={`${m.name}-${i}`}>
              <TableCell>{m.name}</TableCell>
              <TableCell align="right">{i18n.number(m.hours)}</TableCell>
              <TableCell align="right">{i18n.number(m.powerWatts)}</TableCell>
              <TableCell align="right">
                <IconButton aria-label={t`Delete`} onClick={() => void actions.deleteMode(categoryId, i)}><DeleteOutlined /></IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField size="small" label={t`Name`} value={name} onChange={(e) => setName(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'mode-name' } }} />
        <TextField size="small" type="number" label={t`Hours`} value={hours} onChange={(e) => setHours(e.target.value)} slotProps={{ htmlInput: { min: 0, max: 8760 } }} />
        <TextField size="small" type="number" label={t`Average power consumption (W)`} value={watts} onChange={(e) => setWatts(e.target.value)} sx={{ minWidth: 280 }} slotProps={{ htmlInput: { min: 0, 'data-testid': 'mode-watts' } }} />
        <Button variant="contained" onClick={() => void submit()} disabled={!name.trim() || watts === '' || !categoryId} data-testid="mode-create">{t`Add default mode`}</Button>
      </Box>
    </Panel>
  );
}

export function LcaPanel({ data, actions }: PanelProps) {
  const { t } = useLingui();
  const [categoryId, setCategoryId] = useState(data.adminCategories[0]?.id ?? '');
  const category = data.adminCategories.find((c) => c.id === categoryId);
  return (
    <Panel>
      <CategorySelect categories={data.adminCategories} value={categoryId} onChange={setCategoryId} />
      {category && <LcaForm key={category.id} category={category} actions={actions} />}
      <Typography variant="body2" color="text.secondary">{t`The category default is used for items without product figures (methodology M5).`}</Typography>
    </Panel>
  );
}

function LcaForm({ category, actions }: { category: AdminCategory; actions: CategoryAdminActions }) {
  const { t } = useLingui();
  const lca = category.defaultLca as Lca | null;
  const [manufacturing, setManufacturing] = useState(String(lca?.manufacturingKgCo2e ?? ''));
  const [transportation, setTransportation] = useState(lca?.transportationKgCo2e == null ? '' : String(lca.transportationKgCo2e));
  const [eol, setEol] = useState(lca?.eolKgCo2e == null ? '' : String(lca.eolKgCo2e));
  const num = (v: string) => (v.trim() === '' ? null : Number(v.replace(',', '.')));
  const submit = () => actions.updateLca({ categoryId: category.id, manufacturingKg: num(manufacturing) ?? 0, transportationKg: num(transportation), eolKg: num(eol) });
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField size="small" label={t`Manufacturing (kg CO2e)`} value={manufacturing} onChange={(e) => setManufacturing(e.target.value)} />
      <TextField size="small" label={t`Transportation (kg CO2e)`} value={transportation} onChange={(e) => setTransportation(e.target.value)} />
      <TextField size="small" label={t`End of life (kg CO2e)`} value={eol} onChange={(e) => setEol(e.target.value)} />
      <Button variant="contained" onClick={() => void submit()} disabled={manufacturing.trim() === ''}>{t`Save`}</Button>
    </Box>
  );
}

/**
 * The default service life of a category (M10, issue #32): how long new equipment is kept before it is
 * replaced; the decision compares the carbon payback with it. An item may override it.
 */
export function ServiceLifePanel({ data, actions }: PanelProps) {
  const { t } = useLingui();
  const [categoryId, setCategoryId] = useState(data.adminCategories[0]?.id ?? '');
  const category = data.adminCategories.find((c) => c.id === categoryId);
  return (
    <Panel>
      <CategorySelect categories={data.adminCategories} value={categoryId} onChange={setCategoryId} />
      {category && <ServiceLifeForm key={category.id} category={category} actions={actions} />}
      <Typography variant="body2" color="text.secondary">
        {t`Years new equipment of the category is kept before it is replaced. The replace-or-retain decision compares the carbon payback with it; an item may set its own.`}
      </Typography>
    </Panel>
  );
}

const { min, max } = SERVICE_LIFE_BOUNDS;

function ServiceLifeForm({ category, actions }: { category: AdminCategory; actions: CategoryAdminActions }) {
  const { t, i18n } = useLingui();
  const [text, setText] = useState(i18n.number(category.serviceLifeYears));
  const years = parseServiceLife(text);
  const invalid = typeof years !== 'number';
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <TextField
        size="small"
        label={t`Service life (years)`}
        value={text}
        onChange={(e) => setText(numericText(e.target.value))}
        error={invalid}
        helperText={invalid ? t`From ${min} to ${max} years` : undefined}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'service-life-years' } }}
      />
      <Button variant="contained" onClick={() => typeof years === 'number' && void actions.updateServiceLife(category.id, years)} disabled={invalid} data-testid="service-life-save">
        {t`Save`}
      </Button>
    </Box>
  );
}

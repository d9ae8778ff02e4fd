import { useLingui } from '@lingui/react/macro';
import AcUnitOutlined from '@mui/icons-material/AcUnitOutlined';
import BatteryChargingFullOutlined from '@mui/icons-material/BatteryChargingFullOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { SolutionDetailFieldsFragment } from '../../../gql/graphql';
import { formatNumber } from '../format';
import { parseLocaleNumber, presetChoice, presetsOf } from '../solution-rules';
import { useSolutionsScreen } from '../solutions-context';
import { useInfrastructureWrite } from '../solution.hooks';
import { SaveFlag } from './SaveFlag';
import { presetLabel } from '../../common/category-names';

/** UPS and cooling of a data-centre solution: a preset, a custom value, or none (spec §2, §9; M2). */
export function InfrastructurePickers({ solution, disabled }: { solution: SolutionDetailFieldsFragment; disabled: boolean }) {
  const { t } = useLingui();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Picker kind="ups" solution={solution} disabled={disabled} title={t`UPS`} icon={<BatteryChargingFullOutlined />} />
      <Picker kind="cooling" solution={solution} disabled={disabled} title={t`Cooling`} icon={<AcUnitOutlined />} />
    </Box>
  );
}

function Picker({ kind, solution, disabled, title, icon }: { kind: 'ups' | 'cooling'; solution: SolutionDetailFieldsFragment; disabled: boolean; title: string; icon: React.ReactNode }) {
  const { t, i18n } = useLingui();
  const screen = useSolutionsScreen();
  const { reference } = screen;
  const presets = presetsOf(reference?.infrastructurePresets ?? [], kind);
  const current = kind === 'ups' ? { id: solution.ups.id, value: solution.ups.efficiency } : { id: solution.cooling.id, value: solution.cooling.cop };
  const choice = presetChoice(current, presets, kind);
  const [selected, setSelected] = useState(choice);
  const [custom, setCustom] = useState(choice === `${kind}_custom` ? String(current.value) : '');
  const [customError, setCustomError] = useState<string | null>(null);
  const { flags, save: write } = useInfrastructureWrite(kind, solution.id, screen);
  useEffect(() => setSelected(choice), [choice]);

  const save = async (presetId: string, value?: number) => {
    if (!(await write(presetId, value))) setSelected(choice);
  };

  const applyCustom = () => {
    const n = parseLocaleNumber(custom);
    const ok = n !== null && (kind === 'ups' ? n > 0 && n <= 100 : n > 0 && n <= 100);
    if (!ok) {
      setCustomError(kind === 'ups' ? t`An efficiency above 0 and at most 100 %` : t`A COP above 0 and at most 100`);
      return;
    }
    setCustomError(null);
    void save(`${kind}_custom`, n);
  };

  const display = (value: number | null | undefined) => (value == null ? '' : kind === 'ups' ? `${formatNumber(value, i18n.locale, 1)} %` : `COP ${formatNumber(value, i18n.locale, 2)}`);
  const labelOf = (p: (typeof presets)[number]) => (p.id.endsWith('_custom') ? (kind === 'ups' ? t`Custom efficiency` : t`Custom COP`) : p.id.endsWith('_none') ? (kind === 'ups' ? t`No UPS` : t`No cooling`) : display(p.value));

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1.5, p: 1.5 }} data-testid={`${kind}-picker`}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, color: 'text.secondary' }}>
        {icon}
        <Typography variant="subtitle2" color="text.primary" sx={{ flexGrow: 1 }}>{title}</Typography>
        <SaveFlag state={flags[kind]} testId={`${kind}-flag`} />
      </Box>
      <TextField
        select
        size="small"
        fullWidth
        label={kind === 'ups' ? t`UPS efficiency` : t`Cooling COP`}
        value={selected}
        disabled={disabled}
        onChange={(e) => {
          const id = e.target.value;
          setSelected(id);
          if (id.endsWith('_custom')) return;
          void save(id);
        }}
        slotProps={{ htmlInput: { 'data-testid': `${kind}-select` }, select: { renderValue: (v) => { const p = presets.find((x) => x.id === v); return p ? (p.id.endsWith('_custom') ? `${labelOf(p)}${current.id === p.id ? ` · ${display(current.value)}` : ''}` : labelOf(p)) : String(v); } } }}
      >
        {presets.map((p) => (
          <MenuItem key={p.id} value={p.id} data-testid={`${kind}-option-${p.id}`}>
            <ListItemText primary={labelOf(p)} secondary={p.id.endsWith('_custom') || p.id.endsWith('_none') ? undefined : presetLabel(i18n, p.id, p.label)} slotProps={{ secondary: { sx: { whiteSpace: 'normal', maxWidth: 320 } } }} />
          </MenuItem>
        ))}
      </TextField>
      {selected === `${kind}_custom` && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1.5, alignItems: 'flex-start' }}>
          <TextField
            size="small"
            label={kind === 'ups' ? t`Efficiency` : t`COP`}
            value={custom}
            disabled={disabled}
            onChange={(e) => setCustom(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && applyCustom()}
            error={!!customError}
            helperText={customError ?? (kind === 'ups' ? t`For example 95.5` : t`For example 3.5`)}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': `${kind}-custom` }, input: kind === 'ups' ? { endAdornment: <InputAdornment position="end">%</InputAdornment> } : undefined }}
            sx={{ flexGrow: 1 }}
          />
          <Button variant="outlined" onClick={applyCustom} disabled={disabled} data-testid={`${kind}-custom-apply`} sx={{ mt: 0.25 }}>{t`Apply`}</Button>
        </Box>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {kind === 'ups' ? t`UPS losses = energy through the UPS × (100 / efficiency − 1)` : t`Cooling energy = (energy through cooling + UPS losses) / COP`}
      </Typography>
    </Box>
  );
}

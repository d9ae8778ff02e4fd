import { useLingui } from '@lingui/react/macro';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { ENERGY_INSTRUMENT_TYPES } from '../../../../../shared/calc/scope2';
import { energyInstrumentSchema } from '../../../../../shared/validation/scope2';
import type { SolutionDetailFieldsFragment } from '../../../gql/graphql';
import { parseLocaleNumber } from '../solution-rules';
import { useSolutionsScreen } from '../solutions-context';
import { SaveFlag } from '../components/SaveFlag';
import { useEnergyInstruments } from './energy-instruments.hooks';

/**
 * Contractual energy instruments of a solution (issue #31): guarantees of origin, PPAs and
 * supplier-specific factors that the market-based scope 2 figure applies before the residual mix.
 */
export function EnergyInstrumentsCard({ solution }: { solution: SolutionDetailFieldsFragment }) {
  const { t, i18n } = useLingui();
  const screen = useSolutionsScreen();
  const editable = screen.can.solutions;
  const instruments = useEnergyInstruments(solution.id, screen);
  const { entries, error, saving, flags } = instruments;
  const [type, setType] = useState<string>('guarantee_of_origin');
  const [kwh, setKwh] = useState('');
  const [factor, setFactor] = useState('');
  const [note, setNote] = useState('');
  const [deleting, setDeleting] = useState<{ id: string; label: string } | null>(null);
  const typeLabel: Record<string, string> = {
    guarantee_of_origin: t`Guarantee of origin`,
    ppa: t`Power purchase agreement (PPA)`,
    supplier_specific: t`Supplier-specific factor`,
  };
  const kwhValue = parseLocaleNumber(kwh);
  const factorValue = factor.trim() === '' ? null : parseLocaleNumber(factor);
  const candidate = { type, kwh: kwhValue, factorG: factorValue, note: note.trim() || null };
  const valid = kwhValue !== null && (factor.trim() === '' || factorValue !== null) && energyInstrumentSchema.isValidSync(candidate);
  const number = (n: number, digits = 0) => i18n.number(n, { maximumFractionDigits: digits });

  const submit = async () => {
    if (!valid || kwhValue === null) return;
    if (await instruments.add({ type, kwh: kwhValue, factorG: factorValue, note: note.trim() || null })) {
      setKwh('');
      setFactor('');
      setNote('');
    }
  };

  return (
    <Card component="section" aria-labelledby="energy-instruments-title" sx={{ p: 2 }} data-testid="energy-instruments-card">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <ReceiptLongOutlined color="action" />
        <Typography id="energy-instruments-title" variant="h3" component="h2" sx={{ flexGrow: 1 }}>{t`Energy instruments`}</Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t`Guarantees of origin, PPAs or a supplier-specific factor covering part of this solution's yearly energy. The market-based scope 2 figure counts them first and the rest at the country's residual mix.`}
      </Typography>

      {error && !entries && <Alert severity="error">{t`The energy instruments could not be loaded.`}</Alert>}
      {!entries && !error && <Skeleton variant="rounded" height={56} />}
      {entries && entries.length === 0 && <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>{t`No energy instruments. The solution's renewable share counts as covered by guarantees of origin.`}</Typography>}
      {entries && entries.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {entries.map((e) => {
            const label = typeLabel[e.type] ?? e.type;
            return (
              <Box component="li" key={e.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1, pl: 1.5, border: 1, borderColor: 'divider', borderRadius: 1.5 }} data-testid="energy-instrument">
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>{label}</Typography>
                  <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
                    {t`${number(e.kwh)} kWh a year`}
                    {' · '}
                    {t`${number(e.factorG ?? 0, 2)} g CO2/kWh`}
                    {e.note ? ` · ${e.note}` : ''}
                  </Typography>
                </Box>
                <SaveFlag state={flags[e.id]} />
                <Tooltip title={t`Delete`}>
                  <span>
                    <IconButton size="small" onClick={() => setDeleting({ id: e.id, label })} disabled={!editable || saving} aria-label={t`Delete ${label}`}>
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              </Box>
            );
          })}
        </Box>
      )}

      {editable && (
        <Box
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5, alignItems: 'flex-start' }}
          aria-label={t`Add an energy instrument`}
        >
          <TextField select size="small" label={t`Type`} value={type} onChange={(e) => setType(e.target.value)} sx={{ flex: '1 1 220px' }} slotProps={{ htmlInput: { 'data-testid': 'energy-instrument-type' } }}>
            {ENERGY_INSTRUMENT_TYPES.map((k) => (
              <MenuItem key={k} value={k}>{typeLabel[k]}</MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={t`kWh a year`}
            value={kwh}
            onChange={(e) => setKwh(e.target.value)}
            error={kwh.trim() !== '' && (kwhValue === null || kwhValue < 0)}
            sx={{ width: 140 }}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'energy-instrument-kwh' } }}
          />
          <TextField
            size="small"
            label={type === 'supplier_specific' ? t`g CO2/kWh` : t`g CO2/kWh (optional)`}
            value={factor}
            required={type === 'supplier_specific'}
            onChange={(e) => setFactor(e.target.value)}
            error={factor.trim() !== '' && (factorValue === null || factorValue < 0 || factorValue > 2000)}
            sx={{ flex: '0 1 210px' }}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'energy-instrument-factor' } }}
          />
          <TextField
            size="small"
            label={t`Note (optional)`}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            sx={{ flex: '1 1 220px' }}
            slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'energy-instrument-note' } }}
          />
          <SaveFlag state={flags.new} />
          <Button type="submit" variant="outlined" startIcon={<Add />} disabled={!valid || saving} sx={{ height: 40 }} data-testid="energy-instrument-add">
            {t`Add`}
          </Button>
        </Box>
      )}
      <ConfirmDialog
        open={!!deleting}
        title={t`Delete energy instrument?`}
        confirmLabel={t`Delete`}
        destructive
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting) await instruments.remove(deleting.id);
          setDeleting(null);
        }}
      >
        {t`“${deleting?.label ?? ''}” is removed from the solution; its market-based scope 2 figure counts that energy at the residual mix again.`}
      </ConfirmDialog>
    </Card>
  );
}

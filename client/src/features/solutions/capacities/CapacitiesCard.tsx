import { useLingui } from '@lingui/react/macro';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import type { SolutionCapacityFieldsFragment, SolutionDetailFieldsFragment } from '../../../gql/graphql';
import { capacitiesIncluded, parseLocaleNumber } from '../solution-rules';
import { useSolutionsScreen } from '../solutions-context';
import { useCapacities } from './capacities.hooks';
import { BulkActionsMenu } from '../components/BulkActionsMenu';
import { SaveFlag, type SaveState } from '../components/SaveFlag';
import { capacityName, categoryName } from '../../common/category-names';

/**
 * Capacities of a solution (spec §3, §4; M4): each links a unit of delivered service (virtual machines,
 * usable TB, users…) to a category, so that its watt per unit can be rated. Add, edit, delete (soft),
 * delete all and restore; the Included switch follows spec §4.
 */
export function CapacitiesCard({ solution, categoriesInUse }: { solution: SolutionDetailFieldsFragment; categoriesInUse: ReadonlySet<string> }) {
  const { t, i18n } = useLingui();
  const screen = useSolutionsScreen();
  const { reference, can } = screen;
  const capacities = useCapacities(solution.id, screen);
  const { entries, error, adding, flags } = capacities;
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [confirmAll, setConfirmAll] = useState(false);
  const [capacityId, setCapacityId] = useState('');
  const [amount, setAmount] = useState('');
  const included = capacitiesIncluded(entries ?? []);
  const editable = can.solutions;
  const categoryNames = useMemo(() => new Map((reference?.categories ?? []).map((c) => [c.id, categoryName(i18n, c.id, c.name)])), [reference, i18n]);

  // Capacities of the categories in the solution first, then the rest of its kind.
  const options = useMemo(() => {
    const types = new Set(solution.solutionType.categoryTypes);
    const kind = new Map((reference?.categories ?? []).map((c) => [c.id, c.categoryType]));
    const list = (reference?.capacities ?? []).filter((c) => types.has(kind.get(c.categoryId) ?? ''));
    const used = list.filter((c) => categoriesInUse.has(c.categoryId));
    const other = list.filter((c) => !categoriesInUse.has(c.categoryId));
    return { used, other };
  }, [reference, solution.solutionType.categoryTypes, categoriesInUse]);

  const addAmount = parseLocaleNumber(amount);
  const submit = async () => {
    if (!capacityId || addAmount === null || addAmount < 0) return;
    await capacities.add(capacityId, addAmount);
    setCapacityId('');
    setAmount('');
  };

  const toggleIncluded = (on: boolean) => {
    if (on) void capacities.restore();
    else setConfirmAll(true);
  };

  const option = (c: { id: string; name: string; unit: string; categoryId: string }) => (
    <MenuItem key={c.id} value={c.id} data-testid={`capacity-option-${c.id}`}>
      <ListItemText primary={`${c.name} (${c.unit})`} secondary={categoryNames.get(c.categoryId) ?? c.categoryId} />
    </MenuItem>
  );

  return (
    <Card component="section" aria-labelledby="capacities-title" sx={{ p: 2 }} data-testid="capacities-card">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <SpeedOutlined color="action" />
        <Typography id="capacities-title" variant="h3" component="h2" sx={{ flexGrow: 1 }}>{t`Capacities`}</Typography>
        <SaveFlag state={flags.all} testId="capacities-flag" />
        <Tooltip title={t`Included when an entry has an amount above 0`}>
          <FormControlLabel
            control={<Switch size="small" checked={included} disabled={!editable || !entries} onChange={(_e, on) => toggleIncluded(on)} data-testid="capacities-included" />}
            label={<Typography variant="body2">{t`Included`}</Typography>}
            sx={{ mr: 0 }}
          />
        </Tooltip>
        <IconButton size="small" onClick={(e) => setMenu(e.currentTarget)} aria-label={t`More capacity actions`} aria-haspopup="menu" disabled={!editable}>
          <MoreVert fontSize="small" />
        </IconButton>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t`What the equipment delivers, e.g. virtual machines or usable TB. Ratings compare watt per unit.`}
      </Typography>

      {error && !entries && <Alert severity="error">{t`The capacities could not be loaded.`}</Alert>}
      {!entries && !error && <Skeleton variant="rounded" height={56} />}
      {entries && entries.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>{t`No capacities yet.`}</Typography>
      )}
      {entries && entries.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {entries.map((c) => (
            <CapacityEntry
              key={c.id}
              entry={c}
              categoryName={categoryNames.get(c.capacity.categoryId) ?? c.capacity.categoryId}
              flag={flags[c.id]}
              editable={editable}
              onSave={(value) => capacities.setAmount(c.id, value)}
              onDelete={() => capacities.remove(c.id)}
            />
          ))}
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
          aria-label={t`Add a capacity`}
        >
          <TextField select size="small" label={t`Capacity`} value={capacityId} onChange={(e) => setCapacityId(e.target.value)} sx={{ flex: '1 1 200px' }} slotProps={{ htmlInput: { 'data-testid': 'capacity-select' } }}>
            {options.used.length > 0 && <ListSubheader>{t`Categories in this solution`}</ListSubheader>}
            {options.used.map(option)}
            {options.other.length > 0 && <ListSubheader>{t`Other categories`}</ListSubheader>}
            {options.other.map(option)}
          </TextField>
          <TextField
            size="small"
            label={t`Amount`}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={amount.trim() !== '' && (addAmount === null || addAmount < 0)}
            sx={{ width: 120 }}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'capacity-amount' } }}
          />
          <SaveFlag state={flags.new} />
          <Button type="submit" variant="outlined" startIcon={<Add />} disabled={!capacityId || addAmount === null || addAmount < 0 || adding} sx={{ height: 40 }} data-testid="capacity-add">
            {t`Add`}
          </Button>
        </Box>
      )}

      <BulkActionsMenu
        anchorEl={menu}
        onClose={() => setMenu(null)}
        hasEntries={!!entries?.length}
        restoreTestId="capacities-restore"
        onRestore={() => capacities.restore()}
        onDeleteAll={() => capacities.removeAll()}
        confirmTitle={t`Leave out all capacities?`}
        confirmOpen={confirmAll}
        onConfirmOpenChange={setConfirmAll}
        confirmText={t`All capacities of this solution are deleted; its categories are then unrated. “Restore deleted” brings them back.`}
      />
    </Card>
  );
}

interface CapacityEntryProps {
  entry: SolutionCapacityFieldsFragment;
  categoryName: string;
  flag: SaveState | undefined;
  editable: boolean;
  onSave(amount: number): Promise<boolean>;
  onDelete(): Promise<boolean>;
}

function CapacityEntry({ entry, categoryName, flag, editable, onSave, onDelete }: CapacityEntryProps) {
  const { t, i18n } = useLingui();
  const [value, setValue] = useState(String(entry.amount));
  const [invalid, setInvalid] = useState(false);
  useEffect(() => setValue(String(entry.amount)), [entry.amount]);
  const label = `${capacityName(i18n, entry.capacity.id, entry.capacity.name)} (${entry.capacity.unit})`;
  const commit = () => {
    const n = parseLocaleNumber(value);
    setInvalid(n === null || n < 0);
    if (n === null || n < 0 || n === entry.amount) return;
    void onSave(n);
  };
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1, pl: 1.5, border: 1, borderColor: 'divider', borderRadius: 1.5 }} data-testid={`capacity-${entry.capacityId}`}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap title={label}>{label}</Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="div">{categoryName}</Typography>
      </Box>
      <TextField
        size="small"
        value={value}
        disabled={!editable}
        onChange={(e) => setValue(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && (e.target as HTMLInputElement).blur()}
        error={invalid}
        sx={{ width: 110 }}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': t`Amount of ${label}`, 'data-testid': 'capacity-entry-amount' } }}
      />
      <SaveFlag state={flag} testId="capacity-flag" />
      <Tooltip title={t`Delete`}>
        <span>
          <IconButton size="small" onClick={() => void onDelete()} disabled={!editable} aria-label={t`Delete ${label}`}>
            <DeleteOutline fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}

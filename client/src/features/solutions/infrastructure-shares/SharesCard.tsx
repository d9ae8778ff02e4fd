import { useLingui } from '@lingui/react/macro';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import PieChartOutline from '@mui/icons-material/PieChartOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import type { CategoryShareFieldsFragment, SolutionDetailFieldsFragment } from '../../../gql/graphql';
import { canJoinShare, fractionToPercent, sharePercentProblem, sharesIncluded } from '../solution-rules';
import { useSolutionsScreen } from '../solutions-context';
import { useShares } from './shares.hooks';
import { BulkActionsMenu } from '../components/BulkActionsMenu';
import { SaveFlag, type SaveState } from '../components/SaveFlag';
import { categoryName } from '../../common/category-names';

interface CategoryOption {
  id: string;
  name: string;
}

/**
 * Category infrastructure shares (spec §3–§5; M2): a category in a share draws only that share of its
 * energy through UPS and cooling. The percent is entered in percent and sent as a fraction, and saved
 * only when it has a value; a category joins a share only when named and not in it already, and
 * leaves any other share.
 */
export function SharesCard({ solution, categoriesInUse }: { solution: SolutionDetailFieldsFragment; categoriesInUse: ReadonlySet<string> }) {
  const { t } = useLingui();
  const screen = useSolutionsScreen();
  const { reference, can } = screen;
  const writes = useShares(solution.id, screen);
  const { shares, error, flags } = writes;
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [confirmAll, setConfirmAll] = useState(false);
  const [newCategories, setNewCategories] = useState<CategoryOption[]>([]);
  const [newPercent, setNewPercent] = useState('');
  const included = sharesIncluded(shares ?? []);
  const editable = can.solutions;

  const options: CategoryOption[] = useMemo(() => {
    const list = (reference?.categories ?? []).filter((c) => c.categoryType === 'datacenter' && !c.preset).map((c) => ({ id: c.id, name: c.name }));
    return [...list.filter((c) => categoriesInUse.has(c.id)), ...list.filter((c) => !categoriesInUse.has(c.id))];
  }, [reference, categoriesInUse]);
  const shareOf = useMemo(() => {
    const m = new Map<string, number>();
    (shares ?? []).forEach((s, i) => s.categoryIds.forEach((id) => m.set(id, i + 1)));
    return m;
  }, [shares]);

  const newProblem = sharePercentProblem(newPercent);
  const submitNew = async () => {
    if (!newCategories.length || newProblem || newPercent.trim() === '') return;
    const ok = await writes.add(newPercent, newCategories.map((c) => c.id));
    if (ok) {
      setNewCategories([]);
      setNewPercent('');
    }
  };

  return (
    <Card component="section" aria-labelledby="shares-title" sx={{ p: 2 }} data-testid="shares-card">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <PieChartOutline color="action" />
        <Typography id="shares-title" variant="h3" component="h2" sx={{ flexGrow: 1 }}>{t`Infrastructure shares`}</Typography>
        <SaveFlag state={flags.all} testId="shares-flag" />
        <Tooltip title={t`Included when the first share exists and is not deleted`}>
          <FormControlLabel
            control={<Switch size="small" checked={included} disabled={!editable || !shares} onChange={(_e, on) => (on ? void writes.restore() : setConfirmAll(true))} data-testid="shares-included" />}
            label={<Typography variant="body2">{t`Included`}</Typography>}
            sx={{ mr: 0 }}
          />
        </Tooltip>
        <IconButton size="small" onClick={(e) => setMenu(e.currentTarget)} aria-label={t`More share actions`} aria-haspopup="menu" disabled={!editable}>
          <MoreVert fontSize="small" />
        </IconButton>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t`Categories that draw only part of their energy through this solution's UPS and cooling.`}
      </Typography>

      {error && !shares && <Alert severity="error">{t`The shares could not be loaded.`}</Alert>}
      {!shares && !error && <Skeleton variant="rounded" height={56} />}
      {shares && shares.length === 0 && <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>{t`No shares: every category draws all its energy through UPS and cooling.`}</Typography>}
      {shares && shares.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {shares.map((s, i) => (
            <ShareEntry
              key={s.id}
              share={s}
              number={i + 1}
              options={options}
              shareOf={shareOf}
              flag={flags[s.id]}
              editable={editable}
              onSave={(percent, categoryIds) => writes.save(s.id, percent, categoryIds)}
              onDelete={() => writes.remove(s.id)}
            />
          ))}
        </Box>
      )}

      {editable && (
        <Box
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            void submitNew();
          }}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5, alignItems: 'flex-start' }}
          aria-label={t`Add a share`}
        >
          <CategoryPicker value={newCategories} options={options} shareOf={shareOf} onChange={setNewCategories} testId="share-new-categories" />
          <PercentField value={newPercent} onChange={setNewPercent} problem={newProblem} testId="share-new-percent" />
          <SaveFlag state={flags.new} />
          <Button type="submit" variant="outlined" startIcon={<Add />} disabled={!newCategories.length || !!newProblem || newPercent.trim() === ''} sx={{ height: 40 }} data-testid="share-add">
            {t`Add`}
          </Button>
        </Box>
      )}

      <BulkActionsMenu
        anchorEl={menu}
        onClose={() => setMenu(null)}
        hasEntries={!!shares?.length}
        restoreTestId="shares-restore"
        onRestore={() => writes.restore()}
        onDeleteAll={() => writes.removeAll()}
        confirmTitle={t`Leave out all shares?`}
        confirmOpen={confirmAll}
        onConfirmOpenChange={setConfirmAll}
        confirmText={t`All shares of this solution are deleted; every category then draws all its energy through UPS and cooling. “Restore deleted” brings them back.`}
      />
    </Card>
  );
}

function PercentField({ value, onChange, onBlur, problem, disabled, testId }: { value: string; onChange(v: string): void; onBlur?(): void; problem: 'number' | 'range' | null; disabled?: boolean; testId: string }) {
  const { t } = useLingui();
  return (
    <TextField
      size="small"
      label={t({ message: 'Share', context: 'fraction' })}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      onKeyDown={(e) => e.key === 'Enter' && onBlur && (e.target as HTMLInputElement).blur()}
      error={!!problem}
      helperText={problem === 'number' ? t`A number` : problem === 'range' ? t`Above 0, at most 100` : undefined}
      sx={{ width: 112 }}
      slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': testId }, input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
    />
  );
}

function CategoryPicker({ value, options, shareOf, onChange, disabled, testId, shareId }: { value: CategoryOption[]; options: CategoryOption[]; shareOf: ReadonlyMap<string, number>; onChange(v: CategoryOption[]): void; disabled?: boolean; testId: string; shareId?: string }) {
  const { t } = useLingui();
  const current = { id: shareId ?? 'new', categoryIds: value.map((c) => c.id) };
  return (
    <Autocomplete
      multiple
      size="small"
      value={value}
      options={options}
      disabled={disabled}
      onChange={(_e, v) => onChange(v)}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionDisabled={(o) => !value.some((v) => v.id === o.id) && !canJoinShare(o, current)}
      filterSelectedOptions
      sx={{ flex: '1 1 220px', minWidth: 0 }}
      renderOption={(props, o) => {
        const { key, ...rest } = props as typeof props & { key: string };
        const other = shareOf.get(o.id);
        return (
          <Box component="li" key={key} {...rest} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <span>{o.name}</span>
            {other !== undefined && <Typography variant="caption" color="text.secondary">{t`moves from share ${other}`}</Typography>}
          </Box>
        );
      }}
      renderValue={(v, getItemProps) => v.map((o, index) => {
        const { key, ...rest } = getItemProps({ index });
        return <Chip key={key} size="small" label={o.name} {...rest} />;
      })}
      renderInput={(params) => <TextField {...params} label={t`Categories`} slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId } }} />}
    />
  );
}

interface ShareEntryProps {
  share: CategoryShareFieldsFragment;
  number: number;
  options: CategoryOption[];
  shareOf: ReadonlyMap<string, number>;
  flag: SaveState | undefined;
  editable: boolean;
  onSave(percent: string, categoryIds?: string[]): Promise<boolean>;
  onDelete(): Promise<boolean>;
}

function ShareEntry({ share, number, options, shareOf, flag, editable, onSave, onDelete }: ShareEntryProps) {
  const { t, i18n } = useLingui();
  const saved = fractionToPercent(share.infrastructureSharePercent);
  const [percent, setPercent] = useState(saved == null ? '' : String(saved));
  useEffect(() => setPercent(saved == null ? '' : String(saved)), [saved]);
  const problem = sharePercentProblem(percent);
  const value = share.categories.map((c) => ({ id: c.id, name: categoryName(i18n, c.id, c.name) }));
  const invalid = share.categoryIds.length === 0 || saved == null;

  return (
    <Box component="li" sx={{ p: 1, pl: 1.5, border: 1, borderColor: invalid ? 'warning.main' : 'divider', borderRadius: 1.5 }} data-testid={`share-${number}`}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        <Typography variant="body2" sx={{ fontWeight: 700, pt: 1, width: 24 }} color="text.secondary">{number}</Typography>
        <CategoryPicker
          value={value}
          options={options}
          shareOf={shareOf}
          shareId={share.id}
          disabled={!editable}
          testId={`share-${number}-categories`}
          onChange={(v) => void onSave('', v.map((c) => c.id))}
        />
        <PercentField
          value={percent}
          onChange={setPercent}
          problem={problem}
          disabled={!editable}
          testId={`share-${number}-percent`}
          onBlur={() => {
            // Saved only when it has a value (spec §5); an emptied field keeps the old value.
            if (problem || percent.trim() === '' || Number(percent.replace(',', '.')) === saved) {
              if (percent.trim() === '') setPercent(saved == null ? '' : String(saved));
              return;
            }
            void onSave(percent);
          }}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', pt: 0.5 }}>
          <SaveFlag state={flag} testId={`share-${number}-flag`} />
          <Tooltip title={t`Delete`}>
            <span>
              <IconButton size="small" onClick={() => void onDelete()} disabled={!editable} aria-label={t`Delete share ${number}`}>
                <DeleteOutline fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </Box>
      </Box>
      {invalid && (
        <Typography variant="caption" color="warning.main" sx={{ pl: 4, display: 'block' }}>
          {t`Incomplete: a share needs at least one category and a percentage.`}
        </Typography>
      )}
    </Box>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { SolutionItemFieldsFragment } from '../../../gql/graphql';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { categoryName } from '../../common/category-names';
import { numericText } from '../../common/number-input';
import { DEFAULT_SERVICE_LIFE_YEARS, SERVICE_LIFE_BOUNDS } from '../../../../../shared/calc/decision';
import { formatNumber } from '../../../../../shared/format/number';
import { formatKwh } from '../format';
import { itemUpdateInput, parseAmount, parseServiceLife } from '../solution-rules';
import { useSolutionsScreen } from '../solutions-context';
import { useItemWrites } from './items.hooks';
import { productModes, productUnitKwh } from './ProductSearchField';
import { SaveFlag } from '../components/SaveFlag';
import { useSession } from '../../../app/session';
import { ProductEditDialog } from './ProductEditDialog';

const { min, max } = SERVICE_LIFE_BOUNDS;
const num = (n: number | null | undefined) => (n == null ? '' : String(n));
/** Years as the user's locale writes them (at most 50: no grouping), or '' for none. */
const numText = (n: number | null | undefined, locale: string) => (n == null ? '' : formatNumber(n, locale, Number.isInteger(n) ? 0 : 1));

/** One item: the product and its energy, amount (at least 1), operating hours, refurbishment, service life (issue #32), delete. */
export function ItemRow({ item, solutionId, editable }: { item: SolutionItemFieldsFragment; solutionId: string; editable: boolean }) {
  const { t, i18n } = useLingui();
  const screen = useSolutionsScreen();
  const { reference, notify } = screen;
  const [amount, setAmount] = useState(num(item.amount));
  const [refurbishment, setRefurbishment] = useState(num(item.refurbishmentImpactPercentage));
  const [serviceLife, setServiceLife] = useState(numText(item.serviceLifeYears, i18n.locale));
  const [serviceLifeError, setServiceLifeError] = useState(false);
  const [amountError, setAmountError] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const [editing, setEditing] = useState(false);
  // The partner's own product, for a colleague who may manage products (issue #45: the dialog shows every project it changes).
  const { hasPermission } = useSession();
  const canEditProduct = editable && item.product.own && hasPermission('manage_products');
  const writes = useItemWrites(solutionId, item.id, screen);
  const { flags } = writes;
  useEffect(() => setAmount(num(item.amount)), [item.amount]);
  useEffect(() => setRefurbishment(num(item.refurbishmentImpactPercentage)), [item.refurbishmentImpactPercentage]);
  useEffect(() => setServiceLife(numText(item.serviceLifeYears, i18n.locale)), [item.serviceLifeYears, i18n.locale]);

  const p = item.product;
  const profiles = reference?.hourProfiles ?? [];
  const unitKwh = productUnitKwh(p.modes, item.operationalHours);
  const modes = productModes(p.modes);
  const name = `${p.manufacturer} ${p.modelName}`.trim();
  // The category's default service life (M10, issue #32): the placeholder while the item has none of its own.
  const categoryLifeText = numText(reference?.categories.find((c) => c.id === item.categoryId)?.serviceLifeYears ?? DEFAULT_SERVICE_LIFE_YEARS, i18n.locale);

  const save = async (input: ReturnType<typeof itemUpdateInput>) => {
    if (await writes.update(input)) return;
    setAmount(num(item.amount));
    setRefurbishment(num(item.refurbishmentImpactPercentage));
    setServiceLife(numText(item.serviceLifeYears, i18n.locale));
  };

  const commitAmount = () => {
    const n = parseAmount(amount);
    setAmountError(n === null);
    if (n === null || n === item.amount) return;
    void save(itemUpdateInput({ amount: n }));
  };

  const commitRefurbishment = () => {
    if (refurbishment.trim() === num(item.refurbishmentImpactPercentage)) return;
    const input = itemUpdateInput({ refurbishment });
    if (!('refurbishmentImpactPercentage' in input)) {
      // 0 is dropped from the payload (spec §5): nothing to save.
      notify(t`A refurbishment of 0 % is not saved. Leave the field empty for a new item.`, 'info');
      setRefurbishment(num(item.refurbishmentImpactPercentage));
      return;
    }
    void save(input);
  };

  const commitServiceLife = () => {
    if (serviceLife.trim() === numText(item.serviceLifeYears, i18n.locale)) return setServiceLifeError(false);
    const years = parseServiceLife(serviceLife);
    setServiceLifeError(years === 'invalid');
    if (years === 'invalid' || years === (item.serviceLifeYears ?? null)) return;
    void save(itemUpdateInput({ serviceLife }));
  };

  return (
    <Box
      component="li"
      data-testid={`item-${item.id}`}
      data-product={name}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, p: 1.25, border: 1, borderColor: 'divider', borderRadius: 1.5 }}
    >
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} data-testid="item-name">{name}</Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 0.25, flexWrap: 'wrap' }}>
          <Chip size="small" label={categoryName(i18n, p.category.id, p.category.name)} sx={{ height: 20, fontSize: 11 }} />
          {p.manufacturerPartNumber && (
            <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>{p.manufacturerPartNumber}</Typography>
          )}
          <Tooltip title={modes.map((m) => `${m.name}: ${m.powerConsumptionWatts} W × ${m.hours} h`).join(' · ') || t`No modes`}>
            <Typography variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid="item-unit-kwh">
              <Trans>{formatKwh(unitKwh, i18n.locale)} kWh/yr per unit</Trans>
            </Typography>
          </Tooltip>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' }, ml: 'auto' }}>
        <TextField
          size="small"
          label={t`Amount`}
          value={amount}
          disabled={!editable}
          onChange={(e) => setAmount(numericText(e.target.value))}
          onBlur={commitAmount}
          onKeyDown={(e) => e.key === 'Enter' && (e.target as HTMLInputElement).blur()}
          error={amountError}
          helperText={amountError ? t`At least 1` : undefined}
          sx={{ width: 92 }}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'item-amount', 'aria-label': t`Amount of ${name}` } }}
        />
        <TextField
          select
          size="small"
          label={t`Operating hours`}
          value={item.hoursId ?? 'none'}
          disabled={!editable}
          onChange={(e) => void writes.setHours(e.target.value)}
          sx={{ minWidth: 170, maxWidth: '100%' }}
          slotProps={{ htmlInput: { 'data-testid': 'item-hours' } }}
        >
          <MenuItem value="none">{t`Product modes`}</MenuItem>
          {profiles.map((h) => (
            <MenuItem key={h.id} value={h.id} title={h.arithmetic}>
              {h.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t`Refurbished`}
          value={refurbishment}
          disabled={!editable}
          onChange={(e) => setRefurbishment(numericText(e.target.value))}
          onBlur={commitRefurbishment}
          placeholder={t`New`}
          sx={{ width: 128 }}
          slotProps={{
            htmlInput: { inputMode: 'decimal', 'data-testid': 'item-refurbishment', 'aria-label': t`Refurbishment impact of ${name}` },
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
            // The label stays above the field: inside it, beside the % sign, it was cut ("Refurbishe%").
            inputLabel: { shrink: true },
          }}
        />
        <TextField
          size="small"
          label={t`Service life`}
          value={serviceLife}
          disabled={!editable}
          onChange={(e) => setServiceLife(numericText(e.target.value))}
          onBlur={commitServiceLife}
          onKeyDown={(e) => e.key === 'Enter' && (e.target as HTMLInputElement).blur()}
          placeholder={categoryLifeText}
          error={serviceLifeError}
          helperText={serviceLifeError ? t`From ${min} to ${max} years` : undefined}
          sx={{ width: 112 }}
          slotProps={{
            htmlInput: { inputMode: 'decimal', 'data-testid': 'item-service-life', 'aria-label': t`Service life of ${name} in years; empty: the category's ${categoryLifeText} years` },
            input: { endAdornment: <InputAdornment position="end">{t`yrs`}</InputAdornment> },
            inputLabel: { shrink: true },
          }}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', height: 40 }}>
          <SaveFlag state={flags.item} testId="item-flag" />
          {canEditProduct && (
            <Tooltip title={t`Edit product`}>
              <IconButton onClick={() => setEditing(true)} aria-label={t`Edit product ${name}`} data-testid="item-product-edit">
                <EditOutlined />
              </IconButton>
            </Tooltip>
          )}
          <Tooltip title={t`Delete item`}>
            <span>
              <IconButton onClick={() => setConfirm(true)} disabled={!editable} aria-label={t`Delete ${name}`} data-testid="item-delete">
                <DeleteOutline />
              </IconButton>
            </span>
          </Tooltip>
        </Box>
      </Box>
      {editing && <ProductEditDialog productId={p.id} onClose={() => setEditing(false)} onSaved={() => { setEditing(false); notify(t`Product saved`); screen.changed(); }} />}
      <ConfirmDialog
        open={confirm}
        title={t`Delete item?`}
        confirmLabel={t`Delete`}
        destructive
        onClose={() => setConfirm(false)}
        onConfirm={async () => {
          await writes.remove();
          setConfirm(false);
        }}
      >
        <Trans>{item.amount} × “{name}” will be removed from the solution. If it was the last item of its category, that category's capacity and its place in an infrastructure share go too.</Trans>
      </ConfirmDialog>
    </Box>
  );
}

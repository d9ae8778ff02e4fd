import { useLingui } from '@lingui/react/macro';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import type { RequestResponseQuery } from '../../gql/graphql';
import { ResponseProductResults } from './ResponseProductResults';
import { useResponseProductSearch, useResponseReference, useResponseSolutionActions } from './response-solution.hooks';
import { presetLabel } from '../common/category-names';
import { useSolutionTypeText } from '../common/solution-type-text';

type ResponseSolutionData = NonNullable<RequestResponseQuery['requestResponseGroup']>['solutions'][number];

interface Props {
  requestShareId: string;
  solution: ResponseSolutionData;
  editable: boolean;
  notify(text: string, severity?: 'success' | 'error'): void;
  fail(e: unknown): void;
  reload(): void;
}

/**
 * One solution of the seller's response (spec/project-areas.md §4, §7 "/requests/{share}/..."): its items
 * (catalogue search by calculation mode), UPS and cooling for a data-centre solution, and its capacities
 * under the shared-request rules (add, delete all and restore; no single delete).
 */
export function ResponseSolution({ requestShareId, solution, editable, notify, fail, reload }: Props) {
  const { t, i18n } = useLingui();
  // The type's name in the user's language (issue #47, Translations: "(Data centre)" in the Danish UI).
  const typeText = useSolutionTypeText();
  const reference = useResponseReference();
  const writes = useResponseSolutionActions(requestShareId, solution.id, { notify, fail, reload });
  const [shareCategories, setShareCategories] = useState<string[]>([]);
  const searchRef = useRef<HTMLInputElement>(null);
  const [sharePercent, setSharePercent] = useState('');
  const [term, setTerm] = useState('');
  const [amount, setAmount] = useState(1);
  const [capacityId, setCapacityId] = useState('');
  const [capacityAmount, setCapacityAmount] = useState('');
  const found = useResponseProductSearch(term, solution.solutionType.id === 'end_user');

  const presets = (kind: 'ups' | 'cooling') => (reference?.infrastructurePresets ?? []).filter((p) => p.kind === kind && p.value !== null).sort((a, b) => a.sortOrder - b.sortOrder);
  const categoryName = (id: string) => reference?.categories.find((c) => c.id === id)?.name ?? id;
  const itemCategories = [...new Set(solution.items.map((i) => i.product.category?.id).filter((id): id is string => !!id))];
  const percentValue = Number(sharePercent.replace(',', '.'));
  const shareValid = shareCategories.length > 0 && Number.isFinite(percentValue) && percentValue > 0 && percentValue <= 100;
  const amountValue = Number(capacityAmount.replace(',', '.'));
  const capacityValid = capacityId !== '' && capacityAmount.trim() !== '' && Number.isFinite(amountValue) && amountValue >= 0;

  return (
    <Box sx={{ mb: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }} data-testid="response-solution">
      <Typography sx={{ fontWeight: 600, mb: 1 }}>
        {solution.name} <Typography component="span" color="text.secondary">({typeText(solution.solutionType.calculationMode).name})</Typography>
      </Typography>

      {solution.items.map((i) => (
        <Box key={i.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography sx={{ flexGrow: 1 }}>{i.amount} × {i.product.manufacturer} {i.product.modelName}</Typography>
          <TextField
            select
            size="small"
            label={t`Hours`}
            value={i.hoursId ?? 'none'}
            disabled={!editable || !reference}
            onChange={(e) => void writes.setHours(i.id, e.target.value)}
            sx={{ minWidth: 170 }}
            slotProps={{ htmlInput: { 'data-testid': 'response-item-hours' } }}
          >
            <MenuItem value="none">{t`The modes' own hours`}</MenuItem>
            {(reference?.hourProfiles ?? []).map((h) => <MenuItem key={h.id} value={h.id}>{h.name}</MenuItem>)}
          </TextField>
          {editable && (
            <IconButton aria-label={t`Delete item`} onClick={() => void writes.deleteItem(i.id)}>
              <DeleteOutline />
            </IconButton>
          )}
        </Box>
      ))}
      {solution.items.length === 0 && <Typography color="text.secondary">{t`No items yet.`}</Typography>}
      {editable && (
        <Stack spacing={1} sx={{ mt: 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
            <TextField label={t`Search products`} value={term} onChange={(e) => setTerm(e.target.value)} inputRef={searchRef} size="small" sx={{ flexGrow: 1 }} slotProps={{ htmlInput: { 'data-testid': 'response-product-search' } }} />
            <TextField label={t`Amount`} type="number" value={amount} onChange={(e) => setAmount(Math.max(1, Number(e.target.value) || 1))} size="small" sx={{ width: 110 }} slotProps={{ htmlInput: { min: 1 } }} />
          </Stack>
          {term.trim().length >= 2 && (
            <ResponseProductResults
              products={found}
              onAdd={(id) => {
                void writes.addItem(id, amount);
                setTerm('');
                // The Add button goes with the results: the focus returns to the search, for the next product (issue #47, point 6).
                requestAnimationFrame(() => searchRef.current?.focus());
              }}
            />
          )}
        </Stack>
      )}

      {solution.solutionType.usesInfrastructure && (
        <>
          <Divider sx={{ my: 1.5 }} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              size="small"
              label={t`UPS`}
              value={solution.ups.id}
              disabled={!editable || !reference}
              onChange={(e) => void writes.setUps(e.target.value)}
              sx={{ minWidth: 220 }}
              slotProps={{ htmlInput: { 'data-testid': 'response-ups' } }}
            >
              {presets('ups').map((p) => <MenuItem key={p.id} value={p.id}>{presetLabel(i18n, p.id, p.label)}</MenuItem>)}
              {!presets('ups').some((p) => p.id === solution.ups.id) && <MenuItem value={solution.ups.id}>{t`Custom`}: {solution.ups.efficiency} %</MenuItem>}
            </TextField>
            <TextField
              select
              size="small"
              label={t`Cooling`}
              value={solution.cooling.id}
              disabled={!editable || !reference}
              onChange={(e) => void writes.setCooling(e.target.value)}
              sx={{ minWidth: 220 }}
              slotProps={{ htmlInput: { 'data-testid': 'response-cooling' } }}
            >
              {presets('cooling').map((p) => <MenuItem key={p.id} value={p.id}>{presetLabel(i18n, p.id, p.label)}</MenuItem>)}
              {!presets('cooling').some((p) => p.id === solution.cooling.id) && <MenuItem value={solution.cooling.id}>{t`Custom`}: COP {solution.cooling.cop}</MenuItem>}
            </TextField>
          </Stack>
        </>
      )}

      {solution.solutionType.usesInfrastructure && (
        <>
          <Divider sx={{ my: 1.5 }} />
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>{t`Infrastructure shares`}</Typography>
          {solution.shares.length === 0 && <Typography color="text.secondary" variant="body2">{t`Every category draws all its energy through the UPS and cooling.`}</Typography>}
          {solution.shares.map((sh) => (
            <Box key={sh.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="response-share">
              <Typography variant="body2" sx={{ flexGrow: 1 }}>
                {sh.categoryIds.map(categoryName).join(', ')}: {Math.round((sh.infrastructureSharePercent ?? 0) * 1000) / 10} %
              </Typography>
              {editable && (
                <IconButton size="small" aria-label={t`Delete share`} onClick={() => void writes.deleteShare(sh.id)}>
                  <DeleteOutline fontSize="small" />
                </IconButton>
              )}
            </Box>
          ))}
          {editable && itemCategories.length > 0 && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, alignItems: { sm: 'center' } }}>
              <TextField
                select
                size="small"
                label={t`Categories`}
                value={shareCategories}
                onChange={(e) => setShareCategories(typeof e.target.value === 'string' ? e.target.value.split(',') : (e.target.value as string[]))}
                sx={{ minWidth: 220 }}
                slotProps={{ select: { multiple: true, renderValue: (v) => (v as string[]).map(categoryName).join(', ') }, htmlInput: { 'data-testid': 'response-share-categories' } }}
              >
                {itemCategories.map((id) => <MenuItem key={id} value={id}>{categoryName(id)}</MenuItem>)}
              </TextField>
              <TextField size="small" label={t`Share %`} value={sharePercent} onChange={(e) => setSharePercent(e.target.value)} sx={{ width: 110 }} slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'response-share-percent' } }} />
              <Button
                variant="outlined"
                size="small"
                disabled={!shareValid}
                data-testid="response-share-add"
                onClick={() => {
                  void writes.saveShare(shareCategories, percentValue / 100);
                  setShareCategories([]);
                  setSharePercent('');
                }}
              >
                {t`Add share`}
              </Button>
            </Stack>
          )}
        </>
      )}

      <Divider sx={{ my: 1.5 }} />
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>{t`Capacities`}</Typography>
      {solution.capacities.length === 0 ? (
        <Typography color="text.secondary" variant="body2">{t`No capacities yet.`}</Typography>
      ) : (
        solution.capacities.map((c) => (
          <Typography key={c.id} variant="body2" data-testid="response-capacity">{c.capacity.name}: {c.amount} {c.capacity.unit}</Typography>
        ))
      )}
      {editable && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, alignItems: { sm: 'center' } }}>
          <TextField select size="small" label={t`Capacity`} value={capacityId} onChange={(e) => setCapacityId(e.target.value)} sx={{ minWidth: 220 }} slotProps={{ htmlInput: { 'data-testid': 'response-capacity-select' } }}>
            {(reference?.capacities ?? []).map((c) => <MenuItem key={c.id} value={c.id}>{c.name} ({c.unit})</MenuItem>)}
          </TextField>
          <TextField size="small" label={t`Amount`} value={capacityAmount} onChange={(e) => setCapacityAmount(e.target.value)} sx={{ width: 120 }} slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'response-capacity-amount' } }} />
          <Button
            variant="outlined"
            size="small"
            disabled={!capacityValid}
            data-testid="response-capacity-add"
            onClick={() => {
              void writes.saveCapacity(capacityId, amountValue);
              setCapacityAmount('');
            }}
          >
            {t`Save capacity`}
          </Button>
          <Box sx={{ flexGrow: 1 }} />
          <Button size="small" color="error" disabled={solution.capacities.length === 0} onClick={() => void writes.deleteAllCapacities()}>{t`Delete all`}</Button>
          <Button size="small" onClick={() => void writes.restoreCapacities()}>{t`Restore`}</Button>
        </Stack>
      )}
    </Box>
  );
}

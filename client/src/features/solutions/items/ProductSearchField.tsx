import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { categoryName } from '../../common/category-names';
import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { unitAnnualKwh } from '../../../../../shared/calc';
import type { ProductFieldsFragment } from '../../../gql/graphql';
import { useDebouncedValue } from '../../common/useDebouncedValue';
import { formatKwh } from '../format';
import { ProductSearchDocument } from './item.queries';

/** Pause after the last keystroke before searching the catalogue. */
export const PRODUCT_SEARCH_DEBOUNCE_MS = 300;
const MIN_SEARCH = 2;

export type Product = ProductFieldsFragment;

/** A product's modes as the engine reads them (the API's JSON carries powerWatts). */
export function productModes(modes: unknown): Array<{ name: string; powerConsumptionWatts: number; hours: number }> {
  if (!Array.isArray(modes)) return [];
  return modes.map((m: { name?: unknown; powerWatts?: unknown; powerConsumptionWatts?: unknown; hours?: unknown }) => ({
    name: String(m?.name ?? ''),
    powerConsumptionWatts: Number(m?.powerWatts ?? m?.powerConsumptionWatts ?? 0) || 0,
    hours: Number(m?.hours ?? 0) || 0,
  }));
}

/** One unit's energy a year from its modes (M1), for previews. */
export function productUnitKwh(modes: unknown, profileHours?: number | null): number {
  return unitAnnualKwh(productModes(modes), profileHours);
}

interface ProductSearchFieldProps {
  flags: string[];
  value: Product | null;
  onChange(product: Product | null): void;
  onSearchText?(text: string): void;
  disabled?: boolean;
}

/** Debounced, typo-tolerant catalogue search (productSearch), with each product's yearly energy. */
export function ProductSearchField({ flags, value, onChange, onSearchText, disabled }: ProductSearchFieldProps) {
  const { t, i18n } = useLingui();
  const [input, setInput] = useState('');
  const term = useDebouncedValue(input.trim(), PRODUCT_SEARCH_DEBOUNCE_MS);
  const active = term.length >= MIN_SEARCH && !(value && input === label(value));
  const { data, loading, previousData } = useQuery(ProductSearchDocument, { variables: { search: term, flags }, skip: !active });
  const options = active ? (data?.productSearch ?? previousData?.productSearch ?? []) : value ? [value] : [];

  return (
    <Autocomplete
      value={value}
      onChange={(_e, v) => onChange(v)}
      inputValue={input}
      onInputChange={(_e, v) => {
        setInput(v);
        onSearchText?.(v);
      }}
      options={options}
      filterOptions={(x) => x}
      getOptionLabel={label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={active && loading}
      disabled={disabled}
      noOptionsText={term.length < MIN_SEARCH ? t`Type at least 2 characters` : t`No products found`}
      loadingText={t`Searching…`}
      sx={{ flexGrow: 1, minWidth: 220 }}
      renderOption={(props, p) => {
        const { key, ...rest } = props as typeof props & { key: string };
        const kwh = productUnitKwh(p.modes);
        return (
          <Box component="li" key={key} {...rest} data-testid={`product-option-${p.id}`} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap title={`${p.manufacturer} ${p.modelName}`}>{p.manufacturer} {p.modelName}</Typography>
              <Typography variant="caption" color="text.secondary" noWrap component="div">
                {[categoryName(i18n, p.category.id, p.category.name), p.manufacturerPartNumber].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
            {p.own && <Chip size="small" label={t`Own`} variant="outlined" />}
            <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              {t`${formatKwh(kwh, i18n.locale)} kWh/yr`}
            </Typography>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={t`Search the product catalogue`}
          placeholder={t`Model, brand or part number`}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'product-search' },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
              endAdornment: (
                <>
                  {active && loading ? <CircularProgress size={16} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}

function label(p: Product): string {
  return `${p.manufacturer} ${p.modelName}`.trim();
}

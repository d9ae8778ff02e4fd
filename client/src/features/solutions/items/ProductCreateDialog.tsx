import { useLingui } from '@lingui/react/macro';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { FieldArray, Form, Formik } from 'formik';
import { useId } from 'react';
import { parseAmountInput } from '../../../../../shared/format/number';
import { productCreateSchema } from '../../../../../shared/validation/solutions';
import type { SolutionDetailFieldsFragment } from '../../../gql/graphql';
import { FormikField } from '../../auth';
import { formatKwh } from '../format';
import { parseLocaleNumber } from '../solution-rules';
import { useSolutionsScreen } from '../solutions-context';
import { useProductCreate } from './items.hooks';
import { productModes, productUnitKwh } from './ProductSearchField';
import { LCA_STAGES, PcfStageFields } from './PcfStageFields';

interface ModeValues {
  name: string;
  powerConsumptionWatts: string;
  hours: string;
}

interface Values {
  manufacturer: string;
  manufacturerPartNumber: string;
  modelName: string;
  category: { id: string; modes: ModeValues[] };
  /** The seller's product carbon footprint per unit, kg CO2e (issue #32); empty: not given. */
  lca: { manufacturingKg: string; transportationKg: string; eolKg: string };
}


const toModes = (modes: unknown): ModeValues[] => productModes(modes).map((m) => ({ name: m.name, powerConsumptionWatts: String(m.powerConsumptionWatts), hours: String(m.hours) }));

/** The shared schema's view of the form (numbers parsed in the user's notation). */
function asApi(v: Values) {
  return {
    manufacturer: v.manufacturer,
    manufacturerPartNumber: v.manufacturerPartNumber,
    modelName: v.modelName,
    category: {
      id: v.category.id,
      modes: v.category.modes.map((m) => ({ name: m.name, powerConsumptionWatts: parseLocaleNumber(m.powerConsumptionWatts) ?? m.powerConsumptionWatts, hours: parseLocaleNumber(m.hours) ?? m.hours })),
    },
    lca: lcaOf(v.lca),
  };
}

/** The PCF stages typed, with group separators or a decimal comma (an empty field is not sent); undefined when none is given. Text that is no number stays text for the schema to refuse. */
function lcaOf(lca: Values['lca']): { manufacturingKg?: number; transportationKg?: number; eolKg?: number } | undefined {
  const out: Record<string, number | string> = {};
  for (const stage of LCA_STAGES) {
    const text = lca[stage].trim();
    if (text !== '') out[stage] = parseAmountInput(text) ?? text;
  }
  return Object.keys(out).length ? (out as { manufacturingKg?: number; transportationKg?: number; eolKg?: number }) : undefined;
}

/** Validates with the shared schema; errors keep the schema's paths, which are the form's names. */
async function validate(v: Values): Promise<Record<string, unknown>> {
  try {
    await productCreateSchema.validate(asApi(v), { abortEarly: false });
    return {};
  } catch (e) {
    const errors: Record<string, unknown> = {};
    for (const inner of (e as { inner?: Array<{ path?: string; message: string }> }).inner ?? []) {
      if (!inner.path) continue;
      // "category.modes[0].hours" → nested object for Formik.
      const keys = inner.path.replace(/\[(\d+)\]/g, '.$1').split('.');
      let node = errors as Record<string, unknown>;
      keys.forEach((k, i) => {
        if (i === keys.length - 1) node[k] ??= inner.message;
        else node = (node[k] ??= /^\d+$/.test(keys[i + 1]) ? [] : {}) as Record<string, unknown>;
      });
    }
    return errors;
  }
}

/** A new product of the partner's own (manufacturer part number, model, category with modes, optionally its PCF stages), added to the solution. */
export function ProductCreateDialog({ solution, onClose }: { solution: SolutionDetailFieldsFragment; onClose(): void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const screen = useSolutionsScreen();
  const { reference } = screen;
  const create = useProductCreate(screen);
  const categories = (reference?.categories ?? []).filter((c) => !c.preset && solution.solutionType.categoryTypes.includes(c.categoryType));
  const first = categories[0];
  const initial: Values = { manufacturer: '', manufacturerPartNumber: '', modelName: '', category: { id: first?.id ?? '', modes: toModes(first?.defaultModes) }, lca: { manufacturingKg: '', transportationKg: '', eolKg: '' } };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={`${id}-title`}>
      <Formik
        initialValues={initial}
        validate={validate}
        onSubmit={async (v, helpers) => {
          const api = asApi(v);
          const outcome = await create({
            solutionId: solution.id,
            manufacturer: v.manufacturer.trim() || undefined,
            manufacturerPartNumber: v.manufacturerPartNumber.trim() || null,
            modelName: v.modelName.trim(),
            category: { id: v.category.id, modes: api.category.modes.map((m) => ({ name: m.name.trim(), powerConsumptionWatts: Number(m.powerConsumptionWatts), hours: Number(m.hours) })) },
            lca: api.lca ?? null,
          });
          if (outcome.ok) onClose();
          else helpers.setStatus(outcome.message);
        }}
      >
        {({ values, setFieldValue, isSubmitting, status, errors }) => {
          const kwh = productUnitKwh(values.category.modes.map((m) => ({ name: m.name, powerWatts: parseLocaleNumber(m.powerConsumptionWatts) ?? 0, hours: parseLocaleNumber(m.hours) ?? 0 })));
          const modeErrors = (errors.category as { modes?: Array<Partial<Record<keyof ModeValues, string>>> | string } | undefined)?.modes;
          return (
            <Form noValidate>
              <DialogTitle id={`${id}-title`}>{t`Create product`}</DialogTitle>
              <DialogContent>
                <Typography variant="body2" color="text.secondary">{t`A product of your own, kept in your catalogue and added to “${solution.name}”.`}</Typography>
                {status && <Alert severity="error" sx={{ mt: 1 }}>{status}</Alert>}
                <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mt: 1, '& .MuiFormControl-root': { m: 0 } }}>
                  <FormikField name="manufacturer" label={t`Brand`} size="small" slotProps={{ htmlInput: { maxLength: 120 } }} />
                  <FormikField name="manufacturerPartNumber" label={t`Manufacturer part number`} size="small" slotProps={{ htmlInput: { maxLength: 120, 'data-testid': 'product-mpn' } }} />
                  <Box sx={{ gridColumn: { sm: 'span 2' } }}>
                    <FormikField name="modelName" label={t`Model name`} size="small" required slotProps={{ htmlInput: { maxLength: 255, 'data-testid': 'product-model' } }} />
                  </Box>
                  <Box sx={{ gridColumn: { sm: 'span 2' } }}>
                    <FormikField
                      name="category.id"
                      select
                      label={t`Category`}
                      size="small"
                      required
                      onChange={(e) => {
                        const c = categories.find((x) => x.id === e.target.value);
                        void setFieldValue('category', { id: e.target.value, modes: toModes(c?.defaultModes) });
                      }}
                      slotProps={{ htmlInput: { 'data-testid': 'product-category' } }}
                    >
                      {categories.map((c) => (
                        <MenuItem key={c.id} value={c.id}>{c.name}</MenuItem>
                      ))}
                    </FormikField>
                  </Box>
                </Box>
                <Box sx={{ display: 'flex', alignItems: 'baseline', mt: 2, mb: 1 }}>
                  <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>{t`Modes`}</Typography>
                  <Typography variant="caption" color="text.secondary" data-testid="product-kwh">{t`≈ ${formatKwh(kwh, i18n.locale)} kWh per year per unit`}</Typography>
                </Box>
                <FieldArray name="category.modes">
                  {(helpers) => (
                    <Box sx={{ display: 'grid', gap: 1 }}>
                      {values.category.modes.map((_m, i) => (
                        <Box key={i} sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1fr) auto', alignItems: 'start', '& .MuiFormControl-root': { m: 0 } }}>
                          <FormikField name={`category.modes.${i}.name`} label={t`Mode`} size="small" slotProps={{ htmlInput: { maxLength: 60 } }} />
                          <FormikField name={`category.modes.${i}.powerConsumptionWatts`} label={t`Power`} size="small" slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { endAdornment: <InputAdornment position="end">W</InputAdornment> } }} />
                          <FormikField name={`category.modes.${i}.hours`} label={t`Hours a year`} size="small" slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { endAdornment: <InputAdornment position="end">h</InputAdornment> } }} />
                          <IconButton onClick={() => helpers.remove(i)} aria-label={t`Remove mode ${i + 1}`} disabled={values.category.modes.length <= 1}>
                            <DeleteOutline fontSize="small" />
                          </IconButton>
                        </Box>
                      ))}
                      {typeof modeErrors === 'string' && <Typography color="error" variant="caption">{modeErrors}</Typography>}
                      <Box>
                        <Button size="small" startIcon={<Add />} onClick={() => helpers.push({ name: '', powerConsumptionWatts: '0', hours: '0' })} disabled={values.category.modes.length >= 20}>
                          {t`Add mode`}
                        </Button>
                      </Box>
                    </Box>
                  )}
                </FieldArray>
                <Typography variant="subtitle2" sx={{ mt: 2 }}>{t`Product carbon footprint (optional)`}</Typography>
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
                  {t`Per unit, from your own PCF. Without it the life-cycle figures use an estimate from the category.`}
                </Typography>
                <PcfStageFields testIdPrefix="product-lca" />
              </DialogContent>
              <DialogActions sx={{ px: 3, pb: 2 }}>
                <Button onClick={onClose} disabled={isSubmitting}>{t`Cancel`}</Button>
                <Button type="submit" variant="contained" disabled={isSubmitting} data-testid="product-create-submit">{t`Create and add`}</Button>
              </DialogActions>
            </Form>
          );
        }}
      </Formik>
    </Dialog>
  );
}

import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatNumber, parseAmountInput } from '../../../../../shared/format/number';
import { productUpdateSchema } from '../../../../../shared/validation/solutions';
import type { ProductUsageQuery } from '../../../gql/graphql';
import { FormikField } from '../../auth';
import { graphQLErrorInfo } from '../../../app/errors';
import { solutionsPath } from '../solution-paths';
import { ProductUsageDocument } from './item.queries';
import { useProductUpdate } from './items.hooks';
import { LCA_STAGES, type LcaStage, PcfStageFields } from './PcfStageFields';

type Stage = LcaStage;
const STORED: Record<Stage, 'lcaManufacturingKg' | 'lcaTransportationKg' | 'lcaEolKg'> = { manufacturingKg: 'lcaManufacturingKg', transportationKg: 'lcaTransportationKg', eolKg: 'lcaEolKg' };

interface Values {
  manufacturer: string;
  manufacturerPartNumber: string;
  modelName: string;
  lca: Record<Stage, string>;
}

/** A stage as typed: empty clears it (null), a number in the user's notation, else the text for the schema to refuse. */
const stageOf = (text: string): number | string | null => (text.trim() === '' ? null : (parseAmountInput(text.trim()) ?? text));

/** What changed, as the update takes it: a field left out keeps its value (a stage shown rounded is not rewritten unless edited). */
function asApi(v: Values, before: Values) {
  const lca = Object.fromEntries(LCA_STAGES.filter((s) => v.lca[s] !== before.lca[s]).map((s) => [s, stageOf(v.lca[s])])) as Partial<Record<Stage, number | null>>;
  return {
    ...(v.manufacturer !== before.manufacturer ? { manufacturer: v.manufacturer.trim() } : {}),
    ...(v.manufacturerPartNumber !== before.manufacturerPartNumber ? { manufacturerPartNumber: v.manufacturerPartNumber.trim() || null } : {}),
    ...(v.modelName !== before.modelName ? { modelName: v.modelName.trim() } : {}),
    ...(Object.keys(lca).length ? { lca } : {}),
  };
}

async function validate(v: Values, before: Values): Promise<Record<string, unknown>> {
  try {
    await productUpdateSchema.validate(asApi(v, before), { abortEarly: false });
    return {};
  } catch (e) {
    const errors: Record<string, Record<string, string> | string> = {};
    for (const inner of (e as { inner?: Array<{ path?: string; message: string }> }).inner ?? []) {
      const [head, stage] = (inner.path ?? '').split('.');
      if (stage) errors[head] = { ...(errors[head] as Record<string, string> | undefined), [stage]: inner.message };
      else if (head) errors[head] ??= inner.message;
    }
    return errors;
  }
}

/** Who else follows the edit: the projects using the product, those the user may open by name (issue #45, point 6). */
function Usage({ usage }: { usage: ProductUsageQuery['productUsage'] }) {
  const { t, i18n } = useLingui();
  const n = (x: number) => formatNumber(x, i18n.locale);
  if (usage.projectCount === 0) return <Alert severity="info" data-testid="product-usage">{t`No project uses this product yet.`}</Alert>;
  const projects = plural(usage.projectCount, { one: '# project', other: '# projects' });
  return (
    <Alert severity="warning" data-testid="product-usage">
      <Typography variant="body2">{t`Used in ${projects}. Saving changes their figures at their next computation, in every report made after it.`}</Typography>
      {usage.projects.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }} aria-label={t`Projects you may open`}>
          {usage.projects.map((p) => (
            <li key={p.id}>
              <Link component={RouterLink} to={p.namespace === 'comparative-solution' ? `/comparative-solution/projects/${p.id}/calculations` : solutionsPath(p.id, undefined, p.namespace)}>{p.name}</Link>
            </li>
          ))}
        </Box>
      )}
      {usage.moreOpenable > 0 && <Typography variant="body2">{t`and ${n(usage.moreOpenable)} more you may open`}</Typography>}
      {usage.notOpenable > 0 && (
        <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="product-usage-hidden">
          {plural(usage.notOpenable, {
            one: "# project you cannot open uses it too: your colleagues' figures change as well.",
            other: "# projects you cannot open use it too: your colleagues' figures change as well.",
          })}
        </Typography>
      )}
    </Alert>
  );
}

/** The partner's own product: its names and PCF stages, with the projects an edit changes shown before saving (issue #45). */
export function ProductEditDialog({ productId, onClose, onSaved }: { productId: string; onClose(): void; onSaved(): void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const { data, loading, error } = useQuery(ProductUsageDocument, { variables: { id: productId }, fetchPolicy: 'network-only' });
  const update = useProductUpdate(productId);
  const p = data?.product;
  // Up to three decimals, trailing zeros dropped; an unedited stage is never sent back (asApi), so no rounding reaches the product.
  const stageText = (x: number | null | undefined) => (x == null ? '' : new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 3 }).format(x));
  const initial: Values | null = p
    ? { manufacturer: p.manufacturer, manufacturerPartNumber: p.manufacturerPartNumber ?? '', modelName: p.modelName, lca: Object.fromEntries(LCA_STAGES.map((s) => [s, stageText(p[STORED[s]])])) as Record<Stage, string> }
    : null;

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{t`Edit product`}</DialogTitle>
      {error && (
        <DialogContent>
          <Alert severity="error">{graphQLErrorInfo(error).message}</Alert>
        </DialogContent>
      )}
      {loading && !data && (
        <DialogContent aria-busy="true">
          <Skeleton variant="rounded" height={72} />
          <Skeleton height={48} sx={{ mt: 1 }} />
          <Skeleton height={48} />
        </DialogContent>
      )}
      {initial && data && (
        <Formik
          initialValues={initial}
          validate={(v) => validate(v, initial)}
          onSubmit={async (v, helpers) => {
            const problem = await update(asApi(v, initial));
            if (problem) helpers.setStatus(problem);
            else onSaved();
          }}
        >
          {({ isSubmitting, status, dirty }) => (
            <Form noValidate>
              <DialogContent sx={{ pt: 0 }}>
                <Usage usage={data.productUsage} />
                {status && <Alert severity="error" sx={{ mt: 1 }}>{status}</Alert>}
                <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mt: 2, '& .MuiFormControl-root': { m: 0 } }}>
                  <FormikField name="manufacturer" label={t`Brand`} size="small" slotProps={{ htmlInput: { maxLength: 120 } }} />
                  <FormikField name="manufacturerPartNumber" label={t`Manufacturer part number`} size="small" slotProps={{ htmlInput: { maxLength: 120 } }} />
                  <Box sx={{ gridColumn: { sm: 'span 2' } }}>
                    <FormikField name="modelName" label={t`Model name`} size="small" required slotProps={{ htmlInput: { maxLength: 255, 'data-testid': 'product-edit-model' } }} />
                  </Box>
                </Box>
                <Typography variant="subtitle2" sx={{ mt: 2 }}>{t`Product carbon footprint`}</Typography>
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
                  {t`Per unit, from your own PCF. An empty stage uses the estimate from the category.`}
                </Typography>
                <PcfStageFields testIdPrefix="product-edit-lca" />
              </DialogContent>
              <DialogActions sx={{ px: 3, pb: 2 }}>
                <Button onClick={onClose} disabled={isSubmitting}>{t`Cancel`}</Button>
                <Button type="submit" variant="contained" disabled={isSubmitting || !dirty} data-testid="product-edit-save">
                  {data.productUsage.projectCount > 1 ? t`Save for all ${formatNumber(data.productUsage.projectCount, i18n.locale)} projects` : t`Save`}
                </Button>
              </DialogActions>
            </Form>
          )}
        </Formik>
      )}
    </Dialog>
  );
}

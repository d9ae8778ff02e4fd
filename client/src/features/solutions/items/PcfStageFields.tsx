import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import { useFormikContext } from 'formik';
import { FormikField } from '../../auth';
import { numericText } from '../../common/number-input';

/** The three PCF stages of a product, kg CO2e per unit (issue #32, M5), in the form's `lca` object. */
export const LCA_STAGES = ['manufacturingKg', 'transportationKg', 'eolKg'] as const;
export type LcaStage = (typeof LCA_STAGES)[number];

/**
 * The PCF stage fields of the product create and edit dialogs: numbers in the user's notation (letters
 * and signs kept out as typed), the unit beside, the label always above it (inside, beside the unit,
 * it ran into it: "Transportatiokg CO2e"). `testIdPrefix` names each input `${prefix}-${stage}`.
 */
export function PcfStageFields({ testIdPrefix }: { testIdPrefix: string }) {
  const { t } = useLingui();
  const { setFieldValue } = useFormikContext();
  const labels: Record<LcaStage, string> = { manufacturingKg: t`Manufacturing`, transportationKg: t`Transportation`, eolKg: t`End of life` };
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, '& .MuiFormControl-root': { m: 0 } }}>
      {LCA_STAGES.map((stage) => (
        <FormikField
          key={stage}
          name={`lca.${stage}`}
          label={labels[stage]}
          size="small"
          onChange={(e) => void setFieldValue(`lca.${stage}`, numericText(e.target.value))}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': `${testIdPrefix}-${stage}` }, input: { endAdornment: <InputAdornment position="end">{t`kg CO2e`}</InputAdornment> }, inputLabel: { shrink: true } }}
        />
      ))}
    </Box>
  );
}

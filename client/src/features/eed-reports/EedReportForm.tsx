import { Trans, useLingui } from '@lingui/react/macro';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { Form, Formik, useField, useFormikContext } from 'formik';
import { useEffect } from 'react';
import { eedReportSchema } from '../../../../shared/validation/eed-reports';
import { FormikField } from '../auth';
import { yupErrors } from '../common/yup-formik';
import { formatNumber, parseDecimalInput } from '../../../../shared/format/number';
import { formValuesOf, inputOf, previewKpis, saveInputOf, withInstrumentEvidence, type EedFormValues, type EedKpisView, type NumberField } from './eed-form';
import type { EedReportData, SaveResult } from './eed-report.hooks';
import type { EedReportInputType } from '../../gql/graphql';
import { RenewableCheck } from './RenewableCheck';

interface EedReportFormProps {
  report: EedReportData;
  projectId: string;
  solutionId: string;
  save(input: EedReportInputType): Promise<SaveResult>;
  onPreview(kpis: EedKpisView): void;
}

function NumberInput({ name, label, unit, helperText, disabled }: { name: NumberField; label: string; unit: string; helperText?: string; disabled?: boolean }) {
  const { i18n } = useLingui();
  const [field] = useField<string>(name);
  // A figure the model fills (disabled) reads as every other number on screen, with separators (issue #47, point 5).
  const shown = disabled ? { value: formatNumber(parseDecimalInput(field.value), i18n.locale) } : {};
  return (
    <FormikField
      {...shown}
      name={name}
      label={label}
      disabled={disabled}
      helperText={helperText}
      margin="dense"
      // The helper text of a field the model fills stays readable (4.5:1): MUI greys it with the disabled field.
      // The label floats from the start: a long label ("Kølingens sætpunkt, laveste (indblæsningsluft)") is read whole on a phone (issue #47).
      slotProps={{
        htmlInput: { inputMode: 'decimal', 'data-testid': `eed-${name}` },
        inputLabel: { shrink: true },
        input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
        formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
      }}
    />
  );
}

/** Tells the page the KPIs of what the form holds now. */
function Preview({ report, onPreview }: { report: EedReportData; onPreview(kpis: EedKpisView): void }) {
  const { values } = useFormikContext<EedFormValues>();
  useEffect(() => onPreview(previewKpis(values, report)), [values, report, onPreview]);
  return null;
}

/** The year's inputs: energies (measured or the model's), water, reuse, renewable with its evidence, and the optional Annex I/II fields. */
export function EedReportForm({ report, projectId, solutionId, save, onPreview }: EedReportFormProps) {
  const { t, i18n } = useLingui();
  const year = report.year;
  const modelTotal = formatNumber(report.modelTotalEnergyKwh, i18n.locale);
  const modelIt = formatNumber(report.modelItEnergyKwh, i18n.locale);
  return (
    <Formik<EedFormValues>
      initialValues={formValuesOf(report)}
      enableReinitialize
      validateOnBlur={false}
      validate={(v) => yupErrors<EedFormValues>(eedReportSchema, inputOf(v, report.year))}
      onSubmit={async (values, helpers) => {
        const r = await save(saveInputOf(values, report.year, projectId, solutionId));
        if (!r.ok) helpers.setErrors(r.fieldErrors);
      }}
    >
      {({ values, setFieldValue, setValues, isSubmitting, dirty }) => (
        <Form noValidate aria-label={t`EED report ${year}`}>
          <Preview report={report} onPreview={onPreview} />
          <Card component="section" aria-labelledby="eed-energy-title" sx={{ mb: 2 }}>
            <CardContent>
              <Typography id="eed-energy-title" variant="h3" component="h2">{t`Energy and power`}</Typography>
              <NumberInput name="installedItPowerKw" label={t`Installed IT power demand (PDIT)`} unit="kW" />
              <FormControlLabel
                control={<Checkbox checked={values.measuredTotal} onChange={(_, on) => { void setFieldValue('measuredTotal', on); if (!on) void setFieldValue('totalEnergyKwh', String(Math.round(report.modelTotalEnergyKwh))); }} slotProps={{ input: { 'aria-label': t`Total energy measured` } as object }} data-testid="eed-measuredTotal" />}
                label={t`Total energy measured`}
              />
              <NumberInput
                name="totalEnergyKwh"
                label={t`Total energy of the data centre (EDC)`}
                unit="kWh"
                disabled={!values.measuredTotal}
                helperText={values.measuredTotal ? t`Measured; the model gives ${modelTotal} kWh.` : t`From the model (IT, UPS and cooling of this solution); tick "measured" to enter a metered value.`}
              />
              <FormControlLabel
                control={<Checkbox checked={values.measuredIt} onChange={(_, on) => { void setFieldValue('measuredIt', on); if (!on) void setFieldValue('itEnergyKwh', String(Math.round(report.modelItEnergyKwh))); }} slotProps={{ input: { 'aria-label': t`IT energy measured` } as object }} data-testid="eed-measuredIt" />}
                label={t`IT energy measured`}
              />
              <NumberInput
                name="itEnergyKwh"
                label={t`Energy of the IT equipment (EIT)`}
                unit="kWh"
                disabled={!values.measuredIt}
                helperText={values.measuredIt ? t`Measured; the model gives ${modelIt} kWh.` : t`From the model (the IT items of this solution); tick "measured" to enter a metered value.`}
              />
              <NumberInput name="reusedEnergyKwh" label={t`Waste heat reused off site (EREUSE)`} unit="kWh" />
              <NumberInput name="waterInputM3" label={t`Total water input (WIN)`} unit="m³" />
            </CardContent>
          </Card>

          <Card component="section" aria-labelledby="eed-renewable-title" sx={{ mb: 2 }}>
            <CardContent>
              <Typography id="eed-renewable-title" variant="h3" component="h2">{t`Renewable energy`}</Typography>
              <Typography variant="body2" color="text.secondary">
                <Trans>Renewable energy counts when it is evidenced by on-site generation, a power purchase agreement (PPA) or guarantees of origin (Annex II). Give the total and how much of it each kind of evidence covers.</Trans>
              </Typography>
              <NumberInput name="renewableEnergyKwh" label={t`Renewable energy consumed (EREN)`} unit="kWh" />
              <Box sx={{ pl: 2, borderLeft: 2, borderColor: 'divider', mt: 1 }}>
                <NumberInput name="renewableOnSiteKwh" label={t`of which on-site generation`} unit="kWh" />
                <NumberInput name="renewablePpaKwh" label={t`of which PPAs`} unit="kWh" />
                <NumberInput name="renewableGuaranteesOfOriginKwh" label={t`of which guarantees of origin`} unit="kWh" />
              </Box>
              <RenewableCheck report={report} onUseEvidence={(e) => void setValues(withInstrumentEvidence(values, e))} />
            </CardContent>
          </Card>

          <Accordion disableGutters sx={{ mb: 2 }}>
            <AccordionSummary expandIcon={<ExpandMore />} aria-controls="eed-annex-fields" id="eed-annex-summary" data-testid="eed-more">
              <Typography>{t`More Annex I/II fields`}</Typography>
            </AccordionSummary>
            <AccordionDetails id="eed-annex-fields">
              <Box>
                <NumberInput name="totalFloorAreaM2" label={t`Total floor area`} unit="m²" />
                <NumberInput name="computerRoomFloorAreaM2" label={t`Computer room floor area`} unit="m²" />
                <NumberInput name="coolingSetPointMinC" label={t`Cooling set point, lowest (supply air)`} unit="°C" />
                <NumberInput name="coolingSetPointMaxC" label={t`Cooling set point, highest (supply air)`} unit="°C" />
                <NumberInput name="backupGeneratorEnergyKwh" label={t`Energy from backup generators`} unit="kWh" />
                <NumberInput name="potableWaterM3" label={t`Potable water input`} unit="m³" />
                <NumberInput name="storageCapacityPb" label={t`ICT storage capacity`} unit="PB" />
                <FormikField name="serverCapacity" label={t`ICT capacity of the servers`} margin="dense" helperText={t`As you state it, e.g. the rated compute capacity.`} />
                <NumberInput name="incomingTrafficEb" label={t`Incoming data traffic`} unit="EB" />
                <NumberInput name="outgoingTrafficEb" label={t`Outgoing data traffic`} unit="EB" />
              </Box>
            </AccordionDetails>
          </Accordion>

          {report.editable ? (
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
              <Button type="submit" variant="contained" disabled={isSubmitting} data-testid="eed-save">
                {isSubmitting ? t`Saving…` : dirty || !report.saved ? t`Save report` : t`Save again`}
              </Button>
            </Box>
          ) : (
            <Alert severity="info" data-testid="eed-read-only">
              <Trans>You can read this report. Saving it needs the permission to manage solutions in a project of your own organisation.</Trans>
            </Alert>
          )}
        </Form>
      )}
    </Formik>
  );
}

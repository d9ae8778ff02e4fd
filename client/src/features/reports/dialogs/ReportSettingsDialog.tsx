import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useId, useMemo, useState } from 'react';
import { formatNumber } from '../../../../../shared/format/number';
import {
  REPORT_PRECISION_KEYS,
  REPORT_PRECISION_OPTIONS,
  settingsFromEntries,
  settingsToEntries,
  type ReportPrecision,
  type ReportSettings,
} from '../../../../../shared/reports/settings';
import { useDialogNotice, type OnNotice } from './dialog-notice';
import { RatingYearsDocument } from './report-dialog-queries';
import { useReportSettingsSave } from './report-dialogs.hooks';
import { REPORT_FLAG_LABELS, REPORT_FLAG_SECTIONS, REPORT_PRECISION_LABELS } from './report-dialog-texts';

export interface ReportSettingsDialogProps {
  open: boolean;
  onClose(): void;
  projectId: string;
  /** The report's settings as the server lists them (flags 1 or 0, precisions 0, 1 or 2); missing keys take their defaults. */
  settings: readonly { key: string; value: number }[];
  /** The report's rating year; null when none is set. */
  ratingYear: number | null;
  /** Accepted for the caller's convenience; not edited here (ComparativeHeadingDialog edits it). */
  comparativeHeading?: string | null;
  /** After a successful save, once the dialog has closed; reload the report data when the rating year changed. */
  onSaved(result: { ratingYearChanged: boolean }): void;
  /**
   * Shows the success message ('Report settings saved'); pass the page's `notify` of useNotice. Without
   * it the dialog shows the message in a snackbar of its own, which lasts while the dialog stays mounted.
   */
  onNotice?: OnNotice;
}

interface Values {
  settings: ReportSettings;
  /** The rating year, '' while none is chosen. */
  year: number | '';
}

/** Example figures of the precision options: 12 345, 12 345.6, 12 345.67. */
const PRECISION_EXAMPLES: Record<ReportPrecision, number> = { 0: 12345, 1: 12345.6, 2: 12345.67 };

/**
 * The report settings (spec/project-areas.md §2, §3, §4): the eighteen report parts as checkboxes in
 * four sections, the two precisions and the rating year. Save sends all twenty settings, and the
 * rating year only when it changed; the dialog then closes, a success message shows and `onSaved`
 * says whether the year changed. A failed save shows 'Error' (§8) and keeps the user's changes.
 */
export function ReportSettingsDialog({ open, onClose, projectId, settings, ratingYear, onSaved, onNotice }: ReportSettingsDialogProps) {
  const id = useId();
  const { t } = useLingui();
  const { notify, noticeElement } = useDialogNotice(onNotice);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Dialog
        open={open}
        onClose={busy ? undefined : onClose}
        maxWidth="md"
        fullWidth
        scroll="paper"
        aria-labelledby={`${id}-title`}
        data-testid="report-settings-dialog"
      >
        <DialogTitle id={`${id}-title`}>{t`Report settings`}</DialogTitle>
        <SettingsForm
          projectId={projectId}
          settings={settings}
          ratingYear={ratingYear}
          busy={busy}
          setBusy={setBusy}
          onCancel={onClose}
          onDone={(ratingYearChanged) => {
            notify(t`Report settings saved`);
            onClose();
            onSaved({ ratingYearChanged });
          }}
        />
      </Dialog>
      {noticeElement}
    </>
  );
}

interface SettingsFormProps {
  projectId: string;
  settings: readonly { key: string; value: number }[];
  ratingYear: number | null;
  busy: boolean;
  setBusy(busy: boolean): void;
  onCancel(): void;
  onDone(ratingYearChanged: boolean): void;
}

/** The form; mounted while the dialog is open, so that it starts from the report's values each time. */
function SettingsForm({ projectId, settings, ratingYear, busy, setBusy, onCancel, onDone }: SettingsFormProps) {
  const id = useId();
  const { t, i18n } = useLingui();
  const years = useQuery(RatingYearsDocument);
  const save = useReportSettingsSave(projectId);
  const [failed, setFailed] = useState(false);
  const initialValues = useMemo<Values>(() => ({ settings: settingsFromEntries(settings), year: ratingYear ?? '' }), [settings, ratingYear]);
  // The current year stays selectable while the list loads (or when it failed to load).
  const yearOptions = useMemo(() => {
    const all = new Set<number>(years.data?.ratingYears ?? []);
    if (ratingYear != null) all.add(ratingYear);
    return [...all].sort((a, b) => b - a);
  }, [years.data, ratingYear]);
  const precisionLabel = (p: ReportPrecision) => {
    const example = formatNumber(PRECISION_EXAMPLES[p], i18n.locale, p);
    return p === 0 ? t`No decimals (${example})` : p === 1 ? t`1 decimal (${example})` : t`2 decimals (${example})`;
  };

  return (
    <Formik<Values>
      initialValues={initialValues}
      onSubmit={async (v) => {
        setBusy(true);
        setFailed(false);
        const yearChanged = v.year !== '' && v.year !== ratingYear;
        if (!(await save(settingsToEntries(v.settings), yearChanged ? (v.year as number) : undefined))) {
          setFailed(true);
          setBusy(false);
          return;
        }
        setBusy(false);
        onDone(yearChanged);
      }}
    >
      {({ values, setFieldValue }) => (
        // A flex column, so that the content scrolls between the fixed title and actions (scroll="paper").
        <Form noValidate style={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}>
          <DialogContent dividers>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 4, rowGap: 2 }}>
              {REPORT_FLAG_SECTIONS.map((section) => (
                <FormControl key={section.id} component="fieldset" variant="standard" disabled={busy} data-testid={`report-settings-section-${section.id}`}>
                  <FormLabel component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>{i18n._(section.title)}</FormLabel>
                  <FormGroup>
                    {section.keys.map((key) => (
                      <FormControlLabel
                        key={key}
                        label={i18n._(REPORT_FLAG_LABELS[key])}
                        control={
                          <Checkbox
                            size="small"
                            checked={values.settings[key]}
                            onChange={(e) => void setFieldValue(`settings.${key}`, e.target.checked)}
                            slotProps={{ input: { 'data-testid': `report-setting-${key}` } as object }}
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                </FormControl>
              ))}
            </Box>

            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 3, mb: 1 }} id={`${id}-numbers`}>{t`Figures and rating year`}</Typography>
            <Box role="group" aria-labelledby={`${id}-numbers`} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, gap: 2 }}>
              {REPORT_PRECISION_KEYS.map((key) => (
                <TextField
                  key={key}
                  select
                  size="small"
                  label={i18n._(REPORT_PRECISION_LABELS[key])}
                  value={values.settings[key]}
                  disabled={busy}
                  onChange={(e) => void setFieldValue(`settings.${key}`, Number(e.target.value))}
                  slotProps={{ htmlInput: { 'data-testid': `report-setting-${key}` } }}
                >
                  {REPORT_PRECISION_OPTIONS.map((p) => (
                    <MenuItem key={p} value={p}>{precisionLabel(p)}</MenuItem>
                  ))}
                </TextField>
              ))}
              <TextField
                select
                size="small"
                label={t`Rating year`}
                value={values.year}
                disabled={busy}
                onChange={(e) => void setFieldValue('year', e.target.value === '' ? '' : Number(e.target.value))}
                helperText={years.error ? t`The rating years could not be loaded.` : t`The year whose rating thresholds apply.`}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'report-setting-year' } }}
              >
                {values.year === '' && <MenuItem value="" disabled>{t`Not set`}</MenuItem>}
                {yearOptions.map((y) => (
                  <MenuItem key={y} value={y}>{y}</MenuItem>
                ))}
              </TextField>
            </Box>
          </DialogContent>
          {failed && (
            <Alert severity="error" role="alert" sx={{ mx: 3, mt: 2 }} data-testid="report-settings-error">
              {t`Error`}
            </Alert>
          )}
          <DialogActions sx={{ px: 3, py: 2 }}>
            <Button onClick={onCancel} disabled={busy}>{t`Cancel`}</Button>
            <Button type="submit" variant="contained" disabled={busy} data-testid="report-settings-save">{t`Save`}</Button>
          </DialogActions>
        </Form>
      )}
    </Formik>
  );
}

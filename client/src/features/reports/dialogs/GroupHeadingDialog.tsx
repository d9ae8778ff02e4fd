import { useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, Formik } from 'formik';
import { useId, useMemo, useState } from 'react';
import * as yup from 'yup';
import { graphQLErrorInfo } from '../../../app/errors';
import { FormikField } from '../../auth';
import { yupErrors } from '../../common/yup-formik';
import { useDialogNotice, type OnNotice } from './dialog-notice';
import { useHeadingSaves, type GroupHeadingField } from './report-dialogs.hooks';

/** The longest heading the server stores. */
export const HEADING_MAX_LENGTH = 255;

export type { GroupHeadingField };

export interface GroupHeadingDialogProps {
  open: boolean;
  onClose(): void;
  projectId: string;
  group: { id: string; name: string; baselineHeading?: string | null; lcaHeading?: string | null; refurbishmentHeading?: string | null };
  /** Which of the group's report headings is changed (the baseline, LCA or refurbishment report's). */
  field: GroupHeadingField;
  /** After a successful save, once the dialog has closed. */
  onSaved?(): void;
  /** Shows the success message; pass the page's `notify` of useNotice (else the dialog shows its own snackbar). */
  onNotice?: OnNotice;
}

export interface ComparativeHeadingDialogProps {
  open: boolean;
  onClose(): void;
  projectId: string;
  /** The comparative report's current heading; null or empty when the default heading applies. */
  heading: string | null | undefined;
  onSaved?(): void;
  onNotice?: OnNotice;
}

/** The server's field error keys of the heading inputs (REST names) that belong to the one text field. */
const SERVER_HEADING_FIELDS = ['baseline_heading', 'lca_heading', 'refurbishment_heading', 'comparative_heading', 'baselineHeading', 'lcaHeading', 'refurbishmentHeading', 'comparativeHeading'];

interface HeadingFormDialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  label: string;
  initial: string;
  required: boolean;
  helperText?: string;
  testId: string;
  save(heading: string): Promise<unknown>;
  successText: string;
  onSaved?(): void;
  onNotice?: OnNotice;
}

/** One heading in a dialog: yup-validated (max 255, optionally required), server errors shown inside. */
function HeadingFormDialog({ open, onClose, title, label, initial, required, helperText, testId, save, successText, onSaved, onNotice }: HeadingFormDialogProps) {
  const { t } = useLingui();
  const id = useId();
  const { notify, noticeElement } = useDialogNotice(onNotice);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = useMemo(() => {
    const text = yup.string().trim().max(HEADING_MAX_LENGTH, t`The heading may not be greater than ${HEADING_MAX_LENGTH} characters.`);
    return yup.object({ heading: required ? text.required(t`The heading field is required.`) : text.optional() });
  }, [required, t]);

  return (
    <>
      <Dialog
        open={open}
        onClose={busy ? undefined : onClose}
        maxWidth="sm"
        fullWidth
        aria-labelledby={`${id}-title`}
        data-testid={testId}
        slotProps={{ transition: { onExited: () => setServerError(null) } }}
      >
        <Formik
          initialValues={{ heading: initial }}
          validate={(v) => yupErrors<{ heading: string }>(schema, v)}
          onSubmit={async (v, helpers) => {
            setBusy(true);
            setServerError(null);
            try {
              await save(v.heading.trim());
            } catch (e) {
              const info = graphQLErrorInfo(e);
              const fieldError = SERVER_HEADING_FIELDS.map((f) => info.fieldErrors[f]?.[0]).find(Boolean);
              if (fieldError) helpers.setErrors({ heading: fieldError });
              else setServerError(info.message);
              setBusy(false);
              return;
            }
            setBusy(false);
            notify(successText);
            onClose();
            onSaved?.();
          }}
        >
          {() => (
            <Form noValidate>
              <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
              <DialogContent>
                <FormikField
                  name="heading"
                  label={label}
                  autoFocus
                  required={required}
                  disabled={busy}
                  helperText={helperText}
                  slotProps={{ htmlInput: { maxLength: HEADING_MAX_LENGTH, 'data-testid': 'heading-input' } }}
                />
                {serverError && (
                  <Alert severity="error" role="alert" sx={{ mt: 1 }} data-testid="heading-error">
                    {serverError}
                  </Alert>
                )}
              </DialogContent>
              <DialogActions sx={{ px: 3, pb: 2 }}>
                <Button onClick={onClose} disabled={busy}>{t`Cancel`}</Button>
                <Button type="submit" variant="contained" disabled={busy} data-testid="heading-save">{t`Save`}</Button>
              </DialogActions>
            </Form>
          )}
        </Formik>
      </Dialog>
      {noticeElement}
    </>
  );
}

/**
 * "Change group heading" (spec/project-areas.md §2): one of a group's report headings, prefilled with
 * the current heading or else the group's name; required, at most 255 characters. Saves only the
 * field being changed (the group's other headings keep their values).
 */
export function GroupHeadingDialog({ open, onClose, projectId, group, field, onSaved, onNotice }: GroupHeadingDialogProps) {
  const { t } = useLingui();
  const saves = useHeadingSaves(projectId);
  const current = group[field];
  return (
    <HeadingFormDialog
      open={open}
      onClose={onClose}
      title={t`Change group heading`}
      label={t`Heading`}
      initial={current?.trim() ? current : group.name}
      required
      testId="group-heading-dialog"
      save={(heading) => saves.groupHeading(group.id, field, heading)}
      successText={t`Heading saved`}
      onSaved={onSaved}
      onNotice={onNotice}
    />
  );
}

/** The comparative report's heading (projectReportUpdate { comparativeHeading }); empty restores the default heading. */
export function ComparativeHeadingDialog({ open, onClose, projectId, heading, onSaved, onNotice }: ComparativeHeadingDialogProps) {
  const { t } = useLingui();
  const saves = useHeadingSaves(projectId);
  return (
    <HeadingFormDialog
      open={open}
      onClose={onClose}
      title={t`Change comparative heading`}
      label={t`Heading`}
      initial={heading ?? ''}
      required={false}
      helperText={t`Leave empty to use the default heading.`}
      testId="comparative-heading-dialog"
      save={(value) => saves.comparativeHeading(value)}
      successText={t`Heading saved`}
      onSaved={onSaved}
      onNotice={onNotice}
    />
  );
}

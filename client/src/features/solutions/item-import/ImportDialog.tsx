import { useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { SolutionDetailFieldsFragment } from '../../../gql/graphql';
import { CheckStep } from './CheckStep';
import { DoneStep, FileStep, MappingStep } from './ImportSteps';
import { IMPORT_STEPS, useItemImport, type ImportStep } from './item-import.hooks';
import { formatNumber } from '../../../../../shared/format/number';

/**
 * The item import (spec §2, §4, §5): drop or choose one csv/xls/xlsx file (read in the browser), map
 * its columns, check the rows against the catalogue, select found (and, with request_import_items,
 * missing) items, then import them and request the missing ones. State and calls: item-import.hooks.ts.
 */
export function ImportDialog({ solution, onClose }: { solution: SolutionDetailFieldsFragment; onClose(): void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const state = useItemImport(solution);
  const { step, busy, problem, sheet, mapping, result, selectedCount, selection } = state;
  const stepLabels: Record<ImportStep, string> = { file: t`Choose file`, mapping: t`Map columns`, check: t`Check items`, done: t`Import` };

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby={`${id}-title`} data-testid="import-dialog">
      <DialogTitle id={`${id}-title`} sx={{ pb: 1 }}>
        {t`Import items into “${solution.name}”`}
      </DialogTitle>
      <Box sx={{ px: 3, pb: 1 }}>
        <Stepper activeStep={IMPORT_STEPS.indexOf(step)} alternativeLabel>
          {IMPORT_STEPS.map((s) => (
            <Step key={s} completed={IMPORT_STEPS.indexOf(step) > IMPORT_STEPS.indexOf(s) || step === 'done'}>
              <StepLabel>{stepLabels[s]}</StepLabel>
            </Step>
          ))}
        </Stepper>
      </Box>
      <Box sx={{ height: 4 }}>{busy && <LinearProgress aria-label={busy} data-testid="import-progress" />}</Box>
      <DialogContent sx={{ minHeight: 300 }}>
        {busy && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
            {busy}
          </Typography>
        )}
        {problem && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="import-error" role="alert">
            {problem}
          </Alert>
        )}
        {step === 'file' && <FileStep busy={!!busy} onFiles={(files) => void state.takeFiles(files)} />}
        {step === 'mapping' && sheet && mapping && <MappingStep fileName={state.fileName} sheet={sheet} mapping={mapping} onMapping={state.setMapping} />}
        {step === 'check' && <CheckStep state={state} solution={solution} />}
        {step === 'done' && result && <DoneStep result={result} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {step === 'done' ? (
          <Button variant="contained" onClick={onClose} data-testid="import-close">{t`Close`}</Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={!!busy}>{t`Cancel`}</Button>
            {step !== 'file' && (
              <Button onClick={state.back} disabled={!!busy}>
                {t`Back`}
              </Button>
            )}
            {step === 'mapping' && (
              <Button variant="contained" onClick={() => void state.check()} disabled={!!busy} data-testid="import-check">
                {t`Check items`}
              </Button>
            )}
            {step === 'check' && (
              <Button variant="contained" onClick={() => void state.submit()} disabled={!!busy || selectedCount === 0} data-testid="import-submit">
                {selection.missing.size ? t`Import and request (${{ selectedCount: formatNumber(selectedCount, i18n.locale) }})` : t`Import (${{ selectedCount: formatNumber(selectedCount, i18n.locale) }})`}
              </Button>
            )}
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useState } from 'react';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useItemValidationStatus } from './validation-status.hooks';
import { formatNumber } from '../../../../shared/format/number';

interface Props {
  projectId: string;
  namespace: string;
  /** Shows the "Start validation" button (with its confirmation dialog). */
  canStart?: boolean;
  notify(text: string, severity?: 'success' | 'error'): void;
}

/** The project's itemValidationCount (validated of total, spec §3), live (see useItemValidationStatus), and "Start validation". */
export function ItemValidationStatus({ projectId, namespace, canStart, notify }: Props) {
  const { t, i18n } = useLingui();
  const [confirm, setConfirm] = useState(false);
  const { count, start } = useItemValidationStatus(projectId, namespace, notify);
  const validated = count?.validated ?? 0;
  const total = count?.total ?? 0;
  const done = total > 0 && validated === total;

  return (
    <>
      {count && (
        <Chip
          size="small"
          variant="outlined"
          color={done ? 'success' : 'default'}
          icon={<FactCheckOutlined />}
          label={<Trans>Validated items: {{ validated: formatNumber(validated, i18n.locale) }} of {{ total: formatNumber(total, i18n.locale) }}</Trans>}
          data-testid="item-validation-count"
        />
      )}
      {canStart && (
        <Button size="small" variant="outlined" startIcon={<FactCheckOutlined />} onClick={() => setConfirm(true)} disabled={!!count && validated === total} data-testid="start-validation">{t`Start validation`}</Button>
      )}
      <ConfirmDialog
        open={confirm}
        title={t`Start validation?`}
        confirmLabel={t`Start validation`}
        onClose={() => setConfirm(false)}
        onConfirm={async () => {
          await start();
          setConfirm(false);
        }}
      >
        <Trans>The project's items that are not validated yet are sent to the validation queue. Requested items wait there too.</Trans>
      </ConfirmDialog>
    </>
  );
}

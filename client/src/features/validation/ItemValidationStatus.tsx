import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useState } from 'react';
import { graphQLErrorInfo } from '../../app/errors';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useProjectUpdates } from '../projects';
import { ProjectItemValidationCountDocument, ProjectValidationStartDocument, ValidationStatusUpdatedDocument } from './validation.queries';

interface Props {
  projectId: string;
  namespace: string;
  /** Shows the "Start validation" button (with its confirmation dialog). */
  canStart?: boolean;
  notify(text: string, severity?: 'success' | 'error'): void;
}

/**
 * The project's itemValidationCount (validated of total, spec §3), live: it refetches when the
 * super admin validates one of the user's items (ValidationStatusUpdated on user.{id}) or when the
 * project changes (projectUpdated, e.g. a validation decided for a colleague's item).
 */
export function ItemValidationStatus({ projectId, namespace, canStart, notify }: Props) {
  const { t } = useLingui();
  const [confirm, setConfirm] = useState(false);
  const { data, refetch } = useQuery(ProjectItemValidationCountDocument, { variables: { id: projectId } });
  const [start] = useMutation(ProjectValidationStartDocument);
  const again = () => void refetch().catch(() => undefined);
  useProjectUpdates((e) => {
    if (e.projectId === projectId) again();
  });
  useSubscription(ValidationStatusUpdatedDocument, {
    onData: ({ data: d }) => {
      if (d.data?.validationStatusUpdated.projectId === projectId) again();
    },
  });
  const count = data?.project.itemValidationCount;
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
          label={<Trans>Validated items: {validated} of {total}</Trans>}
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
          try {
            await start({ variables: { projectId, namespace } });
            notify(t`The validation has started. You will see its status when it is done.`);
            again();
          } catch (e) {
            notify(graphQLErrorInfo(e).message, 'error');
          }
          setConfirm(false);
        }}
      >
        <Trans>The project's items that are not validated yet are sent to the validation queue. Requested items wait there too.</Trans>
      </ConfirmDialog>
    </>
  );
}

/**
 * A project's item validation status on the client (spec §3 itemValidationCount), live, and "Start
 * validation". ItemValidationStatus only renders.
 */
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { graphQLErrorInfo } from '../../app/errors';
import { useProjectUpdates } from '../common/project-updates';
import { ProjectItemValidationCountDocument, ProjectValidationStartDocument, ValidationStatusUpdatedDocument } from './validation.queries';

/**
 * The count refetches when the super admin validates one of the user's items (ValidationStatusUpdated on
 * user.{id}) or when the project changes (projectUpdated, e.g. a validation decided for a colleague's
 * item). `start()` sends the project's items to the validation queue, shows its notice or the server's
 * error, and resolves to whether it worked.
 */
export function useItemValidationStatus(projectId: string, namespace: string, notify: (text: string, severity?: 'success' | 'error') => void) {
  const { t } = useLingui();
  const { data, refetch } = useQuery(ProjectItemValidationCountDocument, { variables: { id: projectId } });
  const [startValidation] = useMutation(ProjectValidationStartDocument);
  const again = () => void refetch().catch(() => undefined);
  useProjectUpdates((e) => {
    if (e.projectId === projectId) again();
  });
  useSubscription(ValidationStatusUpdatedDocument, {
    onData: ({ data: d }) => {
      if (d.data?.validationStatusUpdated.projectId === projectId) again();
    },
  });
  return {
    count: data?.project.itemValidationCount,
    start: async (): Promise<boolean> => {
      try {
        await startValidation({ variables: { projectId, namespace } });
        notify(t`The validation has started. You will see its status when it is done.`);
        again();
        return true;
      } catch (e) {
        notify(graphQLErrorInfo(e).message, 'error');
        return false;
      }
    },
  };
}
